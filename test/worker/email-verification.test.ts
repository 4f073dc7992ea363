import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, emailedToken, emailedTokens, mailTo, signUp, expectRefused } from "./helpers";

const INVALID = "This confirmation link is invalid or has expired. Sign in and send a new one from the dashboard.";
const verify = (token: string) => api("/api/auth/verify-email", { body: { token } });
const me = async (token: string) => (await api("/api/auth/me", { token })).json;

describe("email verification", () => {
  it("mails a single-use link at sign-up that confirms the address", async () => {
    const user = await signUp();
    const token = await emailedToken(user.email, "verify-email");
    const mail = (await mailTo(user.email)).find((m) => m.subject === "Confirm your email for Nudge")!;
    expect(mail.text).toContain(`http://localhost:8787/verify-email?token=${encodeURIComponent(token)}`);
    // The address is not confirmed yet: whoever typed it chose the name, so the mail doesn't say it.
    expect(mail.text.split("\n")[0]).toBe("Hi,");
    expect(mail.text).not.toContain("Ana Souza");
    expect(await me(user.token)).toMatchObject({ isVerified: false });

    const res = await verify(token);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      message: "Your email is confirmed.",
      id: user.id,
      name: user.name,
      email: user.email,
      isDeveloper: false,
      isVerified: true,
      language: "en",
    });
    expect(await me(user.token)).toMatchObject({ isVerified: true, isDeveloper: false });
    expect((await api("/api/auth/signin", { body: { email: user.email, password: user.password } })).json.isVerified).toBe(true);

    const again = await verify(token);
    expectRefused(again, 400, INVALID);
  });

  it("refuses unknown and expired links, leaving the account unconfirmed", async () => {
    const user = await signUp();
    const token = await emailedToken(user.email, "verify-email");
    await env.DB.prepare("UPDATE email_verifications SET expiresAt = ? WHERE userId = ?")
      .bind(Date.now() - 1, user.id)
      .run();
    for (const attempt of [token, "x".repeat(43), token.slice(0, -1)]) {
      const res = await verify(attempt);
      expectRefused(res, 400, INVALID);
    }
    expect((await verify("")).json.message).toBe("Confirmation token is required");
    expect(await me(user.token)).toMatchObject({ isVerified: false });
  });

  // The reset link went to the address too: the password chosen with it is the mailbox owner's.
  it("a password reset confirms the address, and makes the owner of an ADMIN_EMAILS address a developer", async () => {
    const plain = await signUp();
    const listed = await signUp({ email: "owner@nudge.test" });
    for (const user of [plain, listed]) {
      expect((await api("/api/auth/forgot-password", { body: { email: user.email } })).status).toBe(200);
      const token = await emailedToken(user.email, "reset-password");
      expect(
        (await api("/api/auth/reset-password", { body: { token, password: "chosen-by-owner", confirmPassword: "chosen-by-owner" } }))
          .status,
      ).toBe(200);
    }
    const signIn = (email: string) => api("/api/auth/signin", { body: { email, password: "chosen-by-owner" } });
    expect((await signIn(plain.email)).json).toMatchObject({ isVerified: true, isDeveloper: false });
    expect((await signIn(listed.email)).json).toMatchObject({ isVerified: true, isDeveloper: true });
    // Six password hashes: more than the default 5 s on a busy machine.
  }, 20_000);

  it("gives every new account its own email opt-out key", async () => {
    const [ana, ben] = [await signUp(), await signUp()];
    const keys = await env.DB.prepare("SELECT unsubscribeToken FROM users WHERE id IN (?, ?)")
      .bind(ana.id, ben.id)
      .all<{ unsubscribeToken: string }>();
    const [a, b] = keys.results.map((row) => row.unsubscribeToken);
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(b).toMatch(/^[\w-]{43}$/);
    expect(a).not.toBe(b);
  });
});

describe("sending the confirmation link again", () => {
  it("mails a new working link, three times an hour at most", async () => {
    const user = await signUp();
    await emailedToken(user.email, "verify-email");
    for (let sent = 2; sent <= 4; sent++) {
      const res = await api("/api/auth/resend-verification", { method: "POST", token: user.token });
      expect(res.status).toBe(200);
      expect(res.json.message).toBe(`We've sent a new confirmation link to ${user.email}. It works for 24 hours.`);
      await emailedToken(user.email, "verify-email", sent);
    }
    const limited = await api("/api/auth/resend-verification", { method: "POST", token: user.token });
    expectRefused(
      limited,
      429,
      "We've sent 3 confirmation emails in the last hour. Check your inbox and spam folder, or try again in 1 hour.",
    );
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(3500);
    expect(await emailedTokens(user.email, "verify-email")).toHaveLength(4);

    // Any of the links works; once confirmed there is nothing to resend.
    const tokens = await emailedTokens(user.email, "verify-email");
    expect((await verify(tokens[1]!)).status).toBe(200);
    const done = await api("/api/auth/resend-verification", { method: "POST", token: user.token });
    expectRefused(done, 409, "Your email is already confirmed.");
  });

  it("the limit is per account, and signed out there is nothing to send", async () => {
    const other = await signUp();
    expect((await api("/api/auth/resend-verification", { method: "POST", token: other.token })).status).toBe(200);
    expect((await api("/api/auth/resend-verification", { method: "POST" })).status).toBe(401);
  });
});
