// Limits hold under concurrency (requests fired together for real, not one after another), and
// bound guessing without letting anyone lock an account's owner out.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ACCOUNT_UNDER_ATTACK } from "../../worker/auth/limits";
import { api, signUp, uniqueEmail, uniqueIp, expectRefused } from "./helpers";

const signIn = (email: string, password: string, ip: string) =>
  api("/api/auth/signin", { body: { email, password }, headers: { "CF-Connecting-IP": ip } });
const tally = (statuses: number[]) => {
  const t: Record<number, number> = {};
  for (const s of statuses) t[s] = (t[s] ?? 0) + 1;
  return t;
};

describe("limits taken before the work they guard", () => {
  // Each refused request is cheap, each allowed one hashes a password: room for a busy machine.
  it("50 wrong passwords for one account at once: 5 are checked, 45 refused", { timeout: 60_000 }, async () => {
    const user = await signUp();
    const ip = uniqueIp();
    const statuses = (await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(user.email, `wrong-${i}`, ip)))).map((r) => r.status);
    // Before the limit, every one was checked and none refused.
    expect(tally(statuses)).toEqual({ 401: 5, 429: 45 });
  });

  it("60 sign-ins at once from one address across many accounts: 20 are checked", { timeout: 60_000 }, async () => {
    const ip = uniqueIp();
    const statuses = (await Promise.all(Array.from({ length: 60 }, () => signIn(uniqueEmail("spray"), "guess", ip)))).map((r) => r.status);
    // Before the limit, every one was checked.
    expect(tally(statuses)).toEqual({ 401: 20, 429: 40 });
  });

  it("30 sign-ups at once from one address: 10 accounts are made, the rest are told to wait", { timeout: 60_000 }, async () => {
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        api("/api/auth/signup", {
          body: { name: "Bot", email: uniqueEmail("bot"), password: "correct horse", confirmPassword: "correct horse" },
          headers: { "CF-Connecting-IP": ip },
        }),
      ),
    );
    // Before the limit, every one made an account.
    expect(tally(answers.map((a) => a.status))).toEqual({ 201: 10, 429: 20 });
    expect(answers.find((a) => a.status === 429)!.json.message).toMatch(
      /^Too many sign-ups from your network\. Please wait (60 minutes|1 hour) and try again\.$/,
    );
    // Another network is not affected.
    expect((await signUp()).token).toBeTruthy();
  });

  it("the right password is not a guess: signing in many times in a row keeps working", { timeout: 60_000 }, async () => {
    const user = await signUp();
    const ip = uniqueIp();
    for (let i = 0; i < 8; i++) expect((await signIn(user.email, user.password, ip)).status).toBe(200);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM limit_hits WHERE key LIKE ?")
      .bind(`signin:%${user.email}`)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it("the wait named in the 429 is the time until the oldest counted failure leaves its window", { timeout: 30_000 }, async () => {
    const user = await signUp();
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, "wrong", ip)).status).toBe(401);
    // Move the failures 10 minutes into the past: 5 minutes remain of the 15-minute window.
    await env.DB.prepare("UPDATE limit_hits SET createdAt = createdAt - 600000 WHERE key LIKE ?").bind(`signin:%${user.email}`).run();
    const refused = await signIn(user.email, user.password, ip);
    expectRefused(refused, 429, "Too many sign-in attempts. Please wait 5 minutes and try again.");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(290);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(300);
  });

  it("waits grow: after the 15-minute window, an address that keeps failing is held for the hour", { timeout: 60_000 }, async () => {
    const user = await signUp();
    const ip = uniqueIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 5; i++) expect((await signIn(user.email, "wrong", ip)).status).toBe(401);
      // The round's failures leave the 15-minute window but stay in the hour's.
      await env.DB.prepare("UPDATE limit_hits SET createdAt = createdAt - 960000 WHERE key LIKE ?")
        .bind(`signin:pair:%${user.email}`)
        .run();
    }
    const refused = await signIn(user.email, user.password, ip);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^Too many sign-in attempts\. Please wait (2[89]|3\d) minutes and try again\.$/);
  });
});

describe("nobody can lock the owner out", () => {
  it("after failures from other addresses, the owner signs in from theirs; the failing address stays refused", {
    timeout: 60_000,
  }, async () => {
    const user = await signUp();
    const attacker = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, `wrong-${i}`, attacker)).status).toBe(401);
    expect((await signIn(user.email, user.password, attacker)).status).toBe(429);
    // Before: the owner's right password answered 429 for 15 minutes, from anywhere.
    expect((await signIn(user.email, user.password, uniqueIp())).status).toBe(200);
  });

  it("a spread-out attack gets two tries per address once the account is under attack; the owner still gets in", {
    timeout: 120_000,
  }, async () => {
    const user = await signUp();
    // Failures from many addresses, as a botnet would: recorded as they would have been.
    const insert = env.DB.prepare("INSERT INTO limit_hits (key, createdAt) VALUES (?, ?)");
    const now = Date.now();
    await env.DB.batch(
      Array.from({ length: ACCOUNT_UNDER_ATTACK }, (_, i) => [
        insert.bind(`signin:account:${user.email}`, now - i * 1000),
        insert.bind(`signin:pair:203.0.113.${i}:${user.email}`, now - i * 1000),
      ]).flat(),
    );
    const fresh = uniqueIp();
    expect((await signIn(user.email, "wrong-1", fresh)).status).toBe(401);
    expect((await signIn(user.email, "wrong-2", fresh)).status).toBe(401);
    const third = await signIn(user.email, "wrong-3", fresh);
    expect(third.status).toBe(429);
    expect(third.json.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ hours? and try again\.$/);
    expect((await signIn(user.email, user.password, uniqueIp())).status).toBe(200);
  });

  it("forgot-password: requests from one address don't stop the owner's from another", async () => {
    const user = await signUp();
    const attacker = uniqueIp();
    const forgot = (ip: string) => api("/api/auth/forgot-password", { body: { email: user.email }, headers: { "CF-Connecting-IP": ip } });
    const statuses = (await Promise.all(Array.from({ length: 12 }, () => forgot(attacker)))).map((r) => r.status);
    expect(tally(statuses)).toEqual({ 200: 5, 429: 7 });
    expect((await forgot(uniqueIp())).status).toBe(200);
  });
});
