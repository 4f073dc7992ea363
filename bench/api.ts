// API throughput and latency with autocannon, each endpoint beside the bare /api/health
// baseline taken in the same run (the list read in slices alternating with it), so the ratio
// holds on a noisy machine.
import autocannon from "autocannon";
import type { Account } from "./accounts.ts";
import { json } from "./app.ts";

type Load = { path: string; token?: string; method?: "GET" | "POST"; body?: string; connections?: number };

async function run({ path, token, method = "GET", body, connections = 10 }: Load, app: string, durationS: number) {
  const headers: Record<string, string> = {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(body ? { "Content-Type": "application/json" } : {}),
  };
  return autocannon({ url: `${app}${path}`, method, body, headers, connections, duration: durationS });
}

/**
 * Runs taken as one measure: requests/s over their whole time; p50 the runs' median p50, p99 the
 * worst run's p99 (the runs' raw latencies are not kept, so this errs on the slow side).
 */
function combined(runs: autocannon.Result[]) {
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const seconds = runs.reduce((sum, r) => sum + r.duration, 0);
  return {
    requestsPerSec: Math.round(runs.reduce((sum, r) => sum + r.requests.total, 0) / seconds),
    p50: middle(runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
}

const load = async (target: Load, app: string, durationS: number) => combined([await run(target, app, durationS)]);

/**
 * Two endpoints in alternating slices (a, b, a, b, …) for durationS each in all: whatever the
 * machine does meanwhile (it drifts by a third from minute to minute here) falls on both alike,
 * which two back-to-back runs don't give a ratio.
 */
async function sideBySide(a: Load, b: Load, app: string, durationS: number, slices = 5) {
  const runs: [autocannon.Result[], autocannon.Result[]] = [[], []];
  for (let i = 0; i < slices; i++) {
    runs[0].push(await run(a, app, durationS / slices));
    runs[1].push(await run(b, app, durationS / slices));
  }
  return [combined(runs[0]), combined(runs[1])] as const;
}

type Measured = ReturnType<typeof combined>;
const ratio = (m: Measured, base: Measured) => ({ ...m, ratioToHealth: +(m.requestsPerSec / base.requestsPerSec).toFixed(2) });

/** reader: an account to fill with pendingCount nudges; writer: one that receives the POST load. */
export async function measureApi(app: string, reader: Account, writer: Account, pendingCount: number, durationS: number) {
  const far = Date.now() + 30 * 86_400_000;
  for (let i = 0; i < pendingCount; i += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, pendingCount - i) }, (_, j) =>
        json(`${app}/api/reminder`, {
          token: reader.token,
          body: {
            targetName: `Person ${i + j}`,
            message: "Check in about the project",
            remindAt: new Date(far + (i + j) * 60_000).toISOString(),
          },
        }),
      ),
    );
  }
  // Sign-in needs a real password: one account made through the API.
  const email = `signin-${Date.now()}@nudge.test`;
  await json(`${app}/api/auth/signup`, {
    body: { name: "Bench Signin", email, password: "bench-password", confirmPassword: "bench-password" },
  });

  const [health, nudgeList] = await sideBySide({ path: "/api/health" }, { path: "/api/reminders", token: reader.token }, app, durationS);
  // Unloaded latency: one request at a time, what a person's dashboard sees.
  const nudgeListOneAtATime = await load({ path: "/api/reminders", token: reader.token, connections: 1 }, app, durationS);
  const create = await load(
    {
      path: "/api/reminder",
      method: "POST",
      token: writer.token,
      body: JSON.stringify({ targetName: "Ana", message: "Load test", remindAt: new Date(far).toISOString() }),
    },
    app,
    durationS,
  );
  // 4 at once: sign-in takes its limit's slot before the scrypt, and one address may have 5 in
  // flight for one account; 4 still keeps both cores hashing.
  const signin = await load(
    { path: "/api/auth/signin", method: "POST", body: JSON.stringify({ email, password: "bench-password" }), connections: 4 },
    app,
    durationS,
  );
  return {
    health,
    nudgeList: { ...ratio(nudgeList, health), pending: pendingCount },
    nudgeListOneAtATime,
    createNudge: ratio(create, health),
    signin: ratio(signin, health),
  };
}
