import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { inject } from "vitest";
import { describe, expect, it } from "vitest";
import { targetDeviceIds } from "../../worker/db/campaigns";
import { consumeCampaignBatch, type CampaignMessage } from "../../worker/delivery/campaign-queue";
import { countingD1 } from "./counting-d1";
import { failingFrom } from "./failing-d1";
import { api, signUp } from "./helpers";
import { attempts, browserSubscription, delivered, scriptResponses, subscribeDevice, type BrowserSubscription } from "./push-helpers";
import { signUpDeveloper } from "./support-helpers";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const campaignRow = (id: number) =>
  env.DB.prepare("SELECT status, sentAt, recipientCount, deliveredCount FROM push_campaigns WHERE id = ?")
    .bind(id)
    .first<{ status: string; sentAt: number | null; recipientCount: number; deliveredCount: number }>();

const create = (token: string, body: Record<string, unknown>) =>
  api("/api/admin/push-campaigns", { token, body: { title: "Spring tips", message: "Three ways to keep in touch", ...body } });
const send = (token: string, id: number) => api(`/api/admin/push-campaigns/${id}/send`, { method: "POST", token });

/** Waits for the queue consumer to finish a campaign: until `done` holds or the time runs out. */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 120_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await sleep(200);
    value = await read();
  }
  return value;
}

/**
 * These slices as one queue batch, through the consumer (the runtime's own batch, from the test
 * pool): which messages it acked and which it retried.
 */
