// `npm run bench`: builds and starts the app as `npm start` does (own port, fresh local D1),
// then measures delivery lateness and API speed; prints a table and writes bench/results.json.
import { readFileSync, writeFileSync } from "node:fs";
import { Agent } from "undici";
import { ensureLocalCa } from "../test/support/local-ca.ts";
import { startPushService } from "../test/support/push-service.ts";
import { measureApi } from "./api.ts";
import { startApp } from "./app.ts";
import { measureDelivery } from "./delivery.ts";

const users = Number(process.env.BENCH_USERS ?? 200);
const perUser = Number(process.env.BENCH_NUDGES_PER_USER ?? 5);
const durationS = Number(process.env.BENCH_SECONDS ?? 10);

const ca = await ensureLocalCa(".state/ca");
const push = await startPushService({ cert: ca.cert, key: ca.key });
const app = await startApp(Number(process.env.BENCH_PORT ?? 8801), {
  NODE_EXTRA_CA_CERTS: ca.caCertPath,
  NUDGE_VARS: JSON.stringify({ PUSH_ENDPOINT_HOSTS: "127.0.0.1" }),
});
try {
  const delivery = await measureDelivery({ app: app.url, push, pushAgent: new Agent({ connect: { ca: readFileSync(ca.caCertPath, "utf8") } }), users, perUser, windowMs: 10_000 });
  const api = await measureApi(app.url, 500, durationS);
  const results = { at: new Date().toISOString(), delivery, api };
  writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
  const d = delivery.latenessMs;
  console.log(`
| measure | value |
|---|---|
| delivery: ${delivery.users} users × ${perUser} nudges due within ${delivery.windowMs / 1000} s | p50 ${d.p50} ms · p95 ${d.p95} ms · p99 ${d.p99} ms · max ${d.max} ms |
| POST /api/reminder while seeding (16 at once) | ${delivery.createdPerSecond} nudges/s |
| nudges lost / doubled | ${delivery.lost} / ${delivery.doubled} of ${delivery.nudges} |
| GET /api/health (baseline) | ${api.health.requestsPerSec} req/s · p50 ${api.health.p50} ms · p99 ${api.health.p99} ms |
| GET /api/reminders (${api.reminders.pending} pending) | ${api.reminders.requestsPerSec} req/s (${api.reminders.ratioToHealth}× baseline) · p50 ${api.reminders.p50} ms · p99 ${api.reminders.p99} ms · non-2xx ${api.reminders.non2xx} |
`);
} finally {
  app.stop();
  await push.close();
}
