// Delivery lateness: users with nudges all due inside one window, measured at a local push
// service as (decrypted arrival − remindAt). Also counts nudges lost or delivered twice.
import type { PushService } from "../test/support/push-service.ts";
import type { Dispatcher } from "undici";
import type { Account } from "./accounts.ts";
import { json, percentiles, pool } from "./app.ts";
import { cpuUntilArrived, nudgesDueInWindow } from "./due-window.ts";

type Options = {
  app: string;
  push: PushService;
  pushAgent: Dispatcher;
  accounts: Account[];
  perUser: number;
  windowMs: number;
  workerdCpuMs: () => number;
  /** Wraps the wait for arrivals (not the nudges' creation): the bench's profiler, when asked for. */
  around?: <T>(wait: () => Promise<T>) => Promise<T>;
  /** Makes what is due (one-off nudges unless told): each one's id and due time. */
  make?: MakeDue;
};

type Due = { windowStart: number; createSeconds: number; due: Map<number, number> };
/** Makes what is due in a window: each one's id and due time. */
export type MakeDue = (window: { app: string; accounts: Account[]; perUser: number; windowMs: number }) => Promise<Due>;

const oneOffNudges: MakeDue = (window) => nudgesDueInWindow(window, "Benchmark nudge", (_account, id) => id);

/** Each account gets one push subscription at the local push service, through the API. */
export async function subscribeAll(app: string, push: PushService, pushAgent: Dispatcher, accounts: Account[]) {
  await pool(accounts, 16, async ({ token }) => {
    const sub = await json(`${push.url}/subscriptions`, { body: {}, dispatcher: pushAgent });
    await json(`${app}/api/subscribe`, { token, body: { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth } });
  });
}

export async function measureDelivery({ push, workerdCpuMs, around = (wait) => wait(), make = oneOffNudges, ...window }: Options) {
  const { accounts, windowMs } = window;
  const { windowStart, createSeconds, due } = await make(window);
  console.error(
    `${due.size} nudges from ${accounts.length} users created, due from ${new Date(windowStart).toISOString()} over ${windowMs} ms`,
  );
  const ours = () => push.messages().filter((m) => due.has((m.json as { data: { id: number } }).data.id));
  const deliveryCpuMs = await around(() => cpuUntilArrived(() => ours().length, due.size, windowStart + windowMs, workerdCpuMs));

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
