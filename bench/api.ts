// API throughput and latency with autocannon, each endpoint beside the bare /api/health
// baseline taken in the same run, so the ratio holds on a noisy machine.
import autocannon from "autocannon";
import type { Account } from "./accounts.ts";
import { json } from "./app.ts";

type Load = { path: string; token?: string; method?: "GET" | "POST"; body?: string; connections?: number };

async function load({ path, token, method = "GET", body, connections = 10 }: Load, app: string, durationS: number) {
  const headers: Record<string, string> = { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { "Content-Type": "application/json" } : {}) };
  const result = await autocannon({ url: `${app}${path}`, method, body, headers, connections, duration: durationS });
  return { requestsPerSec: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

type Measured = Awaited<ReturnType<typeof load>>;
const ratio = (m: Measured, base: Measured) => ({ ...m, ratioToHealth: +(m.requestsPerSec / base.requestsPerSec).toFixed(2) });

/** reader: an account to fill with pendingCount nudges; writer: one that receives the POST load. */
export async function measureApi(app: string, reader: Account, writer: Account, pendingCount: number, durationS: number) {
  const far = Date.now() + 30 * 86_400_000;
  for (let i = 0; i < pendingCount; i += 25) {
    await Promise.all(Array.from({ length: Math.min(25, pendingCount - i) }, (_, j) =>
      json(`${app}/api/reminder`, { token: reader.token, body: { targetName: `Person ${i + j}`, message: "Check in about the project", remindAt: new Date(far + (i + j) * 60_000).toISOString() } }),
    ));
  }
  // Sign-in needs a real password: one account made through the API.
  const email = `signin-${Date.now()}@nudge.test`;
  await json(`${app}/api/auth/signup`, { body: { name: "Bench Signin", email, password: "bench-password", confirmPassword: "bench-password" } });

  const health = await load({ path: "/api/health" }, app, durationS);
  const reminders = await load({ path: "/api/reminders", token: reader.token }, app, durationS);
  // Unloaded latency: one request at a time, what a person's dashboard sees.
  const remindersOneAtATime = await load({ path: "/api/reminders", token: reader.token, connections: 1 }, app, durationS);
  const create = await load({ path: "/api/reminder", method: "POST", token: writer.token, body: JSON.stringify({ targetName: "Ana", message: "Load test", remindAt: new Date(far).toISOString() }) }, app, durationS);
  const signin = await load({ path: "/api/auth/signin", method: "POST", body: JSON.stringify({ email, password: "bench-password" }) }, app, durationS);
  return {
    health,
    reminders: { ...ratio(reminders, health), pending: pendingCount },
    remindersOneAtATime,
    createReminder: ratio(create, health),
    signin: ratio(signin, health),
  };
}
