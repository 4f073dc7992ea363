// API throughput and latency with autocannon, each endpoint beside the bare /api/health
// baseline taken in the same run, so the ratio holds on a noisy machine.
import autocannon from "autocannon";
import { json } from "./app.ts";

async function load(url: string, token?: string, durationS = 10) {
  const result = await autocannon({ url, connections: 10, duration: durationS, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { requestsPerSec: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

export async function measureApi(app: string, pendingCount: number, durationS: number) {
  const { token } = await json(`${app}/api/auth/signup`, { body: { name: "Bench Reader", email: `reader-${Date.now()}@nudge.test`, password: "bench-password", confirmPassword: "bench-password" } });
  const far = Date.now() + 30 * 86_400_000;
  for (let i = 0; i < pendingCount; i += 25) {
    await Promise.all(Array.from({ length: Math.min(25, pendingCount - i) }, (_, j) =>
      json(`${app}/api/reminder`, { token, body: { targetName: `Person ${i + j}`, message: "Check in about the project", remindAt: new Date(far + (i + j) * 60_000).toISOString() } }),
    ));
  }
  const health = await load(`${app}/api/health`, undefined, durationS);
  const reminders = await load(`${app}/api/reminders`, token, durationS);
  return { health, reminders: { ...reminders, pending: pendingCount, ratioToHealth: +(reminders.requestsPerSec / health.requestsPerSec).toFixed(2) } };
}
