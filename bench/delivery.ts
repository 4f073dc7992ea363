// Delivery lateness: users with nudges all due inside one window, measured at a local push
// service as (decrypted arrival − remindAt). Also counts nudges lost or delivered twice.
import type { PushService } from "../test/support/push-service.ts";
import type { Dispatcher } from "undici";
import { json, percentiles, pool } from "./app.ts";

type Options = { app: string; push: PushService; pushAgent: Dispatcher; users: number; perUser: number; windowMs: number };

export async function measureDelivery({ app, push, pushAgent, users, perUser, windowMs }: Options) {
  const accounts = await pool(Array.from({ length: users }, (_, i) => i), 8, async (i) => {
    const email = `bench-${Date.now().toString(36)}-${i}@nudge.test`;
    const { token } = await json(`${app}/api/auth/signup`, { body: { name: `Bench ${i}`, email, password: "bench-password", confirmPassword: "bench-password" } });
    const sub = await json(`${push.url}/subscriptions`, { body: {}, dispatcher: pushAgent });
    await json(`${app}/api/subscribe`, { token, body: { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth } });
    return token as string;
  });

  // Leave time to create every nudge before the first is due (generously: 60 ms a nudge).
  const windowStart = Date.now() + 10_000 + users * perUser * 60;
  const createStart = Date.now();
  const due = new Map<number, number>();
  const jobs = accounts.flatMap((token) => Array.from({ length: perUser }, () => token));
  await pool(jobs, 16, async (token) => {
    const remindAt = windowStart + Math.floor(Math.random() * windowMs);
    const nudge = await json(`${app}/api/reminder`, { token, body: { targetName: "Ana", message: "Benchmark nudge", remindAt: new Date(remindAt).toISOString() } });
    due.set(nudge.id, Date.parse(nudge.remindAt));
  });

  const createSeconds = (Date.now() - createStart) / 1000;
  if (Date.now() > windowStart) throw new Error(`creating the nudges took ${createSeconds} s, past the window's start`);
  const expected = due.size;
  const deadline = windowStart + windowMs + 30_000;
  while (Date.now() < deadline && push.messages().length < expected) await new Promise((r) => setTimeout(r, 250));
  await new Promise((r) => setTimeout(r, 1000)); // anything doubled arrives now

  const seen = new Map<number, number>();
  const lateness: number[] = [];
  for (const m of push.messages()) {
    const id = (m.json as { data: { id: number } }).data.id;
    seen.set(id, (seen.get(id) ?? 0) + 1);
    if (seen.get(id) === 1) lateness.push(m.receivedAt - due.get(id)!);
  }
  return {
    users,
    nudges: expected,
    createdPerSecond: Math.round(expected / createSeconds),
    windowMs,
    latenessMs: percentiles(lateness),
    lost: [...due.keys()].filter((id) => !seen.has(id)).length,
    doubled: [...seen.values()].filter((n) => n > 1).length,
  };
}
