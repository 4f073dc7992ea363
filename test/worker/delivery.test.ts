import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { NudgeScheduler } from "../../worker/delivery/scheduler";
import { schedulerFor } from "../../worker/delivery/scheduler-stub";
import { api, signUp } from "./helpers";
import { attempts, delivered, scriptResponses, subscribeDevice } from "./push-helpers";
import { crashAfterClaim, rerunAlarm, stubOf } from "./delivery-helpers";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Schedules a nudge, then moves it into the past in D1 (the API only takes future dates). */
async function dueNudge(token: string, fields: Record<string, unknown> = {}, dueAgoMs = 1000) {
  const res = await api("/api/reminder", {
    token,
    body: { targetName: "Ana", message: "Ask how the new job is going", remindAt: new Date(Date.now() + 60_000).toISOString(), ...fields },
  });
  await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE id = ?")
    .bind(Date.now() - dueAgoMs, res.json.id)
    .run();
  return res.json as { id: number };
}

const runAlarm = (userId: number) => runDurableObjectAlarm(schedulerFor(env, userId) as unknown as DurableObjectStub<NudgeScheduler>);
const nudgeRow = (id: number) =>
  env.DB.prepare("SELECT sent, sentAt FROM reminders WHERE id = ?").bind(id).first<{ sent: number; sentAt: number | null }>();

