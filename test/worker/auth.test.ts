import { env } from "cloudflare:workers";
import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api, confirmEmail, emailedToken, emailedTokens, mailTo, signUp, uniqueEmail, expectRefused } from "./helpers";

async function requestReset(email: string) {
  const before = (await emailedTokens(email, "reset-password")).length;
  const res = await api("/api/auth/forgot-password", { body: { email } });
  expect(res.status).toBe(200);
  return emailedToken(email, "reset-password", before + 1);
}

describe("sign up", () => {
  it("creates the account and answers with a token and the user fields", async () => {
    const email = uniqueEmail();
    const res = await api("/api/auth/signup", {
      body: { name: "  Ana Souza ", email: email.toUpperCase(), password: "secret1", confirmPassword: "secret1" },
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      token: expect.any(String),
      id: expect.any(Number),
      name: "Ana Souza",
      email,
      isDeveloper: false,
      isVerified: false,
      language: "en",
    });
    expect(res.json.token.length).toBeGreaterThanOrEqual(43);
    const me = await api("/api/auth/me", { token: res.json.token });
    expect(me.json).toEqual({ id: res.json.id, name: "Ana Souza", email, isDeveloper: false, isVerified: false, language: "en" });
  });

  it("stores a versioned scrypt hash, never the password", async () => {
    const user = await signUp({ password: "plain-text-never" });
    const row = await env.DB.prepare("SELECT password FROM users WHERE id = ?").bind(user.id).first<{ password: string }>();
    // At the setting this suite runs at (PASSWORD_COST=fast); test/unit/passwords.test.ts holds the real one.
    expect(row!.password).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(row!.password).not.toContain("plain-text-never");
  });

  it.each([
    [{ email: "a@b.co", password: "secret1" }, "name", "Name is required"],
    [{ name: "   ", email: "a@b.co", password: "secret1" }, "name", "Name is required"],
    [{ name: "Ana", email: "not-an-email", password: "secret1" }, "email", "Invalid email address"],
    [{ name: "Ana", password: "secret1" }, "email", "Email is required"],
    [{ name: "Ana", email: "a@b.co", password: "12345" }, "password", "Password must be at least 6 characters"],
    [{ name: "Ana", email: "a@b.co", password: "secret1", confirmPassword: "secret2" }, "confirmPassword", "Passwords don't match"],
  ])("rejects %j with the field's message", async (body, path, message) => {
    const res = await api("/api/auth/signup", { body });
    expectRefused(res, 400, message);
    expect(res.json.issues).toContainEqual({ path, message });
  });

  it("answers 409 for an email that already has an account, whatever its case", async () => {
    const user = await signUp();
    const res = await api("/api/auth/signup", {
      body: { name: "Other", email: user.email.toUpperCase(), password: "secret12", confirmPassword: "secret12" },
    });
    expectRefused(res, 409, "An account with this email already exists. Sign in instead, or reset your password.");
  });

  // Anyone could sign up with a listed address before its owner does. Opening the confirmation
  // link proves the mailbox, not the password or the sessions the sign-up set: those end, and the
  // owner becomes a developer only by choosing a password through the link's answer.
  it("confirming an ADMIN_EMAILS address ends the sign-up's sessions; a developer only once the owner sets a password", async () => {
    const claim = await api("/api/auth/signup", {
      body: { name: "Dev", email: "DEV@nudge.test", password: "attacker1", confirmPassword: "attacker1" },
    });
    expect(claim.status).toBe(201);
    expect(claim.json).toMatchObject({ isDeveloper: false, isVerified: false });
    expect((await api("/api/admin/users", { token: claim.json.token })).status).toBe(403);

    const token = await emailedToken("dev@nudge.test", "verify-email");
    const verified = await api("/api/auth/verify-email", { body: { token } });
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual({
      message: "Your email is confirmed. This address has admin rights, so set a password to finish: every earlier sign-in has ended.",
      resetToken: expect.stringMatching(/^[\w-]{43}$/),
      id: claim.json.id,
      name: "Dev",
      email: "dev@nudge.test",
      isDeveloper: false,
      isVerified: true,
      language: "en",
    });
    // The session the sign-up made is over, and its password no longer signs in: the confirmed
    // account is the mailbox owner's, once they choose a password.
    expect((await api("/api/admin/users", { token: claim.json.token })).status).toBe(401);
    expect((await api("/api/auth/me", { token: claim.json.token })).status).toBe(401);
    expectRefused(
      await api("/api/auth/signin", { body: { email: "dev@nudge.test", password: "attacker1" } }),
      401,
      "Invalid email or password",
    );

    const reset = await api("/api/auth/reset-password", {
      body: { token: verified.json.resetToken, password: "owner-chose-this", confirmPassword: "owner-chose-this" },
    });
    expect(reset.status).toBe(200);
    expect((await api("/api/auth/signin", { body: { email: "dev@nudge.test", password: "attacker1" } })).status).toBe(401);
    const owner = await api("/api/auth/signin", { body: { email: "dev@nudge.test", password: "owner-chose-this" } });
    expect(owner.json).toMatchObject({ isDeveloper: true, isVerified: true });
    expect((await api("/api/admin/users", { token: owner.json.token })).status).toBe(200);
  });
});

