import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// NUDGE_STATE_DIR lets e2e tests and the benchmark run on a fresh local D1 of their own
// instead of the developer's .wrangler/state.
const stateDir = process.env.NUDGE_STATE_DIR;

export default defineConfig({
  plugins: [react(), tailwindcss(), cloudflare({ persistState: stateDir ? { path: stateDir } : true })],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@contracts": fileURLToPath(new URL("./worker/contracts", import.meta.url)),
    },
  },
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 8787), strictPort: true },
});
