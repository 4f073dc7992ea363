// The burst's baseline, taken in the same run: the same number of Durable Object alarms due in
// the same second on the same local runtime, each doing the least a nudge can (runtime-floor/).
// Locally every object shares one workerd thread, so this is the floor under the burst's figure.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { rmSync } from "node:fs";
import { percentiles, untilServing, workerdCpuMs } from "./app.ts";

export type AlarmFloor = {
  alarms: number;
  arrived: number;
  latenessMs: Record<"p50" | "p95" | "p99" | "max", number>;
  lastArrivalAfterDueMs: number;
  workerdCpuMsPerAlarm: number;
};

export async function measureAlarmFloor(port: number, alarms: number): Promise<AlarmFloor> {
  const stateDir = `.state/bench-floor-${port}`;
  rmSync(stateDir, { recursive: true, force: true });
  const arrivals: number[] = [];
  const sink = createServer((req, res) => {
    arrivals.push(Date.now());
    req.resume().on("end", () => res.end("ok"));
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  const sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}/arrived`;
  const child = spawn(
    "wrangler",
    ["dev", "--config", "bench/runtime-floor/wrangler.toml", "--port", String(port), "--persist-to", stateDir, "--log-level", "error"],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await untilServing(child, url, "the runtime floor's wrangler dev", 60_000);
    // Due on a whole second, after arming every object (generously: 10 ms an object, as for the app).
    const due = Math.ceil((Date.now() + 5_000 + alarms * 10) / 1000) * 1000;
    for (let from = 0; from < alarms; from += 200) {
      const res = await fetch(
        `${url}/arm?from=${from}&count=${Math.min(200, alarms - from)}&at=${due}&sink=${encodeURIComponent(sinkUrl)}`,
        { method: "POST" },
      );
      if (!res.ok) throw new Error(`arming the runtime floor's alarms: ${res.status} ${await res.text()}`);
    }
    if (Date.now() > due) throw new Error("arming the runtime floor's alarms took past their due second");
    while (Date.now() < due) await new Promise((r) => setTimeout(r, 50));
    const cpuBefore = workerdCpuMs(child.pid!);
    const waitUntil = due + 60_000;
    while (arrivals.length < alarms && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 100));
    const cpuMs = workerdCpuMs(child.pid!) - cpuBefore;
    return {
      alarms,
      arrived: arrivals.length,
      latenessMs: percentiles(arrivals.map((t) => t - due)),
      lastArrivalAfterDueMs: Math.max(...arrivals) - due,
      workerdCpuMsPerAlarm: Math.round((cpuMs / alarms) * 10) / 10,
    };
  } finally {
    process.kill(-child.pid!, "SIGTERM");
    sink.close();
  }
}
