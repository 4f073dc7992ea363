import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../worker/auth/sessions";
import { api, emailedToken, signUp } from "./helpers";

// Sessions end after 30 days however busy, after 14 idle days, and all at once on a password
// reset — on every kind of route, including the nudge lists, which check the session their own way.
const GUARDED = ["/api/auth/me", "/api/reminders", "/api/nudge-history", "/api/contacts", "/api/account/export"];

async function statuses(token: string) {
  return Promise.all(GUARDED.map(async (path) => (await api(path, { token })).status));
}

describe("session expiry", () => {
  it("a session in daily use still ends 30 days after sign-in", async () => {
    const user = await signUp();
    const row = await env.DB.prepare("SELECT createdAt, expiresAt FROM sessions WHERE userId = ?")
      .bind(user.id)
      .first<{ createdAt: number; expiresAt: number }>();
    expect(row!.expiresAt - row!.createdAt).toBeGreaterThan(SESSION_ABSOLUTE_MS - 5_000);
    expect(row!.expiresAt - row!.createdAt).toBeLessThanOrEqual(SESSION_ABSOLUTE_MS + 5_000);
    expect(await statuses(user.token)).toEqual(GUARDED.map(() => 200));
    // Used a minute ago, signed in 30 days and a minute ago.
    await env.DB.prepare("UPDATE sessions SET createdAt = ?, lastUsedAt = ?, expiresAt = ? WHERE userId = ?")
      .bind(Date.now() - SESSION_ABSOLUTE_MS - 60_000, Date.now() - 60_000, Date.now() - 60_000, user.id)
      .run();
    expect(await statuses(user.token)).toEqual(GUARDED.map(() => 401));
  });

  it("a session unused for more than 14 days ends on every route", async () => {
    for (const path of GUARDED) {
      const user = await signUp();
      await env.DB.prepare("UPDATE sessions SET lastUsedAt = ? WHERE userId = ?")
        .bind(Date.now() - SESSION_IDLE_MS - 60_000, user.id)
        .run();
      expect((await api(path, { token: user.token })).status, path).toBe(401);
      // And it is gone for good, even for a route that would not check idleness itself.
      expect((await api("/api/auth/me", { token: user.token })).status).toBe(401);
    }
  });

  it("a password reset signs out every session of the account, and only that account", async () => {
    const user = await signUp();
    const other = await signUp();
    const laptop = await api("/api/auth/signin", { body: { email: user.email, password: user.password } });
    const tablet = await api("/api/auth/signin", { body: { email: user.email, password: user.password } });
    const tokens = [user.token, laptop.json.token as string, tablet.json.token as string];
    for (const token of tokens) expect(await statuses(token)).toEqual(GUARDED.map(() => 200));

    await api("/api/auth/forgot-password", { body: { email: user.email } });
    const link = await emailedToken(user.email, "reset-password");
    const reset = await api("/api/auth/reset-password", {
      body: { token: link, password: "brand-new-pass", confirmPassword: "brand-new-pass" },
    });
    expect(reset.status).toBe(200);

    for (const token of tokens) expect(await statuses(token)).toEqual(GUARDED.map(() => 401));
    expect(await statuses(other.token)).toEqual(GUARDED.map(() => 200));
  });
});
