import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, signUp, expectRefused } from "./helpers";
import { browserSubscription, delivered, scriptResponses, type BrowserSubscription } from "./push-helpers";

/** A browser of this user subscribes with a label, as the notification card does; answers what the API gave. */
async function subscribe(token: string, label?: unknown, sub?: BrowserSubscription) {
  const browser = sub ?? (await browserSubscription());
  const res = await api("/api/subscribe", {
    token,
    body: { endpoint: browser.endpoint, p256dh: browser.keys.p256dh, auth: browser.keys.auth, ...(label === undefined ? {} : { label }) },
  });
  expect(res.status, res.text).toBe(201);
  return { browser, id: res.json.id as number, secret: res.json.deviceSecret as string };
}

const devices = async (token: string, endpoint?: string) =>
  api(`/api/push/devices${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ""}`, { token });
const testPush = (token: string, id: number) => api(`/api/push/devices/${id}/test`, { method: "POST", token });

describe("subscribing a device", () => {
  it("keeps a cleaned label and gives a device secret, stored only as its hash; subscribing again issues a new one", async () => {
    const user = await signUp();
    const first = await subscribe(user.token, "  Chrome on\u0000 Android\n\u0007 ");
    expect(first.secret).toMatch(/^[\w-]{43}$/);
    const row = await env.DB.prepare("SELECT label, secretHash FROM push_subscriptions WHERE id = ?")
      .bind(first.id)
      .first<{ label: string; secretHash: string }>();
    expect(row!.label).toBe("Chrome on Android");
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.secretHash).not.toContain(first.secret);

    const again = await subscribe(user.token, undefined, first.browser);
    expect(again.id).toBe(first.id);
    expect(again.secret).not.toBe(first.secret);
    // A missing label keeps the stored one.
    expect((await devices(user.token)).json[0].label).toBe("Chrome on Android");
  });

  it.each([
    ["x".repeat(101), "label must be at most 100 characters"],
    [42, "label must be text"],
  ])("refuses the label %j", async (label, message) => {
    const user = await signUp();
    const browser = await browserSubscription();
    const res = await api("/api/subscribe", {
      token: user.token,
      body: { endpoint: browser.endpoint, p256dh: browser.keys.p256dh, auth: browser.keys.auth, label },
    });
    expectRefused(res, 400, message);
  });

  it("says whether this browser is registered to the user", async () => {
    const user = await signUp();
    const other = await signUp();
    const { browser } = await subscribe(user.token);
    const status = (token: string, endpoint?: string) =>
      api(`/api/subscription-status${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ""}`, { token });
    expect((await status(user.token)).json).toEqual({ hasActiveSubscription: true });
    expect((await status(user.token, browser.endpoint)).json).toEqual({ hasActiveSubscription: true, thisBrowser: true });
    expect((await status(user.token, `${browser.endpoint}x`)).json).toEqual({ hasActiveSubscription: true, thisBrowser: false });
    expect((await status(other.token, browser.endpoint)).json).toEqual({ hasActiveSubscription: false, thisBrowser: false });
    expect((await status(user.token, "not a url")).status).toBe(400);
  });
});

describe("GET /api/push/devices", () => {
  it("lists the user's devices newest first, marking the asking browser, never showing endpoints or keys", async () => {
    const user = await signUp();
    const other = await signUp();
    const phone = await subscribe(user.token, "Chrome on Android");
    const laptop = await subscribe(user.token, "Firefox on Linux");
    await subscribe(other.token, "Someone else's");
    await env.DB.prepare("UPDATE push_subscriptions SET createdAt = createdAt - 60000 WHERE id = ?").bind(phone.id).run();

    const res = await devices(user.token, phone.browser.endpoint);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { id: laptop.id, label: "Firefox on Linux", createdAt: expect.any(String), lastDeliveredAt: null, lastFailure: null, current: false },
      { id: phone.id, label: "Chrome on Android", createdAt: expect.any(String), lastDeliveredAt: null, lastFailure: null, current: true },
    ]);
    expect(res.text).not.toContain(phone.browser.endpoint);
    expect(res.text).not.toContain(phone.browser.keys.auth);
    expect((await devices(user.token)).json.every((d: { current: boolean }) => !d.current)).toBe(true);
    expect((await devices(other.token)).json.map((d: { label: string }) => d.label)).toEqual(["Someone else's"]);
  });
});

