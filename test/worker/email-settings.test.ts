import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, confirmEmail, signUp, expectRefused } from "./helpers";

const settings = async (token: string) => (await api("/api/account/settings", { token })).json;
const patch = (token: string, body: unknown) => api("/api/account/settings", { method: "PATCH", token, body });
const unsubscribeKey = async (userId: number) =>
  (await env.DB.prepare("SELECT unsubscribeToken FROM users WHERE id = ?").bind(userId).first<{ unsubscribeToken: string }>())!
    .unsubscribeToken;
const UNSUBSCRIBED = "You won't get nudge emails any more. You can turn them back on in Account.";

describe("nudge email settings", () => {
  it("start with the fallback on, every-nudge off and the address unconfirmed; either switch can be sent alone", async () => {
    const user = await signUp();
    expect(await settings(user.token)).toMatchObject({ emailFallback: true, emailEvery: false, emailVerified: false });

    const every = await patch(user.token, { emailEvery: true });
    expect(every.status).toBe(200);
    expect(every.json).toMatchObject({ emailFallback: true, emailEvery: true, emailVerified: false, timeZone: "UTC", quietHours: null });
    expect((await patch(user.token, { emailFallback: false })).json).toMatchObject({ emailFallback: false, emailEvery: true });
    // Other settings leave the switches as they are.
    expect((await patch(user.token, { timeZone: "Europe/Berlin" })).json).toMatchObject({
      timeZone: "Europe/Berlin",
      emailFallback: false,
      emailEvery: true,
    });

    await confirmEmail(user.email);
    expect(await settings(user.token)).toMatchObject({ emailVerified: true });
  });

  it.each([
    // The body-level refusal: validate() words it as a bad body, the issue says what to send.
    [{}, "Request body must be a JSON object"],
    [{ emailEvery: "yes" }, "emailEvery must be true or false"],
    [{ emailFallback: null }, "emailFallback must be true or false"],
  ])("refuses %j", async (body, message) => {
    const user = await signUp();
    const res = await patch(user.token, body);
    expectRefused(res, 400, message);
    if (!Object.keys(body).length)
      expect(res.json.issues).toEqual([
        {
          path: "",
          message:
            "Send timeZone, quietHours or both, an email setting (emailFallback, emailEvery), phoneRegion, nudgeTime, hideDetails, meetingBrief, aiDrafts, language or digest",
        },
      ]);
    expect(await settings(user.token)).toMatchObject({ emailFallback: true, emailEvery: false });
  });
});

describe("POST /api/email/unsubscribe (RFC 8058 one-click)", () => {
  const unsubscribe = (query: string, init: RequestInit = {}) =>
    exports.default.fetch(`http://localhost/api/email/unsubscribe${query}`, { method: "POST", ...init });

  it("turns both nudge emails off from a mail provider's form POST, without a session", async () => {
    const user = await signUp();
    await patch(user.token, { emailEvery: true });
    const res = await unsubscribe(`?token=${encodeURIComponent(await unsubscribeKey(user.id))}`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: UNSUBSCRIBED, devices: 0 });
    expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    expect(await settings(user.token)).toMatchObject({ emailFallback: false, emailEvery: false });
  });

  it("works from the confirm page's JSON or empty POST, and again when already off", async () => {
    const user = await signUp();
    const query = `?token=${encodeURIComponent(await unsubscribeKey(user.id))}`;
    const json = await api(`/api/email/unsubscribe${query}`, { body: {} });
    expect(json.status).toBe(200);
    expect(json.json.message).toBe(UNSUBSCRIBED);
    expect(await settings(user.token)).toMatchObject({ emailFallback: false, emailEvery: false });
    expect((await unsubscribe(query)).status).toBe(200);
    // Turned back on in Account; the link still turns them off.
    await patch(user.token, { emailFallback: true });
    expect((await unsubscribe(query, { headers: { "Content-Type": "text/plain" }, body: "not json" })).status).toBe(200);
    expect(await settings(user.token)).toMatchObject({ emailFallback: false });
  });

  it("refuses a missing or unknown key with a clear message, changing nothing", async () => {
    const user = await signUp();
    for (const [query, message] of [
      ["", "This unsubscribe link is incomplete. Open the link from the email again, or turn nudge emails off in Account."],
      ["?token=", "This unsubscribe link is incomplete. Open the link from the email again, or turn nudge emails off in Account."],
      [`?token=${"x".repeat(43)}`, "This unsubscribe link is no longer valid. Sign in and turn nudge emails off in Account."],
    ]) {
      const res = await unsubscribe(query!, {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    expect(await settings(user.token)).toMatchObject({ emailFallback: true, emailEvery: false });
  });
});

// A person who opens the List-Unsubscribe address (or a mail scanner that fetches it) gets the
// confirm page, whose button POSTs: a GET never turns anything off (RFC 8058 §3).
describe("GET /api/email/unsubscribe", () => {
  const open = (query: string) => exports.default.fetch(`http://localhost/api/email/unsubscribe${query}`, { redirect: "manual" });

  it("sends the person to the confirm page with the same key, and turns nothing off", async () => {
    const user = await signUp();
    await patch(user.token, { emailEvery: true });
    const key = await unsubscribeKey(user.id);
    const res = await open(`?token=${encodeURIComponent(key)}`);
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get("Location")!, "http://localhost").pathname).toBe("/unsubscribe");
    expect(new URL(res.headers.get("Location")!, "http://localhost").searchParams.get("token")).toBe(key);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await settings(user.token)).toMatchObject({ emailFallback: true, emailEvery: true });
  });

  it("without a key, still answers with the page, which says the link is incomplete", async () => {
    for (const query of ["", "?token=", `?token=${"x".repeat(300)}`]) {
      const res = await open(query);
      expect(res.status).toBe(303);
      expect(res.headers.get("Location")).toBe("/unsubscribe");
    }
  });
});

describe("GET /api/delivery/missed", () => {
  it("counts the user's nudges of the last 7 days that reached no one", async () => {
    const user = await signUp();
    const other = await signUp();
    const day = 24 * 60 * 60 * 1000;
    const sent = async (owner: { token: string }, status: string | null, ago: number) => {
      const res = await api("/api/reminder", {
        token: owner.token,
        body: { targetName: "Ana", message: "Say hi", remindAt: new Date(Date.now() + 3_600_000).toISOString() },
      });
      await env.DB.prepare("UPDATE reminders SET sent = 1, sentAt = ?, deliveryStatus = ? WHERE id = ?")
        .bind(Date.now() - ago, status, res.json.id)
        .run();
    };
    expect((await api("/api/delivery/missed", { token: user.token })).json).toMatchObject({ count: 0, since: expect.any(String) });
    await sent(user, "not_delivered", day);
    await sent(user, "not_delivered", 6 * day);
    await sent(user, "not_delivered", 8 * day);
    await sent(user, "delivered", day);
    await sent(user, "emailed", day);
    await sent(user, "retrying", day);
    await sent(user, null, day);
    await sent(other, "not_delivered", day);

    const res = await api("/api/delivery/missed", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(2);
    const since = Date.parse(res.json.since);
    expect(Math.abs(since - (Date.now() - 7 * day))).toBeLessThan(60_000);
    expect((await api("/api/delivery/missed")).status).toBe(401);
  });
});
