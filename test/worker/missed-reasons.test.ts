// Issue 38: why nudges reached no one, as the API says it. The reasons come from each nudge's
// delivery record and from what can reach the person now (devices, a confirmed address, the email
// switches), so the words built on them never blame what wasn't tried.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deviceAnsweringWithDueNudge, dueNudge, emailSettings, mailsTo, runAlarm } from "./delivery-helpers";
import { api, signUp, signUpConfirmed } from "./helpers";
import { subscribeDevice } from "./push-helpers";

const missed = async (token: string) => (await api("/api/delivery/missed", { token })).json;
const unsubscribeKey = async (userId: number) =>
  (await env.DB.prepare("SELECT unsubscribeToken FROM users WHERE id = ?").bind(userId).first<{ unsubscribeToken: string }>())!
    .unsubscribeToken;
const unsubscribe = async (userId: number) => api(`/api/email/unsubscribe?token=${await unsubscribeKey(userId)}`, { body: {} });

describe("GET /api/delivery/missed says why", () => {
  it("a confirmed address with nudge emails turned off from the email's link, and no device: no device, emails off", async () => {
    const user = await signUpConfirmed();
    expect((await unsubscribe(user.id)).status).toBe(200);
    const before = Date.now();
    await dueNudge(user.token);
    await runAlarm(user.id);
    expect(await mailsTo(user.email)).toEqual([]);

    const answer = await missed(user.token);
    expect(answer).toMatchObject({ count: 1, reasons: ["no_device", "email_off"], channels: { devices: 0, email: "off" } });
    // Its time is when it went out, minutes (here, moments) ago: the notice says so, not "last week".
    expect(answer.firstAt).toBe(answer.lastAt);
    expect(Date.parse(answer.lastAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("an unconfirmed address and no device: no device, email not confirmed", async () => {
    const user = await signUp();
    await dueNudge(user.token);
    await runAlarm(user.id);
    expect(await missed(user.token)).toMatchObject({
      count: 1,
      reasons: ["no_device", "email_unconfirmed"],
      channels: { devices: 0, email: "unconfirmed" },
    });
  });

  it("a device that refused it, with emails off: the device refused, emails off; the device is counted", async () => {
    const user = await signUpConfirmed();
    await emailSettings(user.token, { emailFallback: false });
    await deviceAnsweringWithDueNudge(user.token, [403]);
    await runAlarm(user.id);
    expect(await missed(user.token)).toMatchObject({
      count: 1,
      reasons: ["devices_refused", "email_off"],
      channels: { devices: 1, email: "off" },
    });
  });

  it("nothing missed: no reasons, and no times", async () => {
    const user = await signUpConfirmed();
    expect(await missed(user.token)).toMatchObject({
      count: 0,
      firstAt: null,
      lastAt: null,
      reasons: [],
      channels: { devices: 0, email: "on" },
    });
  });
});

describe("POST /api/email/unsubscribe says what still reaches the person", () => {
  it("counts their devices: none, then one", async () => {
    const user = await signUpConfirmed();
    expect((await unsubscribe(user.id)).json).toMatchObject({ devices: 0 });
    await subscribeDevice(user.token);
    expect((await unsubscribe(user.id)).json).toMatchObject({ devices: 1 });
  });
});