async function consume(bodies: CampaignMessage[], on: Env = env) {
  const batch = createMessageBatch<CampaignMessage>(
    "nudge-push-campaigns",
    bodies.map((body, i) => ({ id: `slice-${i}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await consumeCampaignBatch(batch, on);
  const result = await getQueueResult(batch, ctx);
  return { acked: result.explicitAcks, retried: result.retryMessages.map((m) => m.msgId) };
}

/** A draft campaign to one person's `count` new devices, queued by hand: the devices and their ids, as Send would queue them. */
async function draftToDevices(count: number) {
  const dev = await signUpDeveloper();
  const person = await signUp();
  const devices = await Promise.all(Array.from({ length: count }, () => subscribeDevice(person.token)));
  const target = { targetType: "user", targetUserIds: String(person.id) } as const;
  const created = await create(dev.token, target);
  return { person, devices, campaignId: created.json.id as number, ids: await targetDeviceIds(env.DB, target) };
}

/** How many pushes of this campaign each push-service subscription received. */
async function campaignPushes(campaignId: number) {
  const all = (await (await fetch(`${inject("pushServiceUrl")}/messages`)).json()) as { subscriptionId: string; json: any }[];
  const counts = new Map<string, number>();
  for (const m of all) if (m.json?.data?.campaignId === campaignId) counts.set(m.subscriptionId, (counts.get(m.subscriptionId) ?? 0) + 1);
  return counts;
}

describe("push campaigns", () => {
  it("creates drafts and refuses bad input with a message", async () => {
    const dev = await signUpDeveloper();
    const created = await create(dev.token, { targetType: "all", url: "https://nudge.app/tips" });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      status: "draft",
      targetType: "all",
      url: "https://nudge.app/tips",
      recipientCount: 0,
      deliveredCount: 0,
      sentAt: null,
      createdBy: dev.id,
    });
    expect((await api("/api/admin/push-campaigns", { token: dev.token })).json[0].id).toBe(created.json.id);
    expect((await create(dev.token, { title: "" })).json.message).toBe("Title is required");
    expect((await create(dev.token, { message: " " })).json.message).toBe("Message is required");
    expect((await create(dev.token, { targetType: "user", targetUserIds: "abc" })).json.message).toBe(
      "Pick at least one user (comma-separated user IDs)",
    );
    expect((await create(dev.token, { targetType: "segment", targetUserIds: "vips" })).json.message).toBe(
      "Segment must be one of trialing, active, inactive-30d",
    );
    expect((await create(dev.token, { url: "javascript:alert(1)" })).status).toBe(400);
    expect((await create(dev.token, { url: "/tips" })).status).toBe(201);
    // A campaign's link opens from the notification: only a web address or a path on this site.
    const elsewhere = "The link must be a full web address (https://…) or a path on this site that starts with a single /";
    for (const url of ["//evil.example", "/\\evil.example", "/\t/evil.example", "https://a.test/x\r\ny", "https:evil"]) {
      const refused = await create(dev.token, { url });
      expect(refused.status, url).toBe(400);
      expect(refused.json.message, url).toBe(elsewhere);
    }
    expect((await send(dev.token, 999_999)).status).toBe(404);
  });

  // The API's payload carries url and scheduledAt even when they are not set: null means "not set".
  it("takes null url, scheduledAt and targetUserIds as not set", async () => {
    const dev = await signUpDeveloper();
    const created = await create(dev.token, { targetType: "all", targetUserIds: null, url: null, scheduledAt: null });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: "draft", targetType: "all", targetUserIds: null, url: null, scheduledAt: null });
    // null is no way around a rule that needs a value.
    expect((await create(dev.token, { targetType: "user", targetUserIds: null })).json.message).toBe(
      "Pick at least one user (comma-separated user IDs)",
    );
    expect((await create(dev.token, { title: null })).json.message).toBe("Title is required");
  });

  it("sends to the chosen users' devices only, once: a second send is refused", async () => {
    const dev = await signUpDeveloper();
    const [ana, ben] = [await signUp(), await signUp()];
    const anaPhone = await subscribeDevice(ana.token);
    const benPhone = await subscribeDevice(ben.token);
    const created = await create(dev.token, { targetType: "user", targetUserIds: `${ana.id}, x`, url: "/dashboard" });
    expect(created.json.targetUserIds).toBe(String(ana.id));
    const sent = await send(dev.token, created.json.id);
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ status: "sent", recipientCount: 1, sentAt: expect.any(String) });
    const row = await waitFor(
      () => campaignRow(created.json.id),
      (r) => r!.deliveredCount === 1,
    );
    expect(row!.deliveredCount).toBe(1);
    expect((await delivered(anaPhone)).map((m) => m.json)).toEqual([
      { title: "Spring tips", body: "Three ways to keep in touch", data: { campaignId: created.json.id, url: "/dashboard" } },
    ]);
    // A broadcast is not padded to 4 KB (a personal nudge is: see delivery.test.ts).
    expect((await delivered(anaPhone))[0]!.bodyBytes).toBeLessThan(300);
    expect(await delivered(benPhone)).toEqual([]);
    expect((await send(dev.token, created.json.id)).status).toBe(409);
  });

  // Send Now asks first, with this count: people, and their devices, it would reach now.
  it("previews a draft's audience (people and devices) without sending it", async () => {
    const dev = await signUpDeveloper();
    const [ana, ben, cat] = [await signUp(), await signUp(), await signUp()];
    const anaPhone = await subscribeDevice(ana.token);
    await subscribeDevice(ana.token);
    await subscribeDevice(ben.token);
    const created = await create(dev.token, { targetType: "user", targetUserIds: `${ana.id},${ben.id},${cat.id}` });
    const audience = await api(`/api/admin/push-campaigns/${created.json.id}/audience`, { token: dev.token });
    expect(audience.status).toBe(200);
    // Cat has no device: the campaign cannot reach her.
    expect(audience.json).toEqual({ people: 2, devices: 3 });
    expect(await campaignRow(created.json.id)).toMatchObject({ status: "draft", sentAt: null, recipientCount: 0 });
    expect(await delivered(anaPhone)).toEqual([]);
    expect((await api("/api/admin/push-campaigns/999999/audience", { token: dev.token })).status).toBe(404);
  });

  // Segments and "all" are checked by whom they select, without sending: a real send would push to
  // the devices of other test files sharing this database.
  it("selects the devices of everyone (all), of trialing users, and of people away 30+ days", async () => {
    const [trialing, away, active] = [await signUp(), await signUp(), await signUp()];
    await env.DB.prepare("UPDATE users SET subscriptionStatus = 'trialing' WHERE id = ?").bind(trialing.id).run();
    const deviceId = async (token: string) => {
      const sub = await browserSubscription();
      return (await api("/api/subscribe", { token, body: { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth } })).json
        .id as number;
    };
    const trialDevice = await deviceId(trialing.token);
    const awayDevice = await deviceId(away.token);
    const activeDevice = await deviceId(active.token);
    // Their last visit, moved 31 days back.
    await env.DB.prepare("UPDATE sessions SET lastUsedAt = ? WHERE userId = ?")
      .bind(Date.now() - 31 * 24 * 3600_000, away.id)
      .run();

    const select = (targetType: string, targetUserIds: string | null = null) => targetDeviceIds(env.DB, { targetType, targetUserIds });
    const mine = [trialDevice, awayDevice, activeDevice];
    const pick = (ids: number[]) => mine.filter((id) => ids.includes(id));
    expect(pick(await select("all"))).toEqual(mine);
    expect(pick(await select("segment", "trialing"))).toEqual([trialDevice]);
    expect(pick(await select("segment", "inactive-30d"))).toEqual([awayDevice]);
    expect(pick(await select("segment", "active"))).toEqual([]);
    expect(pick(await select("user", `${active.id},${trialing.id}`))).toEqual([trialDevice, activeDevice]);
  });

  it("reads a queue batch in one D1 round trip and records it in one, however many slices it holds", async () => {
    const { person, devices, campaignId, ids } = await draftToDevices(6);
    await scriptResponses(devices[5]!, [410]);
    // Three slices of two devices, as sending queues them.
    const slices = [0, 2, 4].map((i) => ({ campaignId, subscriptionIds: ids.slice(i, i + 2), attempt: 1 }));
    const counted = countingD1(env.DB);

    const ended = await consume(slices, { ...env, DB: counted.db });

    expect(counted.count.roundTrips).toBe(2);
    expect(ended).toEqual({ acked: ["slice-0", "slice-1", "slice-2"], retried: [] });
    for (const device of devices.slice(0, 5)) expect(await delivered(device)).toHaveLength(1);
    expect((await campaignRow(campaignId))!.deliveredCount).toBe(5);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM push_subscriptions WHERE userId = ?")
      .bind(person.id)
      .first<{ n: number }>();
    expect(left!.n).toBe(5);
  });

  it("pushes a slice once even when its count cannot be saved after: the count is lost, not paid for with a second push", async () => {
    const { devices, campaignId, ids } = await draftToDevices(2);
    // D1 answers the batch's read (two statements), then goes away before the count is saved.
    const ended = await consume([{ campaignId, subscriptionIds: ids, attempt: 1 }], {
      ...env,
      DB: failingFrom(env.DB, 2),
    });

    expect(ended).toEqual({ acked: ["slice-0"], retried: [] });
    for (const device of devices) expect(await delivered(device)).toHaveLength(1);
    expect((await campaignRow(campaignId))!.deliveredCount).toBe(0);
  });

  it("sends nothing for a campaign deleted since it was queued, and ends its slices", async () => {
    const { devices, campaignId, ids } = await draftToDevices(1);
    await env.DB.prepare("DELETE FROM push_campaigns WHERE id = ?").bind(campaignId).run();
    const ended = await consume([{ campaignId, subscriptionIds: ids, attempt: 1 }]);

    expect(ended).toEqual({ acked: ["slice-0"], retried: [] });
    expect(await attempts(devices[0]!)).toBe(0);
  });

  it("retries only the devices that failed (500, 429) and counts each delivery once", { timeout: 60_000 }, async () => {
    const dev = await signUpDeveloper();
    const person = await signUp();
    const devices = await Promise.all(Array.from({ length: 12 }, () => subscribeDevice(person.token)));
    await Promise.all(devices.slice(0, 3).map((d) => scriptResponses(d, [500])));
    await scriptResponses(devices[3]!, [429], 1);
    const created = await create(dev.token, { targetType: "user", targetUserIds: String(person.id) });
    await send(dev.token, created.json.id);
    const row = await waitFor(
      () => campaignRow(created.json.id),
      (r) => r!.deliveredCount >= 12,
      30_000,
    );
    expect(row).toMatchObject({ recipientCount: 12, deliveredCount: 12 });
    for (const device of devices) expect(await delivered(device)).toHaveLength(1);
    expect(await attempts(devices[0]!)).toBe(2);
    expect(await attempts(devices[3]!)).toBe(2);
    expect(await attempts(devices[4]!)).toBe(1);
  });

  it("fans out to 1 000 devices through PUSH_QUEUE: every live device once, counts right, 410s pruned", {
    timeout: 300_000,
  }, async () => {
    const dev = await signUpDeveloper();
    const people = await Promise.all(Array.from({ length: 10 }, () => signUp()));
    // 100 devices per person, made at the local push service; every 20th answers 410 Gone.
    const subs: { sub: BrowserSubscription; userId: number; gone: boolean }[] = [];
    for (let i = 0; i < 1000; i += 20) {
      const made = await Promise.all(Array.from({ length: 20 }, () => browserSubscription()));
      for (const [j, sub] of made.entries()) subs.push({ sub, userId: people[Math.floor((i + j) / 100)]!.id, gone: j === 0 });
    }
    await Promise.all(
      subs
        .filter((s) => s.gone)
        .map((s) =>
          fetch(`${inject("pushServiceUrl")}/subscriptions/${s.sub.id}/respond`, {
            method: "POST",
            body: JSON.stringify({ statuses: [410] }),
          }),
        ),
    );
    const insert = env.DB.prepare("INSERT INTO push_subscriptions (userId, endpoint, p256dh, auth) VALUES (?, ?, ?, ?)");
    for (let i = 0; i < subs.length; i += 100)
      await env.DB.batch(
        subs.slice(i, i + 100).map(({ sub, userId }) => insert.bind(userId, sub.endpoint, sub.keys.p256dh, sub.keys.auth)),
      );

    const created = await create(dev.token, { targetType: "user", targetUserIds: people.map((p) => p.id).join(",") });
    const started = Date.now();
    const sent = await send(dev.token, created.json.id);
    expect(sent.json).toMatchObject({ status: "sent", recipientCount: 1000 });
    const goneCount = subs.filter((s) => s.gone).length;
    const row = await waitFor(
      () => campaignRow(created.json.id),
      (r) => r!.deliveredCount >= 1000 - goneCount,
    );
    const pruned = await waitFor(
      async () =>
        (await env.DB.prepare("SELECT count(*) AS n FROM push_subscriptions WHERE userId IN (SELECT value FROM json_each(?))")
          .bind(JSON.stringify(people.map((p) => p.id)))
          .first<{ n: number }>())!.n,
      (n) => n === 1000 - goneCount,
    );
    const elapsedMs = Date.now() - started;
    console.log(`Campaign to 1000 devices: delivered ${row!.deliveredCount} and pruned ${goneCount} in ${elapsedMs} ms`);

    expect(row).toMatchObject({ status: "sent", recipientCount: 1000, deliveredCount: 950 });
    expect(pruned).toBe(950);
    const counts = await campaignPushes(created.json.id);
    expect(counts.size).toBe(950);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    for (const { sub, gone } of subs) expect(counts.has(sub.id)).toBe(!gone);
    // Give a stray redelivery a moment to show up before the final count.
    await sleep(1500);
    expect((await campaignRow(created.json.id))!.deliveredCount).toBe(950);
  });
});
