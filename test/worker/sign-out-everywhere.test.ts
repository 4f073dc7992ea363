import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { NudgeScheduler } from "../../worker/delivery/scheduler";
import { schedulerFor } from "../../worker/delivery/scheduler-stub";
import { api, emailedToken, signUp, expectRefused } from "./helpers";
import { scriptResponses, subscribeDevice } from "./push-helpers";

// Revoking everything that reaches an account (issue 19): signing out everywhere, a password
// reset, and removing one device also drop the pushes the scheduler had staged for the devices.

const stub = (userId: number) => schedulerFor(env, userId) as unknown as DurableObjectStub<NudgeScheduler>;
const staged = (userId: number) =>
  runInDurableObject(stub(userId), (_instance, state) => state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM outbox").one().n);
const devicesOf = async (userId: number) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM push_subscriptions WHERE userId = ?").bind(userId).first<{ n: number }>())!.n;

/** A user signed in twice, with a calendar feed and two devices, one with a nudge push staged (its push service is busy). */
async function reachableUser() {
  const user = await signUp();
  const laptop = await api("/api/auth/signin", { body: { email: user.email, password: user.password } });
  const feed = await api("/api/calendar-feed", { method: "POST", token: user.token });
  const phone = await subscribeDevice(user.token);
  await subscribeDevice(user.token);
  await scriptResponses(phone, [503]);
  const nudge = await api("/api/reminder", {
    token: user.token,
    body: { targetName: "Ana", message: "Say hi", remindAt: new Date(Date.now() + 60_000).toISOString() },
  });
  await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE id = ?")
    .bind(Date.now() - 1000, nudge.json.id)
    .run();
  await runDurableObjectAlarm(stub(user.id));
  expect(await staged(user.id)).toBe(1);
  return { ...user, tokens: [user.token, laptop.json.token as string], feedPath: new URL(feed.json.url).pathname };
}

async function expectRevoked(user: Awaited<ReturnType<typeof reachableUser>>) {
  for (const token of user.tokens) expect((await api("/api/auth/me", { token })).status).toBe(401);
  expect(await devicesOf(user.id)).toBe(0);
  expect(await staged(user.id)).toBe(0);
  const feed = await api(user.feedPath);
  expectRefused(feed, 404, "Calendar feed not found");
}

describe("POST /api/auth/signout-everywhere", () => {
  it("ends every session, removes every device and its staged pushes, and revokes the calendar feed; others keep theirs", async () => {
    const user = await reachableUser();
    const other = await reachableUser();
    const res = await api("/api/auth/signout-everywhere", { method: "POST", token: user.token });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("You're signed out on every device. Devices no longer get nudges and the calendar link stopped working.");
    await expectRevoked(user);

    for (const token of other.tokens) expect((await api("/api/auth/me", { token })).status).toBe(200);
    expect(await devicesOf(other.id)).toBe(2);
    expect(await staged(other.id)).toBe(1);
    expect((await api(other.feedPath)).status).toBe(200);
    // The password still works: it is a sign-out, not a lock-out.
    expect((await api("/api/auth/signin", { body: { email: user.email, password: user.password } })).status).toBe(200);
  });
});

describe("a completed password reset", () => {
  it("also removes every device and its staged pushes, and revokes the calendar feed", async () => {
    const user = await reachableUser();
    await api("/api/auth/forgot-password", { body: { email: user.email } });
    const token = await emailedToken(user.email, "reset-password");
    const res = await api("/api/auth/reset-password", { body: { token, password: "brand-new-pass", confirmPassword: "brand-new-pass" } });
    expect(res.status).toBe(200);
    await expectRevoked(user);
  });
});

describe("removing one device", () => {
  it("drops the pushes staged for it", async () => {
    const user = await reachableUser();
    const { results } = await env.DB.prepare("SELECT id FROM push_subscriptions WHERE userId = ? ORDER BY id")
      .bind(user.id)
      .all<{ id: number }>();
    const [phone, laptop] = results.map((row) => row.id);
    expect((await api(`/api/push/devices/${laptop}`, { method: "DELETE", token: user.token })).status).toBe(200);
    expect(await staged(user.id)).toBe(1);
    expect((await api(`/api/push/devices/${phone}`, { method: "DELETE", token: user.token })).status).toBe(200);
    expect(await staged(user.id)).toBe(0);
  });
});
