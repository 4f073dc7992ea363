// Runs the per-operation counts (operations.measure.ts) in workerd under vitest, as the worker
// tests run, and reads back the figures it wrote (through figures-sink.ts).
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureLocalCa } from "../../test/support/local-ca.ts";
import type { CapacitySettings, OperationFigures } from "./figures.ts";

// vitest's own output (and the Worker's logs) go here, not into the bench's report.
const LOG = ".state/bench-capacity-vitest.log";

export async function measureOperations(settings: CapacitySettings): Promise<OperationFigures> {
  const ca = await ensureLocalCa(".state/ca");
  const out = join(mkdtempSync(join(tmpdir(), "nudge-capacity-")), "operations.json");
  const log = openSync(LOG, "w");
  const child = spawn(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "-c", "bench/capacity.config.ts"], {
    // Miniflare reads NODE_EXTRA_CA_CERTS once, as it loads: the local push service's CA.
    env: { ...process.env, NODE_EXTRA_CA_CERTS: ca.caCertPath, CAPACITY_OUT: out, CAPACITY_SETTINGS: JSON.stringify(settings) },
    stdio: ["ignore", log, log],
  });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  closeSync(log);
  if (code !== 0) {
    const tail = readFileSync(LOG, "utf8")
      .split("\n")
      .filter((line) => !line.startsWith("Sourcemap for"))
      .slice(-60)
      .join("\n");
    throw new Error(`The capacity measure failed (vitest exited ${code}); the end of ${LOG}:\n${tail}`);
  }
  return JSON.parse(readFileSync(out, "utf8"));
}