describe("delivering due nudges by web push", () => {
  it("pushes once to every device with the person's name, the message and the contact data, and marks the nudge sent", async () => {
    const user = await signUp();
    const phone = await subscribeDevice(user.token);
    const laptop = await subscribeDevice(user.token);
    const nudge = await dueNudge(user.token, { phoneNumber: "+15551234567", url: "https://example.com/ana" });

    expect(await runAlarm(user.id)).toBe(true);
    for (const device of [phone, laptop]) {
      const messages = await delivered(device);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.json).toEqual({
        // Declarative Web Push: Safari shows this itself, and a tap opens the Contact card.
        web_push: 8030,
        notification: {
          title: "Time to reach out to Ana",
          body: "Ask how the new job is going",
          navigate: "http://localhost:8787/dashboard?action=contact&phone=%2B15551234567&message=Ask+how+the+new+job+is+going&name=Ana",
          tag: `nudge-${nudge.id}`,
        },
        mutable: true,
        title: "Time to reach out to Ana",
        body: "Ask how the new job is going",
        data: {
          id: nudge.id,
          targetName: "Ana",
          message: "Ask how the new job is going",
          phoneNumber: "+15551234567",
          url: "https://example.com/ana",
          // It names the person's object, which keeps it.
          actionToken: expect.stringMatching(new RegExp(`^${stubOf(user.id).id.toString()}\\.[A-Za-z0-9_-]{43}$`)),
          labels: { text: "Text", call: "Call", done: "Done", snooze: "Snooze 1 hour", tomorrow: "Tomorrow morning" },
        },
      });
      expect(messages[0]!.headers).toMatchObject({ ttl: "86400", urgency: "high", topic: `nudge-${nudge.id}` });
      // Padded to the full record: the push service can't tell a message's length.
      expect(messages[0]!.bodyBytes).toBe(4096);
    }
    // One action token for the nudge, the same on every device, and no session token in the push.
    expect((await delivered(phone))[0]!.json.data.actionToken).toBe((await delivered(laptop))[0]!.json.data.actionToken);
    expect((await delivered(phone))[0]!.payload).not.toContain(user.token);
    const row = await nudgeRow(nudge.id);
    expect(row!.sent).toBe(1);
    expect(row!.sentAt).toBeGreaterThan(Date.now() - 10_000);
    expect((await api("/api/nudge-history", { token: user.token })).json.map((r: { id: number }) => r.id)).toEqual([nudge.id]);

    // The alarm runs at least once: a second run must not notify again.
    await runAlarm(user.id);
    await runInDurableObject(schedulerFor(env, user.id) as unknown as DurableObjectStub<NudgeScheduler>, (instance) => instance.alarm());
    expect(await delivered(phone)).toHaveLength(1);
    expect(await delivered(laptop)).toHaveLength(1);
  });

  it("delivers overdue nudges (alarm missed for hours) on the next alarm, and re-arms for the next pending one", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    await dueNudge(user.token, { targetName: "Old friend" }, 6 * 3600_000);
    const upcoming = new Date(Date.now() + 3600_000);
    await api("/api/reminder", { token: user.token, body: { targetName: "Later", message: "Hi", remindAt: upcoming.toISOString() } });
    await runAlarm(user.id);
    expect((await delivered(device)).map((m) => m.json.data.targetName)).toEqual(["Old friend"]);
    expect(await schedulerFor(env, user.id).nextAlarm()).toBe(upcoming.getTime());
  });

  it("retries a device that failed (500) without notifying the one that accepted again", async () => {
    const user = await signUp();
    const ok = await subscribeDevice(user.token);
    const flaky = await subscribeDevice(user.token);
    await scriptResponses(flaky, [500]);
    await dueNudge(user.token);

    await runAlarm(user.id);
    expect(await delivered(ok)).toHaveLength(1);
    expect(await delivered(flaky)).toHaveLength(0);
    const retryAt = await schedulerFor(env, user.id).nextAlarm();
    expect(retryAt).toBeGreaterThan(Date.now());
    expect(retryAt! - Date.now()).toBeLessThanOrEqual(1000);

    await sleep(retryAt! - Date.now() + 20);
    // The runtime's retry of a failed alarm invocation looks like this.
    await runInDurableObject(schedulerFor(env, user.id) as unknown as DurableObjectStub<NudgeScheduler>, (instance) => instance.alarm());
    expect(await delivered(flaky)).toHaveLength(1);
    expect(await attempts(flaky)).toBe(2);
    expect(await delivered(ok)).toHaveLength(1);
    expect(await schedulerFor(env, user.id).nextAlarm()).toBeNull();
  });

  it("honours 429 Retry-After before trying again", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    await scriptResponses(device, [429], 3);
    await dueNudge(user.token);
    const before = Date.now();
    await runAlarm(user.id);
    expect(await delivered(device)).toHaveLength(0);
    const retryAt = await schedulerFor(env, user.id).nextAlarm();
    expect(retryAt! - before).toBeGreaterThanOrEqual(3000);
    expect(retryAt! - before).toBeLessThan(4000);
    // Running early sends nothing (not due yet), so no extra attempt hits the service.
    await runInDurableObject(schedulerFor(env, user.id) as unknown as DurableObjectStub<NudgeScheduler>, (instance) => instance.alarm());
    expect(await attempts(device)).toBe(1);
  });

  it("prunes a device the push service says is gone (410)", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    await scriptResponses(device, [410]);
    expect((await api("/api/subscription-status", { token: user.token })).json).toEqual({ hasActiveSubscription: true });
    await dueNudge(user.token);
    await runAlarm(user.id);
    expect((await api("/api/subscription-status", { token: user.token })).json).toEqual({ hasActiveSubscription: false });
    expect(await schedulerFor(env, user.id).nextAlarm()).toBeNull();
  });

  it("cuts a very long message so the push stays under the 4 KB limit", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    await dueNudge(user.token, { message: "é".repeat(1000), url: `https://example.com/${"x".repeat(2000)}` });
    await runAlarm(user.id);
    const [message] = await delivered(device);
    expect(new TextEncoder().encode(message!.payload).length).toBeLessThanOrEqual(3900);
    expect(message!.json.body.endsWith("…")).toBe(true);
  });

  it("does not send a nudge that was edited to later after it fell due", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    const nudge = await dueNudge(user.token);
    await api(`/api/reminders/${nudge.id}`, {
      method: "PUT",
      token: user.token,
      body: { targetName: "Ana", message: "Moved", remindAt: new Date(Date.now() + 3600_000).toISOString() },
    });
    await runAlarm(user.id);
    expect(await delivered(device)).toHaveLength(0);
    expect((await nudgeRow(nudge.id))!.sent).toBe(0);
  });

  it("keeps the alarm for a nudge scheduled while the alarm is still pushing", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    await scriptResponses(device, [], undefined, 1500);
    await dueNudge(user.token);
    // The alarm read "nothing else pending" before this nudge existed; it must not clear the alarm.
    const alarm = runAlarm(user.id);
    await sleep(500);
    const later = await api("/api/reminder", {
      token: user.token,
      body: { targetName: "Ben", message: "Coffee?", remindAt: new Date(Date.now() + 3600_000).toISOString() },
    });
    expect(await alarm).toBe(true);
    expect(await delivered(device)).toHaveLength(1);
    expect(await schedulerFor(env, user.id).nextAlarm()).toBe(Date.parse(later.json.remindAt));
  });

  it("delivers, once, the nudges of a claim the alarm made in D1 but died before staging", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    const nudge = await dueNudge(user.token);
    await crashAfterClaim(user.id, (claimAt) =>
      env.DB.prepare("UPDATE reminders SET sent = 1, sentAt = ? WHERE id = ?").bind(claimAt, nudge.id).run(),
    );
    await rerunAlarm(user.id);
    await rerunAlarm(user.id);
    const pushes = await delivered(device);
    expect(pushes.map((m) => m.json.data.id)).toEqual([nudge.id]);
    // Its action token was stored by the recovering batch: Done works from the notification.
    const res = await api("/api/nudge-actions/done", { body: { token: pushes[0]!.json.data.actionToken } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.nudge.id).toBe(nudge.id);
  });

  it("sends once when two runs of the alarm overlap (the runtime's alarm and a retry)", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    await scriptResponses(device, [500], undefined, 300);
    await dueNudge(user.token);
    const stub = schedulerFor(env, user.id) as unknown as DurableObjectStub<NudgeScheduler>;
    await runInDurableObject(stub, (instance) => instance.alarm());
    await sleep(1100); // the 500's one-second backoff has passed: the push is due again
    await Promise.all([runInDurableObject(stub, (instance) => instance.alarm()), runInDurableObject(stub, (instance) => instance.alarm())]);
    expect(await delivered(device)).toHaveLength(1);
    expect(await attempts(device)).toBe(2);
  });
});
