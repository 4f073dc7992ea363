// Browser tests need Debian's Chromium. Without it, a developer's run says so loudly and
// skips them; under CI=true a missing browser is a failure.
import { existsSync } from "node:fs";
import { run } from "./run.mjs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  const banner = [
    "",
    "=".repeat(72),
    `  BROWSER TESTS SKIPPED: no Chromium at ${chromium}.`,
    "  Install it with:  sudo apt-get install -y chromium",
    "  (or set CHROMIUM_PATH). Playwright's own browser downloads are not used.",
    "=".repeat(72),
    "",
  ].join("\n");
  console.error(banner);
  process.exit(process.env.CI === "true" ? 1 : 0);
}
await run("playwright", ["test", ...process.argv.slice(2)]);
