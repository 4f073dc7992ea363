import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, inject, vi } from "vitest";
import type { NudgeScheduler } from "../../worker/delivery/scheduler";
import { schedulerFor } from "../../worker/delivery/scheduler-stub";
import { dueNudge } from "./delivery-helpers";
import { alarmThrowsWithD1FailingOn } from "./failing-d1";
import { api, signUp } from "./helpers";

// Fault tests: the push service goes away for two minutes of simulated time, and D1 fails inside
// the alarm. Nothing may be lost and nothing may arrive twice.
const SECOND = 1000;
const OUTAGE_MS = 120 * SECOND;
const stub = (userId: number) => schedulerFor(env, userId) as unknown as DurableObjectStub<NudgeScheduler>;
const control = (action: string) => fetch(`${inject("outageControlUrl")}${action}`, { method: "POST" });
const service = () => inject("outagePushServiceUrl");
type Message = { subscriptionId: string; json: { data: { id: number } } };
const messagesOf = async (subscriptionId: string): Promise<Message[]> =>
  (await fetch(`${service()}/messages?subscription=${subscriptionId}`)).json();

/** A browser subscribed at the outage push service, through the app's API. */
async function device(token: string) {
  const sub = (await (await fetch(`${service()}/subscriptions`, { method: "POST", body: "{}" })).json()) as {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  const res = await api("/api/subscribe", { token, body: { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth } });
  expect(res.status).toBe(201);
  return sub.endpoint.split("/").at(-1)!;
}

const outboxSize = (userId: number) =>
  runInDurableObject(stub(userId), (_i, state) => state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM outbox").one().n);

afterEach(async () => {
  vi.useRealTimers();
  await control("/up").catch(() => {});
  await control("/fail");
});

describe("the push service is down for two minutes while nudges fall due", () => {
  it("delivers every nudge exactly once after it comes back: refused connections, then 500s", { timeout: 120_000 }, async () => {
    const user = await signUp();
    const phone = await device(user.token);
    const laptop = await device(user.token);
    // Only Date is simulated: the scheduler, the VAPID signer and the API all read the same clock.
    vi.useFakeTimers({ toFake: ["Date"] });
    const t0 = Date.now();
    const dueAt = [5, 20, 40, 60, 80, 100, 115].map((s) => t0 + s * SECOND);
    const ids: number[] = [];
    for (const [i, at] of dueAt.entries()) {
      const res = await api("/api/reminder", {
        token: user.token,
        body: { targetName: `Friend ${i}`, message: "Say hi", remindAt: new Date(at).toISOString() },
      });
      ids.push(res.json.id);
    }

    await control("/down");
    let phase: "refused" | "errors" | "back" = "refused";
    const boundaries = [t0 + OUTAGE_MS / 2, t0 + OUTAGE_MS];
    let runs = 0;
    for (;;) {
      const next = await stub(user.id).nextAlarm();
      if (next === null) break;
      // Stop the clock at each phase change so the service changes state at the simulated moment.
      const boundary = boundaries.find((b) => b > Date.now() && b <= next);
      if (boundary !== undefined) {
        vi.setSystemTime(boundary);
        if (phase === "refused") {
          await control("/up");
          await control("/fail?status=500");
          phase = "errors";
        } else {
          // The 500s phase really was tried against, not slept through.
          const tried = (await (await fetch(`${service()}/attempts?subscription=${phone}`)).json()) as { count: number };
          expect(tried.count).toBeGreaterThan(0);
          await control("/fail");
          phase = "back";
        }
        continue;
      }
      vi.setSystemTime(Math.max(next, Date.now()));
      await runDurableObjectAlarm(stub(user.id));
      runs++;
      // While refusing connections the service can't be asked; in the 500s phase it must have nothing.
      if (phase === "errors") {
        expect(await messagesOf(phone)).toEqual([]);
        expect(await messagesOf(laptop)).toEqual([]);
      }
      expect(runs).toBeLessThan(200);
    }

    expect(phase).toBe("back");
    for (const sub of [phone, laptop]) {
      const got = (await messagesOf(sub)).map((m) => m.json.data.id).sort((a, b) => a - b);
      expect(got).toEqual(ids);
    }
    // Every nudge is in history, the outbox is empty and the scheduler sleeps.
    const history = await api("/api/nudge-history", { token: user.token });
    expect(history.json.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b)).toEqual(ids);
    expect(await outboxSize(user.id)).toBe(0);
    // A retried alarm after recovery sends nothing again.
    await runInDurableObject(stub(user.id), (instance) => instance.alarm());
    for (const sub of [phone, laptop]) expect(await messagesOf(sub)).toHaveLength(ids.length);
    console.log(`outage: ${runs} alarm runs over ${(Date.now() - t0) / SECOND} simulated seconds`);
  });
});

describe("D1 fails inside the alarm", () => {
  // The alarm's claim batch, in order (worker/delivery/claim.ts): the claim, the devices, the email
  // recipient, the people's apps, what the nudges say about their people (5), the next wake-up
  // time, the sent check-ins, dates and repeating nudges (9), and last the delivery it expects
  // (10); or all of it written and the answer lost (the claim note in the object's SQLite recovers
  // that one).
  it.each([1, 2, 3, 5, 9, 10, "answer" as const])(
    "query %s failing makes the alarm throw, so the runtime retries it; the retry delivers exactly once",
    async (failAt) => {
      const user = await signUp();
      const phone = await device(user.token);
      const nudge = await dueNudge(user.token, { message: "Say hi" }, SECOND);

      await runInDurableObject(stub(user.id), async (instance) => {
        await alarmThrowsWithD1FailingOn(instance, failAt);
        // What the runtime does with an alarm that threw: runs it again.
        await instance.alarm();
        await instance.alarm();
      });
      expect((await messagesOf(phone)).map((m) => m.json.data.id)).toEqual([nudge.id]);
      expect(await outboxSize(user.id)).toBe(0);
      expect(await schedulerFor(env, user.id).nextAlarm()).toBeNull();
      const row = await env.DB.prepare("SELECT deliveryStatus FROM reminders WHERE id = ?")
        .bind(nudge.id)
        .first<{ deliveryStatus: string }>();
      expect(row!.deliveryStatus).toBe("delivered");
    },
  );
});

describe("overlapping alarm runs", () => {
  it("push a waiting retry once: each run leases the rows it sends", async () => {
    const user = await signUp();
    const phone = await device(user.token);
    await fetch(`${service()}/subscriptions/${phone}/respond`, { method: "POST", body: JSON.stringify({ statuses: [500] }) });
    const nudge = await dueNudge(user.token, { message: "Say hi" }, SECOND);
    await runDurableObjectAlarm(stub(user.id));
    expect(await messagesOf(phone)).toEqual([]);

    // The retry is due in about a second; two runs (say a runtime retry and the alarm) overlap.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 2 * SECOND);
    await runInDurableObject(stub(user.id), (instance) => Promise.all([instance.alarm(), instance.alarm(), instance.alarm()]));
    expect((await messagesOf(phone)).map((m) => m.json.data.id)).toEqual([nudge.id]);
    expect(await outboxSize(user.id)).toBe(0);
  });
});
