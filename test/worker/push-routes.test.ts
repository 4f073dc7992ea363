import { describe, expect, it } from "vitest";
import { api, signUp, expectRefused } from "./helpers";
import { browserSubscription } from "./push-helpers";

describe("push registration", () => {
  it("gives the VAPID public key only to signed-in users", async () => {
    expect((await api("/api/vapid-public-key")).status).toBe(401);
    const user = await signUp();
    const res = await api("/api/vapid-public-key", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.json.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it("stores a device once per endpoint and reports it", async () => {
    const user = await signUp();
    expect((await api("/api/subscription-status", { token: user.token })).json).toEqual({ hasActiveSubscription: false });
    const sub = await browserSubscription();
    const body = { userId: user.id, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth };
    const first = await api("/api/subscribe", { token: user.token, body });
    const again = await api("/api/subscribe", { token: user.token, body });
    expect(first.status).toBe(201);
    expect(again.json.id).toBe(first.json.id);
    expect((await api("/api/subscription-status", { token: user.token })).json).toEqual({ hasActiveSubscription: true });
  });

  // The endpoint alone is no proof of holding the browser (it is in the owner's export, and the
  // push service's logs): another account's device moves only with the secret the browser keeps.
  it("moves another account's device only with its device secret, as a shared browser has it", async () => {
    const ana = await signUp();
    const ben = await signUp();
    const sub = await browserSubscription();
    const body = { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth };
    const anas = await api("/api/subscribe", { token: ana.token, body });
    expect(anas.status).toBe(201);
    const status = async (user: { token: string }) =>
      (await api("/api/subscription-status", { token: user.token })).json.hasActiveSubscription;

    const TAKEN =
      "This browser gets another Nudge account's notifications. To get yours here, remove it in that account's Account → Devices, then turn notifications on again.";
    expectRefused(await api("/api/subscribe", { token: ben.token, body }), 409, TAKEN);
    expectRefused(await api("/api/subscribe", { token: ben.token, body: { ...body, deviceSecret: "x".repeat(43) } }), 409, TAKEN);
    expect([await status(ana), await status(ben)]).toEqual([true, false]);

    const moved = await api("/api/subscribe", { token: ben.token, body: { ...body, deviceSecret: anas.json.deviceSecret } });
    expect(moved.status).toBe(201);
    expect(moved.json.id).toBe(anas.json.id);
    expect([await status(ana), await status(ben)]).toEqual([false, true]);
    // Ana's secret went with the move: the browser now keeps Ben's.
    expect(moved.json.deviceSecret).not.toBe(anas.json.deviceSecret);
    const back = await api("/api/subscribe", { token: ana.token, body: { ...body, deviceSecret: anas.json.deviceSecret } });
    expectRefused(back, 409, TAKEN);
  });

  it.each([
    [{ endpoint: "http://127.0.0.1/push/1" }, "This browser's push service is not supported. Try another browser."],
    [{ endpoint: "https://evil.example.com/push" }, "This browser's push service is not supported. Try another browser."],
    // An allowed push service's name on another port is another server (here, SSH).
    [{ endpoint: "https://fcm.googleapis.com:22/fcm/send/x" }, "This browser's push service is not supported. Try another browser."],
    [{ endpoint: "https://fcm.googleapis.com:8443/fcm/send/x" }, "This browser's push service is not supported. Try another browser."],
    [{ endpoint: "not a url" }, "endpoint must be a URL"],
    [{ p256dh: "abc" }, "p256dh is not a valid browser push key"],
    [{ auth: "" }, "auth is required"],
    [{ auth: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }, "auth is not a valid browser push key"],
  ])("rejects %j", async (override, message) => {
    const user = await signUp();
    const sub = await browserSubscription();
    const res = await api("/api/subscribe", {
      token: user.token,
      body: { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, ...override },
    });
    expectRefused(res, 400, message);
    expect((await api("/api/subscription-status", { token: user.token })).json.hasActiveSubscription).toBe(false);
  });

  it("accepts a push service's default port written out (:443)", async () => {
    const user = await signUp();
    const sub = await browserSubscription();
    const res = await api("/api/subscribe", {
      token: user.token,
      body: { endpoint: "https://fcm.googleapis.com:443/fcm/send/abc", p256dh: sub.keys.p256dh, auth: sub.keys.auth },
    });
    expect(res.status).toBe(201);
  });

  it("refuses another user's id in the body", async () => {
    const user = await signUp();
    const sub = await browserSubscription();
    const res = await api("/api/subscribe", {
      token: user.token,
      body: { userId: user.id + 1, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
    });
    expect(res.status).toBe(403);
  });
});