describe("sign in and out", () => {
  it("signs in with the right password and answers the user fields", async () => {
    const user = await signUp();
    const res = await api("/api/auth/signin", { body: { email: user.email, password: user.password } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      token: expect.any(String),
      id: user.id,
      name: user.name,
      email: user.email,
      isDeveloper: false,
      isVerified: false,
      language: "en",
    });
    expect(res.json.token).not.toBe(user.token);
  });

  it("gives one generic message for a wrong password and an unknown email", async () => {
    const user = await signUp();
    const wrong = await api("/api/auth/signin", { body: { email: user.email, password: "wrong-password" } });
    const unknown = await api("/api/auth/signin", { body: { email: uniqueEmail("nobody"), password: "whatever" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ message: "Invalid email or password" });
    expect(unknown.json).toEqual(wrong.json);
  });

  it.each([
    [{ email: "nope", password: "x" }, "Invalid email address"],
    [{ email: "a@b.co", password: "" }, "Password is required"],
    [{ email: "a@b.co" }, "Password is required"],
  ])("validates %j", async (body, message) => {
    const res = await api("/api/auth/signin", { body });
    expectRefused(res, 400, message);
  });

  it("limits one address to five failures on an account in 15 minutes: the sixth gets 429, even with the right password", async () => {
    const user = await signUp();
    const headers = { "CF-Connecting-IP": "203.0.113.76" };
    for (let i = 0; i < 5; i++) {
      expect((await api("/api/auth/signin", { body: { email: user.email, password: `bad-${i}` }, headers })).status).toBe(401);
    }
    const sixth = await api("/api/auth/signin", { body: { email: user.email, password: user.password }, headers });
    expectRefused(sixth, 429, "Too many sign-in attempts. Please wait 15 minutes and try again.");
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(880);
    expect(Number(sixth.headers.get("Retry-After"))).toBeLessThanOrEqual(900);
  });

  // 21 sign-ins, each hashing a password: give it room on a busy machine.
  it("limits failures per IP across many emails", { timeout: 30_000 }, async () => {
    const headers = { "CF-Connecting-IP": "203.0.113.77" };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await api("/api/auth/signin", { body: { email: uniqueEmail("spray"), password: "guess" }, headers })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("signs out: the token stops working, other sessions keep working", async () => {
    const user = await signUp();
    const other = await api("/api/auth/signin", { body: { email: user.email, password: user.password } });
    expect((await api("/api/auth/signout", { method: "POST", token: user.token })).status).toBe(200);
    const me = await api("/api/auth/me", { token: user.token });
    expectRefused(me, 401, "Your session has expired. Please sign in again.");
    expect((await api("/api/auth/me", { token: other.json.token })).status).toBe(200);
  });

  it("answers 401 with a message without a token, with a made-up token and with an expired one", async () => {
    expect(await api("/api/auth/me")).toMatchObject({ status: 401, json: { message: "Please sign in to continue." } });
    expect((await api("/api/auth/me", { token: "made-up" })).status).toBe(401);
    const user = await signUp();
    await env.DB.prepare("UPDATE sessions SET expiresAt = ? WHERE userId = ?")
      .bind(Date.now() - 1, user.id)
      .run();
    expect((await api("/api/auth/me", { token: user.token })).status).toBe(401);
  });

  it("ends a session unused for longer than the idle limit", async () => {
    const user = await signUp();
    await env.DB.prepare("UPDATE sessions SET lastUsedAt = ? WHERE userId = ?")
      .bind(Date.now() - 15 * 86_400_000, user.id)
      .run();
    expect((await api("/api/auth/me", { token: user.token })).status).toBe(401);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE userId = ?").bind(user.id).first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it("re-hashes a password stored with an older setting on sign-in", async () => {
    const user = await signUp();
    // The same password hashed at a cheaper, older setting (N=256, p=1).
    const salt = randomBytes(16);
    const oldHash = [
      "scrypt",
      256,
      8,
      1,
      salt.toString("base64url"),
      scryptSync(user.password, salt, 32, { N: 256, r: 8, p: 1 }).toString("base64url"),
    ].join("$");
    await env.DB.prepare("UPDATE users SET password = ? WHERE id = ?").bind(oldHash, user.id).run();
    expect((await api("/api/auth/signin", { body: { email: user.email, password: user.password } })).status).toBe(200);
    const row = await env.DB.prepare("SELECT password FROM users WHERE id = ?").bind(user.id).first<{ password: string }>();
    // The setting this suite runs at (PASSWORD_COST=fast); test/unit/passwords.test.ts holds the real one.
    expect(row!.password.startsWith("scrypt$1024$8$1$")).toBe(true);
  });
});

describe("password reset", () => {
  // Anyone can sign up with someone else's address: until its owner confirms it, its mail says
  // nothing the sign-up chose (a name such as "your account is locked, verify at …").
  it("mails an address not yet confirmed without the name the sign-up gave, a confirmed one with it", async () => {
    const bait = "your account is locked, verify at https://evil.example";
    const user = await signUp({ name: bait });
    const resetMail = async (count: number) => {
      await requestReset(user.email);
      const mails = (await mailTo(user.email)).filter((mail) => mail.subject === "Reset your Nudge password");
      expect(mails).toHaveLength(count);
      return mails.at(-1)!.text;
    };
    const unconfirmed = await resetMail(1);
    expect(unconfirmed.split("\n")[0]).toBe("Hi,");
    expect(unconfirmed).not.toContain("evil.example");

    await confirmEmail(user.email);
    expect((await resetMail(2)).split("\n")[0]).toBe(`Hi ${bait},`);
  });

  it("answers 200 with the same message whether or not the account exists, mailing only real accounts", async () => {
    const user = await signUp();
    const nobody = uniqueEmail("nobody");
    const known = await api("/api/auth/forgot-password", { body: { email: user.email } });
    const unknown = await api("/api/auth/forgot-password", { body: { email: nobody } });
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    await expect.poll(async () => (await emailedTokens(user.email, "reset-password")).length).toBe(1);
    expect(await mailTo(nobody)).toEqual([]);
    expect((await mailTo(user.email)).find((mail) => mail.subject === "Reset your Nudge password")!.text).toContain(
      "http://localhost:8787/reset-password?token=",
    );
  });

  it("resets once: the new password works, the old one and every session stop, the link can't be reused", async () => {
    const user = await signUp();
    const token = await requestReset(user.email);
    const res = await api("/api/auth/reset-password", { body: { token, password: "brand-new-pass", confirmPassword: "brand-new-pass" } });
    expect(res.status).toBe(200);
    expect((await api("/api/auth/me", { token: user.token })).status).toBe(401);
    expect((await api("/api/auth/signin", { body: { email: user.email, password: user.password } })).status).toBe(401);
    expect((await api("/api/auth/signin", { body: { email: user.email, password: "brand-new-pass" } })).status).toBe(200);
    const again = await api("/api/auth/reset-password", { body: { token, password: "another-pass", confirmPassword: "another-pass" } });
    expectRefused(again, 400, "This reset link is invalid or has expired. Please request a new one.");
  });

  it("refuses a link older than an hour", async () => {
    const user = await signUp();
    const token = await requestReset(user.email);
    await env.DB.prepare("UPDATE password_resets SET expiresAt = ? WHERE userId = ?")
      .bind(Date.now() - 1, user.id)
      .run();
    const res = await api("/api/auth/reset-password", { body: { token, password: "brand-new-pass", confirmPassword: "brand-new-pass" } });
    expect(res.status).toBe(400);
  });

  it.each([
    [{ password: "longenough", confirmPassword: "longenough" }, "Reset token is required"],
    [{ token: "t", password: "short", confirmPassword: "short" }, "Password must be at least 8 characters"],
    [{ token: "t", password: "longenough", confirmPassword: "different1" }, "Passwords don't match"],
  ])("validates %j", async (body, message) => {
    const res = await api("/api/auth/reset-password", { body });
    expectRefused(res, 400, message);
  });

  it("validates the forgot-password email and rate limits requests per email and address", async () => {
    expect((await api("/api/auth/forgot-password", { body: { email: "nope" } })).json.message).toBe("Invalid email address");
    const email = uniqueEmail("flood");
    const headers = { "CF-Connecting-IP": "203.0.113.78" };
    for (let i = 0; i < 5; i++) expect((await api("/api/auth/forgot-password", { body: { email }, headers })).status).toBe(200);
    const sixth = await api("/api/auth/forgot-password", { body: { email }, headers });
    expectRefused(sixth, 429, "Too many password reset requests. Please wait 15 minutes and try again.");
  });
});
