// The burst's baseline, taken in the same run: the same number of Durable Object alarms due in
// the same second on the same local runtime, each doing the least a nudge can (runtime-floor/).
// Locally every object shares one workerd thread, so this is the floor under the burst's figure.
// Each step adds one thing any push delivery must do (runtime-floor/worker.ts), each on a runtime
// of its own so no step runs beside another's objects.
import { spawn } from "node:child_process";
import { createECDH, randomBytes } from "node:crypto";
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { rmSync } from "node:fs";
import { percentiles, untilServing, workerdCpuMs } from "./app.ts";
import type { LocalCa } from "../test/support/local-ca.ts";
import { CLAIM_STATEMENTS, type Step } from "./runtime-floor/step.ts";

export type { Step };
export type AlarmFloor = {
  alarms: number;
  arrived: number;
  latenessMs: Record<"p50" | "p95" | "p99" | "max", number>;
  lastArrivalAfterDueMs: number;
  workerdCpuMsPerAlarm: number;
};

/**
 * `bare`: one plain HTTP request. `tls`: the request over HTTPS, to a server with the local CA's
 * certificate (trusted through NODE_EXTRA_CA_CERTS, as the app trusts the push service's). `push`:
 * the message encrypted for a device first. `claim`: one D1 batch before that.
 */
export async function measureAlarmFloor(port: number, alarms: number, step: Step = "bare", ca?: LocalCa): Promise<AlarmFloor> {
  const stateDir = `.state/bench-floor-${port}`;
  rmSync(stateDir, { recursive: true, force: true });
  const arrivals: number[] = [];
  const arrived = (req: IncomingMessage, res: ServerResponse) => {
    arrivals.push(Date.now());
    req.resume().on("end", () => res.end("ok"));
  };
  const secure = step !== "bare";
  if (secure && !ca) throw new Error(`the runtime floor's "${step}" step needs the local CA`);
  const sink = secure ? createHttpsServer({ cert: ca!.cert, key: ca!.key }, arrived) : createHttpServer(arrived);
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  const sinkUrl = `${secure ? "https://localhost" : "http://127.0.0.1"}:${(sink.address() as AddressInfo).port}/arrived`;
  const child = spawn(
    "wrangler",
    ["dev", "--config", "bench/runtime-floor/wrangler.toml", "--port", String(port), "--persist-to", stateDir, "--log-level", "error"],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", ...(ca && { NODE_EXTRA_CA_CERTS: ca.caCertPath }) },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await untilServing(child, url, "the runtime floor's wrangler dev", 60_000);
    if (step === "claim") await post(`${url}/tables`, "making the runtime floor's D1 table");
    const job = JSON.stringify({ sink: sinkUrl, step, keys: deviceKeys(), statements: CLAIM_STATEMENTS });
    // Due on a whole second, after arming every object (generously: 10 ms an object, as for the app).
    const due = Math.ceil((Date.now() + 5_000 + alarms * 10) / 1000) * 1000;
    for (let from = 0; from < alarms; from += 200)
      await post(`${url}/arm?from=${from}&count=${Math.min(200, alarms - from)}&at=${due}`, "arming the runtime floor's alarms", job);
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

async function post(url: string, what: string, body?: string) {
  const res = await fetch(url, { method: "POST", body });
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
}

/** A device's keys as a browser makes them (P-256 public key, 16-byte auth secret): what a push is encrypted to. */
function deviceKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}