describe("POST /api/push/devices/:id/test", () => {
  it("pushes a test notification and records the delivery", async () => {
    const user = await signUp();
    const { browser, id } = await subscribe(user.token, "Phone");
    const res = await testPush(user.token, id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ result: "delivered", message: "Test sent. It should appear on that device in a moment." });
    const pushes = await delivered(browser);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.json).toEqual({ title: "Test from Nudge", body: "Notifications reach this device.", data: { test: true } });
    expect(pushes[0]!.headers).toMatchObject({ ttl: "60", urgency: "high" });
    const [device] = (await devices(user.token)).json;
    expect(Date.parse(device.lastDeliveredAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(device.lastFailure).toBeNull();
  });

  it("records a refusal and a busy push service in words", async () => {
    const user = await signUp();
    const { browser, id } = await subscribe(user.token);
    await scriptResponses(browser, [403, 503]);
    const refused = await testPush(user.token, id);
    expect(refused.json).toEqual({
      result: "rejected",
      message: "The test didn't go out: the browser's push service refused Nudge's signature.",
    });
    expect((await devices(user.token)).json[0].lastFailure).toEqual({
      at: expect.any(String),
      reason: "The browser's push service refused Nudge's signature",
    });
    const busy = await testPush(user.token, id);
    expect(busy.json).toEqual({
      result: "retry",
      message: "The test didn't go out: the browser's push service had a problem (it answered 503). Try again in a few minutes.",
    });
    expect((await devices(user.token)).json[0].lastFailure.reason).toBe("The browser's push service had a problem (it answered 503)");
    expect(await delivered(browser)).toEqual([]);
  });

  it("removes a device whose subscription is gone", async () => {
    const user = await signUp();
    const { browser, id } = await subscribe(user.token);
    await scriptResponses(browser, [410]);
    const res = await testPush(user.token, id);
    expect(res.json).toEqual({
      result: "gone",
      message: "That device no longer accepts notifications, so it was removed. Open Nudge on it and turn notifications on again.",
    });
    expect((await devices(user.token)).json).toEqual([]);
    expect((await testPush(user.token, id)).status).toBe(404);
  });
});

describe("DELETE /api/push/devices/:id", () => {
  it("removes the user's own device; another person's or a malformed id is refused", async () => {
    const ana = await signUp();
    const ben = await signUp();
    const anas = await subscribe(ana.token);
    const bens = await subscribe(ben.token);

    for (const [method, path] of [
      ["DELETE", `/api/push/devices/${bens.id}`],
      ["POST", `/api/push/devices/${bens.id}/test`],
    ] as const) {
      const res = await api(path, { method, token: ana.token });
      expectRefused(res, 404, "Device not found");
    }
    expect(await delivered(bens.browser)).toEqual([]);
    expect((await api("/api/push/devices/abc", { method: "DELETE", token: ana.token })).status).toBe(400);
    expect((await api("/api/push/devices/0/test", { method: "POST", token: ana.token })).status).toBe(400);

    const res = await api(`/api/push/devices/${anas.id}`, { method: "DELETE", token: ana.token });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Device removed. It won't get nudges any more.");
    expect((await devices(ana.token)).json).toEqual([]);
    expect((await devices(ben.token)).json.map((d: { id: number }) => d.id)).toEqual([bens.id]);
    expect((await api(`/api/push/devices/${anas.id}`, { method: "DELETE", token: ana.token })).status).toBe(404);
  });
});

describe("POST /api/push/resubscribe", () => {
  const resubscribe = (secret: string, browser: BrowserSubscription) =>
    api("/api/push/resubscribe", { body: { secret, endpoint: browser.endpoint, p256dh: browser.keys.p256dh, auth: browser.keys.auth } });

  it("moves the device with this secret to the browser's new subscription, without a session", async () => {
    const user = await signUp();
    const { id, secret } = await subscribe(user.token, "Phone");
    await env.DB.prepare("UPDATE push_subscriptions SET lastFailureAt = 1, lastFailure = 'old' WHERE id = ?").bind(id).run();
    const renewed = await browserSubscription();
    const res = await resubscribe(secret, renewed);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id });
    const [device] = (await devices(user.token, renewed.endpoint)).json;
    expect(device).toMatchObject({ id, label: "Phone", current: true, lastFailure: null });
    expect((await testPush(user.token, id)).json.result).toBe("delivered");
    expect(await delivered(renewed)).toHaveLength(1);
  });

  it("refuses a wrong secret and a push service not on the list, changing nothing", async () => {
    const user = await signUp();
    const { browser, secret } = await subscribe(user.token);
    const renewed = await browserSubscription();
    const wrong = await resubscribe(`${secret.slice(0, -1)}x`, renewed);
    expectRefused(wrong, 401, "This device is no longer registered. Sign in to Nudge on it and turn notifications on again.");
    const elsewhere = await resubscribe(secret, { ...renewed, endpoint: "https://evil.example.com/push/1" });
    expect(elsewhere.status).toBe(400);
    const otherPort = await resubscribe(secret, { ...renewed, endpoint: "https://fcm.googleapis.com:22/fcm/send/1" });
    expectRefused(otherPort, 400, "This browser's push service is not supported. Try another browser.");
    expect((await devices(user.token, browser.endpoint)).json[0].current).toBe(true);
  });

  it("folds the user's own twin row into the device, and leaves another account's endpoint alone", async () => {
    const ana = await signUp();
    const ben = await signUp();
    const phone = await subscribe(ana.token);
    const twin = await subscribe(ana.token);
    expect((await resubscribe(phone.secret, twin.browser)).json).toEqual({ id: phone.id });
    expect((await devices(ana.token)).json.map((d: { id: number }) => d.id)).toEqual([phone.id]);

    const bens = await subscribe(ben.token);
    const taken = await resubscribe(phone.secret, bens.browser);
    expect(taken.status).toBe(409);
    expect((await devices(ben.token, bens.browser.endpoint)).json).toEqual([expect.objectContaining({ id: bens.id, current: true })]);
    expect((await devices(ana.token, twin.browser.endpoint)).json).toEqual([expect.objectContaining({ id: phone.id, current: true })]);
  });
});
