// `npm start`: the built app on the local defaults at http://localhost:8787 (PORT overrides).
// --fresh starts from an empty local database (NUDGE_STATE_DIR, used by e2e tests and bench).
import { rmSync } from "node:fs";
import { run } from "./run.mjs";

const stateDir = process.env.NUDGE_STATE_DIR;
if (process.argv.includes("--fresh")) {
  if (!stateDir) throw new Error("--fresh needs NUDGE_STATE_DIR, so it never wipes your own data");
  rmSync(stateDir, { recursive: true, force: true });
}

await run("node", ["scripts/ensure-dev-vars.mjs"]);
await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...(stateDir ? ["--persist-to", stateDir] : [])]);
if (!process.argv.includes("--no-build")) await run("vite", ["build", "--logLevel", "warn"]);
await run("vite", ["preview", "--port", process.env.PORT ?? "8787", "--strictPort"]);
