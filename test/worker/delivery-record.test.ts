import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { alarmThrowsWithD1FailingOn } from "./failing-d1";
import { api, confirmEmail, signUp } from "./helpers";
import { deliveryOf, deviceAnsweringWithDueNudge, dueNudge, mailsTo, rerunAlarm, runAlarm, schedulerSql, stubOf } from "./delivery-helpers";
import { attempts, browserSubscription, delivered, scriptResponses, subscribeDevice } from "./push-helpers";

const label = (id: string, text: string) =>
  env.DB.prepare("UPDATE push_subscriptions SET label = ? WHERE endpoint LIKE ?").bind(text, `%/${id}`).run();
const deviceRow = (id: string) =>
  env.DB.prepare("SELECT lastDeliveredAt, lastFailureAt, lastFailure FROM push_subscriptions WHERE endpoint LIKE ?")
    .bind(`%/${id}`)
    .first<{ lastDeliveredAt: number | null; lastFailureAt: number | null; lastFailure: string | null }>();

// Every sent nudge keeps how it went out, per device and channel, in D1; history shows it.
describe("the delivery record", () => {
  it("says delivered, device by device, and notes each device's last delivery", async () => {
    const user = await signUp();
    const phone = await subscribeDevice(user.token);
    const laptop = await subscribeDevice(user.token);
    await label(phone.id, "Chrome on Android");
    await label(laptop.id, "Firefox on Windows");
    const nudge = await dueNudge(user.token);
    const before = Date.now();
    await runAlarm(user.id);

    const delivery = await deliveryOf(user.token, nudge.id);
    expect(delivery!.status).toBe("delivered");
    expect(delivery!.devices.map((d) => [d.label, d.status]).sort()).toEqual([
      ["Chrome on Android", "delivered"],
      ["Firefox on Windows", "delivered"],
    ]);
    expect(delivery!.email).toBeNull();
    // The device list reads each device's last delivery from the record.
    const devices = (await api("/api/push/devices", { token: user.token })).json as { label: string; lastDeliveredAt: string | null }[];
    expect(devices.map((d) => Date.parse(d.lastDeliveredAt!) >= before - 2000)).toEqual([true, true]);
    // Settled, and D1 agrees: the scheduler keeps nothing of it.
    expect(await schedulerSql(user.id, "SELECT * FROM deliveries")).toHaveLength(0);
    expect(await schedulerSql(user.id, "SELECT * FROM summaries")).toHaveLength(0);
  });

  it("with the push service down and no confirmed email: retrying, then not delivered once the push's 24 hours are up", async () => {
    const user = await signUp();
    const { device, nudge } = await deviceAnsweringWithDueNudge(user.token, [503, 503]);
    await runAlarm(user.id);
    expect(await deliveryOf(user.token, nudge.id)).toMatchObject({
      status: "retrying",
      devices: [{ status: "retrying", reason: "The browser's push service had a problem (it answered 503)" }],
    });
    expect((await deviceRow(device.id))!.lastFailure).toBe("The browser's push service had a problem (it answered 503)");

    // A day on: the push's first attempt is moved back instead of waiting.
    await schedulerSql(user.id, "UPDATE outbox SET firstAttemptAt = firstAttemptAt - 86400000, nextAttemptAt = ?", Date.now() - 1);
    await rerunAlarm(user.id);
    const delivery = await deliveryOf(user.token, nudge.id);
    expect(delivery).toMatchObject({ status: "not_delivered", email: null });
    expect(delivery!.devices[0]).toMatchObject({
      status: "expired",
      reason: "The browser's push service had a problem (it answered 503), and kept failing for 24 hours",
    });
    expect(await stubOf(user.id).nextAlarm()).toBeNull();
    const row = await env.DB.prepare("SELECT deliveryStatus FROM reminders WHERE id = ?")
      .bind(nudge.id)
      .first<{ deliveryStatus: string }>();
    expect(row!.deliveryStatus).toBe("not_delivered");
  });

  it("a device that refuses the push (403) is noted as rejected; with no other way, the nudge was not delivered", async () => {
    const user = await signUp();
    const { device, nudge } = await deviceAnsweringWithDueNudge(user.token, [403]);
    await runAlarm(user.id);
    expect(await deliveryOf(user.token, nudge.id)).toMatchObject({
      status: "not_delivered",
      devices: [{ status: "rejected", reason: "The browser's push service refused Nudge's signature" }],
    });
    // The device stays (a refusal can be a server-side fault); its failure is there to see.
    expect((await deviceRow(device.id))!.lastFailure).toBe("The browser's push service refused Nudge's signature");
  });

  it("a device removed while its push was being retried stops being tried, and the email goes at once", async () => {
    const user = await signUp();
    await confirmEmail(user.email);
    const { device, nudge } = await deviceAnsweringWithDueNudge(user.token, [500]);
    await runAlarm(user.id);
    const [{ id }] = (
      await env.DB.prepare("SELECT id FROM push_subscriptions WHERE endpoint LIKE ?").bind(`%/${device.id}`).all<{ id: number }>()
    ).results as [{ id: number }];
    await env.DB.prepare("DELETE FROM push_subscriptions WHERE id = ?").bind(id).run();
    await stubOf(user.id).forgetDevices([id]);
    expect(await stubOf(user.id).nextAlarm()).toBeLessThanOrEqual(Date.now());
    await rerunAlarm(user.id);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await schedulerSql(user.id, "SELECT * FROM outbox")).toHaveLength(0);
    expect(await deliveryOf(user.token, nudge.id)).toMatchObject({
      status: "emailed",
      devices: [{ status: "removed", reason: "You removed this device" }],
      email: { status: "sent" },
    });
  });

  it("a push waiting for a device whose browser renewed its subscription goes to the new one", async () => {
    const user = await signUp();
    const old = await browserSubscription();
    const subscribed = await api("/api/subscribe", {
      token: user.token,
      body: { endpoint: old.endpoint, p256dh: old.keys.p256dh, auth: old.keys.auth },
    });
    await scriptResponses(old, [500]);
    const nudge = await dueNudge(user.token);
    await runAlarm(user.id);
    // The service worker's pushsubscriptionchange: the new subscription, with the device's secret.
    const renewed = await browserSubscription();
    const res = await api("/api/push/resubscribe", {
      body: { secret: subscribed.json.deviceSecret, endpoint: renewed.endpoint, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth },
    });
    expect(res.status, res.text).toBe(200);
    await schedulerSql(user.id, "UPDATE outbox SET nextAttemptAt = ?", Date.now() - 1);
    await rerunAlarm(user.id);
    expect((await delivered(renewed)).map((m) => m.json.data.id)).toEqual([nudge.id]);
    expect(await deliveryOf(user.token, nudge.id)).toMatchObject({ status: "delivered", devices: [{ status: "delivered" }] });
  });

  it("an alarm that died after the push was accepted pushes again when its lease runs out: one record per device, no email", async () => {
    const user = await signUp();
    await confirmEmail(user.email);
    const device = await subscribeDevice(user.token);
    const nudge = await dueNudge(user.token);
    // The push is accepted, then the object dies before crossing it off: the row stays leased.
    await scriptResponses(device, [], undefined, 400);
    const alarm = runInDurableObject(stubOf(user.id), (instance) => instance.alarm());
    await new Promise((r) => setTimeout(r, 150));
    const [leased] = await schedulerSql<Record<string, SqlStorageValue>>(user.id, "SELECT * FROM outbox");
    await alarm;
    // What the crash leaves: that leased row, its lease run out, and the waiting fallback email.
    await schedulerSql(
      user.id,
      "INSERT INTO outbox (reminderId, subscriptionId, endpoint, p256dh, auth, payload, attempts, firstAttemptAt, nextAttemptAt) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)",
      leased!.reminderId,
      leased!.subscriptionId,
      leased!.endpoint,
      leased!.p256dh,
      leased!.auth,
      leased!.payload,
      Date.now() - 61_000,
      Date.now() - 1,
    );
    await scriptResponses(device, [], undefined, 0);
    await rerunAlarm(user.id);
    // The push service took it twice (the service worker shows it once: it remembers nudge ids).
    expect(await delivered(device)).toHaveLength(2);
    const rows = await env.DB.prepare("SELECT target, status FROM nudge_deliveries WHERE reminderId = ?").bind(nudge.id).all();
    expect(rows.results).toEqual([{ target: `push:${leased!.subscriptionId}`, status: "delivered" }]);
    expect(await mailsTo(user.email)).toHaveLength(0);
    expect(await deliveryOf(user.token, nudge.id)).toMatchObject({ status: "delivered" });
  });

  it("a correction whose batch fails makes the alarm throw; the runtime's retry saves it, without pushing again", async () => {
    const user = await signUp();
    const { device, nudge } = await deviceAnsweringWithDueNudge(user.token, [403]);
    await runInDurableObject(stubOf(user.id), async (instance) => {
      // Queries 1–10 are the claim's batch (which expected "delivered"); the 11th starts the correction's.
      await alarmThrowsWithD1FailingOn(instance, 11);
      // Until the retry, D1 holds what the claim expected.
      expect(
        (await env.DB.prepare("SELECT deliveryStatus FROM reminders WHERE id = ?").bind(nudge.id).first<{ deliveryStatus: string }>())!
          .deliveryStatus,
      ).toBe("delivered");
      await instance.alarm();
    });
    expect(await attempts(device)).toBe(1);
    expect(await deliveryOf(user.token, nudge.id)).toMatchObject({ status: "not_delivered", devices: [{ status: "rejected" }] });
  });

  it("a nudge deleted while it was being delivered does not stop the record of the others", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    await scriptResponses(device, [], undefined, 300);
    const gone = await dueNudge(user.token, { targetName: "Gone" });
    const kept = await dueNudge(user.token, { targetName: "Kept" });
    const alarm = runAlarm(user.id);
    await new Promise((r) => setTimeout(r, 100));
    await env.DB.prepare("DELETE FROM reminders WHERE id = ?").bind(gone.id).run();
    expect(await alarm).toBe(true);
    expect(await deliveryOf(user.token, kept.id)).toMatchObject({ status: "delivered" });
    expect((await api("/api/nudge-history", { token: user.token })).json.map((n: { id: number }) => n.id)).toEqual([kept.id]);
  });
});
