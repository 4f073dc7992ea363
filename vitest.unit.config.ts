// Unit tests run in Node: pure client logic (form rules, error text, formatting) and the
// local stand-ins for outside services that other tests rely on.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { linguiPlugins } from "./scripts/lingui-plugins";

export default defineConfig({
  plugins: linguiPlugins(),
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@contracts": fileURLToPath(new URL("./worker/contracts", import.meta.url)),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "test/unit/**/*.test.ts", "test/support/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./test/unit/setup-i18n.ts"],
  },
});
