// `npm test`: lint and format check (Biome), typecheck, worker tests (workerd), UI unit tests, the
// drafts evaluation against the model stand-in, the capacity bench at its CI size, e2e (Chromium),
// then a deploy dry run. Every stage
// runs even if an earlier one failed; the run fails if any did, and ends with each stage's time and
// counts, then one line of all tests counted.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

mkdirSync("test-results", { recursive: true });
const stages = [
  { name: "lint", cmd: ["npm", "run", "lint"] },
  { name: "typecheck", cmd: ["npm", "run", "typecheck"] },
  // Every text a person reads in a catalog, the catalogs in step with the code, placeholders kept
  // (docs/i18n.md): every message translated in every language.
  { name: "i18n", cmd: ["node", "scripts/i18n/check.ts"] },
  {
    name: "worker",
    cmd: ["node", "scripts/test-worker.mjs", "--reporter=default", "--reporter=json", "--outputFile=test-results/worker.json"],
    report: "test-results/worker.json",
    kind: "vitest",
  },
  {
    name: "unit",
    cmd: ["vitest", "run", "-c", "vitest.unit.config.ts", "--reporter=default", "--reporter=json", "--outputFile=test-results/unit.json"],
    report: "test-results/unit.json",
    kind: "vitest",
  },
  // The drafts evaluation (eval/drafts.ts), seconds and no app: the built-in composer, which is
  // what people get without AI, then the model path against the local stand-in.
  { name: "eval", cmd: ["sh", "-c", "npm run eval:drafts -- --composer && npm run eval:drafts -- --stand-in"] },
  // The capacity bench at its CI size (docs/testing.md): its seeding and counting still work on
  // today's schema and routes, so `npm run bench -- capacity` gives figures when asked.
  { name: "capacity", cmd: ["node", "bench/run.ts", "capacity"], env: { BENCH_CAPACITY: "small" } },
  { name: "e2e", cmd: ["node", "scripts/e2e.mjs"], report: "test-results/e2e.json", kind: "playwright" },
  { name: "deploy", cmd: ["node", "scripts/check-deploy.mjs"] },
];

function counts(stage) {
  if (!stage.report || !existsSync(stage.report)) return { passed: 0, failed: 0, skipped: 0 };
  const r = JSON.parse(readFileSync(stage.report, "utf8"));
  if (stage.kind === "vitest") return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
}

const results = [];
for (const stage of stages) {
  if (stage.report) rmSync(stage.report, { force: true });
  console.log(`\n▶ ${stage.name}: ${stage.cmd.join(" ")}`);
  const started = Date.now();
  const { status } = spawnSync(stage.cmd[0], stage.cmd.slice(1), { stdio: "inherit", env: { ...process.env, ...stage.env } });
  results.push({ ...stage, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000), ...counts(stage) });
}

console.log("\nSummary");
for (const r of results)
  console.log(
    `  ${r.ok ? "✔" : "✘"} ${r.name.padEnd(10)} ${`${r.seconds} s`.padStart(7)}  ${r.report ? `${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped` : r.ok ? "ok" : "failed"}`,
  );
const total = results.reduce(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed + (r.ok || r.failed ? 0 : 1), skipped: t.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
