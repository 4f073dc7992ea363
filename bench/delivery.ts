// Delivery lateness: users with nudges all due inside one window, measured at a local push
// service as (decrypted arrival − remindAt). Also counts nudges lost or delivered twice.
import type { PushService } from "../test/support/push-service.ts";
import type { Dispatcher } from "undici";
import type { Account } from "./accounts.ts";
import { json, percentiles, pool } from "./app.ts";

type Options = {
  app: string;
  push: PushService;
  pushAgent: Dispatcher;
  accounts: Account[];
  perUser: number;
  windowMs: number;
  workerdCpuMs: () => number;
};

/** Each account gets one push subscription at the local push service, through the API. */
export async function subscribeAll(app: string, push: PushService, pushAgent: Dispatcher, accounts: Account[]) {
  await pool(accounts, 16, async ({ token }) => {
    const sub = await json(`${push.url}/subscriptions`, { body: {}, dispatcher: pushAgent });
    await json(`${app}/api/subscribe`, { token, body: { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth } });
  });
}

export async function measureDelivery({ app, push, accounts, perUser, windowMs, workerdCpuMs }: Options) {
  // Leave time to create every nudge before the first is due (generously: 40 ms a nudge, for a loaded machine).
  const windowStart = Math.ceil((Date.now() + 5_000 + accounts.length * perUser * 40) / 1000) * 1000;
  const createStart = Date.now();
  const due = new Map<number, number>();
  const jobs = accounts.flatMap(({ token }) => Array.from({ length: perUser }, () => token));
  await pool(jobs, 16, async (token) => {
    const remindAt = windowStart + Math.floor(Math.random() * windowMs);
    const nudge = await json(`${app}/api/reminder`, {
      token,
      body: { targetName: "Ana", message: "Benchmark nudge", remindAt: new Date(remindAt).toISOString() },
    });
    due.set(nudge.id, Date.parse(nudge.remindAt));
  });

  const createSeconds = (Date.now() - createStart) / 1000;
  if (Date.now() > windowStart) throw new Error(`creating the nudges took ${createSeconds} s, past the window's start`);
  console.error(
    `${due.size} nudges from ${accounts.length} users created, due from ${new Date(windowStart).toISOString()} over ${windowMs} ms`,
  );
  // From here to the last arrival the app does nothing but deliver.
  const cpuBefore = workerdCpuMs();
  const ours = () => push.messages().filter((m) => due.has((m.json as { data: { id: number } }).data.id));
  const deadline = windowStart + windowMs + 30_000;
  while (Date.now() < deadline && ours().length < due.size) await new Promise((r) => setTimeout(r, 250));
  const deliveryCpuMs = workerdCpuMs() - cpuBefore;
  await new Promise((r) => setTimeout(r, 1000)); // anything doubled arrives now

  const seen = new Map<number, number>();
  const lateness: number[] = [];
  let lastArrival = 0;
  for (const m of ours()) {
    const id = (m.json as { data: { id: number } }).data.id;
    seen.set(id, (seen.get(id) ?? 0) + 1);
    if (seen.get(id) === 1) lateness.push(m.receivedAt - due.get(id)!);
    lastArrival = Math.max(lastArrival, m.receivedAt);
  }
  return {
    users: accounts.length,
    nudges: due.size,
    createdPerSecond: Math.round(due.size / createSeconds),
    windowMs,
    latenessMs: percentiles(lateness),
    // From the start of the window to the last arrival: for a burst, "all delivered within N s of the due second".
    lastArrivalAfterWindowStartMs: lastArrival - windowStart,
    workerdCpuMsPerNudge: Math.round((deliveryCpuMs / due.size) * 10) / 10,
    lost: [...due.keys()].filter((id) => !seen.has(id)).length,
    doubled: [...seen.values()].filter((n) => n > 1).length,
  };
}
