import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import type { NudgeScheduler } from "../../worker/delivery/scheduler";
import { schedulerFor } from "../../worker/delivery/scheduler-stub";
import { api, NEW_ACCOUNT_SETTINGS, expectRefused } from "./helpers";
import { checkoutCustomer, setSubscription, stripeRequests } from "./stripe-helpers";
import { userWithRows } from "./own-rows";
import { delivered, subscribeDevice } from "./push-helpers";

const stub = (userId: number) => schedulerFor(env, userId) as unknown as DurableObjectStub<NudgeScheduler>;
const OWN_TABLES =
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite_%' ORDER BY name";
const USER_TABLES = [
  "reminders",
  "contacts",
  "contact_bookmarks",
  "contact_dates",
  "circles",
  "contact_circles",
  "push_subscriptions",
  "sessions",
  "password_resets",
  "ai_support_requests",
  "nudge_action_tokens",
  "nudge_deliveries",
  "email_verifications",
];

/** How many rows each table holds for this user (users itself by id). */
async function rowsOf(userId: number) {
  const counts: Record<string, number> = {};
  for (const table of USER_TABLES) {
    counts[table] = (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE userId = ?`).bind(userId).first<{ n: number }>())!.n;
  }
  counts.users = (await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE id = ?").bind(userId).first<{ n: number }>())!.n;
  return counts;
}

describe("GET /api/account/export", () => {
  it("answers all of the user's data as a JSON download, and nothing of anyone else's or any secret", async () => {
    const user = await userWithRows("exporter");
    const other = await userWithRows("other");
    const device = await subscribeDevice(user.token);

    const res = await api("/api/account/export", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="nudge-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json;
    expect(data.account).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      isDeveloper: false,
      subscriptionStatus: "inactive",
      createdAt: expect.any(String),
      ...NEW_ACCOUNT_SETTINGS,
    });
    // The fixture's nudges (one pending, one sent), and the one its contact's birthday keeps scheduled.
    expect(data.nudges.map((n: { id: number }) => n.id)).toEqual([user.own.nudge, user.own.sentNudge, expect.any(Number)]);
    expect(data.nudges[1]).toMatchObject({ targetName: "Ben", sent: true, doneAt: null });
    expect(data.nudges[2]).toMatchObject({ targetName: "Ana Souza", message: "Ana Souza's birthday is today", sent: false });
    expect(data.nudges[0]).toMatchObject({ targetName: "Ana", message: "Ask about the new job", sent: false });
    expect(data.contacts.map((c: { id: number }) => c.id)).toEqual([user.own.contact]);
    expect(data.contactDates).toEqual([
      expect.objectContaining({
        id: user.own.contactDate,
        contactId: user.own.contact,
        label: "Birthday",
        date: "1990-03-14",
        leadDays: 0,
      }),
    ]);
    expect(data.circles).toEqual([expect.objectContaining({ id: user.own.circle, name: "Family", contactIds: [user.own.contact] })]);
    expect(data.contactNotes).toEqual([expect.objectContaining({ id: user.own.note, note: "Loves jazz", contactId: user.own.contact })]);
    expect(data.messageTemplates).toEqual([
      { id: user.own.template, userId: user.id, name: "Birthday", text: "Happy birthday, {first_name}!", createdAt: expect.any(String) },
    ]);
    // The fixture's labelled device, and one subscribed without a label.
    expect(data.pushSubscriptions).toEqual([
      { id: user.own.device, label: "Test phone", endpoint: expect.any(String), createdAt: expect.any(String) },
      { id: expect.any(Number), label: null, endpoint: device.endpoint, createdAt: expect.any(String) },
    ]);
    expect(data.supportRequests).toEqual([expect.objectContaining({ id: user.own.supportRequest, message: "How do I snooze a nudge?" })]);
    expect(data.sessions).toHaveLength(1);

    expect(res.text).not.toContain(other.email);
    const keys = await env.DB.prepare("SELECT unsubscribeToken FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ unsubscribeToken: string }>();
    for (const secret of [
      "scrypt$",
      "pbkdf2",
      user.token,
      device.keys.p256dh,
      device.keys.auth,
      "tokenHash",
      '"password"',
      keys!.unsubscribeToken,
      "unsubscribeToken",
      "secretHash",
    ])
      expect(res.text).not.toContain(secret);
  });
});

describe("DELETE /api/account", () => {
  it("with the wrong password or none deletes nothing", async () => {
    const user = await userWithRows("keeper");
    const before = await rowsOf(user.id);
    // Its own IP: a wrong password counts as a failed sign-in, and other tests count those per IP.
    const wrong = await api("/api/account", {
      method: "DELETE",
      token: user.token,
      body: { password: "not my password" },
      headers: { "CF-Connecting-IP": "198.51.100.24" },
    });
    expectRefused(wrong, 403, "That password is not right. Your account was not deleted.");
    const none = await api("/api/account", { method: "DELETE", token: user.token, body: {} });
    expectRefused(none, 400, "Enter your password to confirm");
    expect(await rowsOf(user.id)).toEqual(before);
    expect((await api("/api/auth/me", { token: user.token })).status).toBe(200);
  });

  it("deletes every row of the user, their devices, and their scheduler's alarm and outbox; others keep theirs", async () => {
    const user = await userWithRows("leaver");
    const other = await userWithRows("stayer");
    const device = await subscribeDevice(user.token);
    // A notification's action token pushed before tokens moved into the person's object: still in D1.
    await env.DB.prepare("INSERT INTO nudge_action_tokens (tokenHash, userId, reminderId, expiresAt) VALUES (?, ?, ?, ?)")
      .bind(`leaver-${user.id}`, user.id, user.own.sentNudge, Date.now() + 3_600_000)
      .run();
    const otherBefore = await rowsOf(other.id);
    // A nudge due soon: the scheduler has an alarm and knows the user.
    expect(await schedulerFor(env, user.id).nextAlarm()).toBeGreaterThan(Date.now());
    await runInDurableObject(stub(user.id), (_instance, state) => {
      expect(
        state.storage.sql
          .exec<{ name: string }>(OWN_TABLES)
          .toArray()
          .map((t) => t.name),
      ).toEqual([
        "action_tokens",
        "deliveries",
        "device_news",
        "digest_meta",
        "digest_outbox",
        "mail_outbox",
        "meta",
        "outbox",
        "summaries",
      ]);
    });

    const res = await api("/api/account", { method: "DELETE", token: user.token, body: { password: user.password } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Your account and all your data have been deleted.");

    expect(
      Object.values(await rowsOf(user.id)).every((n) => n === 0),
      JSON.stringify(await rowsOf(user.id)),
    ).toBe(true);
    expect(await rowsOf(other.id)).toEqual(otherBefore);
    expect((await api("/api/auth/me", { token: user.token })).status).toBe(401);
    expect((await api("/api/auth/signin", { body: { email: user.email, password: user.password } })).status).toBe(401);

    await runInDurableObject(stub(user.id), async (_instance, state) => {
      expect(await state.storage.getAlarm()).toBeNull();
      expect(state.storage.sql.exec(OWN_TABLES).toArray()).toEqual([]);
    });
    expect(await delivered(device)).toEqual([]);
  });

  it("deletes a developer who wrote push campaigns; the campaigns stay with the team, without an author", async () => {
    const dev = await userWithRows("developer");
    await env.DB.prepare("UPDATE users SET isDeveloper = 1 WHERE id = ?").bind(dev.id).run();
    const campaign = await env.DB.prepare(
      "INSERT INTO push_campaigns (title, message, createdBy, deliveredCount) VALUES ('Spring', 'Say hi', ?, 42) RETURNING id",
    )
      .bind(dev.id)
      .first<{ id: number }>();
    const res = await api("/api/account", { method: "DELETE", token: dev.token, body: { password: dev.password } });
    expect(res.status, res.text).toBe(200);
    expect((await rowsOf(dev.id)).users).toBe(0);
    expect(
      await env.DB.prepare("SELECT title, createdBy, deliveredCount FROM push_campaigns WHERE id = ?").bind(campaign!.id).first(),
    ).toEqual({ title: "Spring", createdBy: null, deliveredCount: 42 });
  });

  it("cancels a live Nudge Pro plan at Stripe before deleting, so no one is billed for a deleted account", async () => {
    const user = await userWithRows("subscriber");
    const { customerId } = await checkoutCustomer(user);
    const plan = await setSubscription({ customer: customerId, status: "active" });
    await env.DB.prepare("UPDATE users SET stripeSubscriptionId = ?, subscriptionStatus = 'active' WHERE id = ?")
      .bind(plan.id, user.id)
      .run();

    const res = await api("/api/account", { method: "DELETE", token: user.token, body: { password: user.password } });
    expect(res.status, res.text).toBe(200);
    const cancels = (await stripeRequests()).filter((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${plan.id}`);
    expect(cancels).toHaveLength(1);
    const atStripe = await fetch(`${inject("stripeApiUrl")}/v1/subscriptions/${plan.id}`, {
      headers: { Authorization: "Bearer sk_test_nudge_local" },
    });
    expect(((await atStripe.json()) as { status: string }).status).toBe("canceled");
    expect((await rowsOf(user.id)).users).toBe(0);
  });
});
