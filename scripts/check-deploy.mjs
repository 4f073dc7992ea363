// `npm test`'s last stage: would `wrangler deploy` take this build? Builds as a deploy does (no
// local overrides), asks wrangler for a dry run, which validates the configuration and bundles
// without uploading, and fails past the Worker size limit the plan allows.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { run } from "./run.mjs";

// The test suites' cheap password hashing (worker/auth/passwords.ts) must never reach a deploy.
if (/^\s*PASSWORD_COST\s*=/m.test(readFileSync("wrangler.toml", "utf8"))) {
  console.error("wrangler.toml sets PASSWORD_COST: that setting is for the test suites only; remove it.");
  process.exit(1);
}

// Workers Free allows 3 MB gzipped, Paid 10 MB: the lower one keeps either plan open.
const LIMIT_KIB = 3 * 1024;

const { NUDGE_VARS: _local, ...deployEnv } = process.env;
await run("vite", ["build", "--logLevel", "warn"], { env: deployEnv });
const dry = spawnSync("wrangler", ["deploy", "--dry-run"], { env: { ...deployEnv, WRANGLER_SEND_METRICS: "false" }, encoding: "utf8" });
const output = `${dry.stdout}${dry.stderr}`;
if (dry.status !== 0) {
  console.error(output);
  console.error("wrangler deploy --dry-run failed: the configuration or the bundle would not deploy.");
  process.exit(1);
}
const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
if (!size) {
  console.error(output);
  console.error("wrangler's dry run did not report the Worker's size: its output changed, update this check.");
  process.exit(1);
}
const gzipKiB = Number(size[2]);
console.log(`Worker: ${size[1]} KiB, ${gzipKiB} KiB gzipped (limit ${LIMIT_KIB} KiB)`);
if (gzipKiB > LIMIT_KIB) {
  console.error(`The Worker is ${gzipKiB} KiB gzipped, past the ${LIMIT_KIB} KiB a Worker may be on the Free plan.`);
  process.exit(1);
}
