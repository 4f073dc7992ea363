// Cloudflare Turnstile, when configured: sign-up and forgot-password always ask for it, sign-in
// once an account or address has failed; each token is checked at a local siteverify stand-in
// (test/support/turnstile-server.ts) over real HTTP. Unset, nothing changes (every other test).
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, inject } from "vitest";
import { createApp } from "../../worker/app";
import { ACCOUNT_UNDER_ATTACK, TURNSTILE_AFTER } from "../../worker/auth/limits";
import { signUp, uniqueEmail, uniqueIp, expectRefused } from "./helpers";

const SITE_KEY = "0x4AAAAAAAtestsitekey";
const app = createApp();
const withTurnstile = {
  ...env,
  TURNSTILE_SITE_KEY: SITE_KEY,
  TURNSTILE_SECRET_KEY: "turnstile-test-secret",
  TURNSTILE_VERIFY_URL: inject("turnstileVerifyUrl"),
};
let tokens = 0;
/** A token the stand-in accepts once, as a solved widget's would be. */
const passToken = () => `pass-${Date.now()}-${++tokens}`;

async function post(path: string, body: Record<string, unknown>, ip: string, vars: Env = withTurnstile) {
  const ctx = createExecutionContext();
  const res = await app.request(
    path,
    { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip }, body: JSON.stringify(body) },
    vars,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: res.status, json: (await res.json()) as { message: string; turnstile?: string; token?: string } };
}

const newAccount = () => ({ name: "Ana", email: uniqueEmail("human"), password: "correct horse", confirmPassword: "correct horse" });

describe("Turnstile on sign-up and forgot-password", () => {
  it("sign-up without a token asks for the check (403 with the site key) and makes no account", async () => {
    const account = newAccount();
    const res = await post("/api/auth/signup", account, uniqueIp());
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: "Please complete the check that you're a person, then try again.", turnstile: SITE_KEY });
    const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(account.email).first();
    expect(row).toBeNull();
  });

  it("sign-up with a passing token makes the account; the same token again is refused", async () => {
    const token = passToken();
    expect((await post("/api/auth/signup", { ...newAccount(), turnstileToken: token }, uniqueIp())).status).toBe(201);
    const replay = await post("/api/auth/signup", { ...newAccount(), turnstileToken: token }, uniqueIp());
    expectRefused(replay, 403, "The check that you're a person expired or didn't pass. Please complete it again.");
    expect(replay.json.turnstile).toBe(SITE_KEY);
  });

  it("a failing token is refused, and siteverify being down is a 503 that asks to try again, not a pass", async () => {
    expect((await post("/api/auth/signup", { ...newAccount(), turnstileToken: "forged" }, uniqueIp())).status).toBe(403);
    const down = await post("/api/auth/signup", { ...newAccount(), turnstileToken: "down" }, uniqueIp());
    expectRefused(down, 503, "We couldn't check that you're a person just now. Please try again in a minute.");
  });

  it("forgot-password needs the check too", async () => {
    const user = await signUp();
    expect((await post("/api/auth/forgot-password", { email: user.email }, uniqueIp())).json.turnstile).toBe(SITE_KEY);
    expect((await post("/api/auth/forgot-password", { email: user.email, turnstileToken: passToken() }, uniqueIp())).status).toBe(200);
  });

  it("is off unless both keys are set", async () => {
    expect((await post("/api/auth/signup", newAccount(), uniqueIp(), { ...withTurnstile, TURNSTILE_SECRET_KEY: "" })).status).toBe(201);
    expect((await post("/api/auth/signup", newAccount(), uniqueIp(), { ...withTurnstile, TURNSTILE_SITE_KEY: "" })).status).toBe(201);
  });
});

describe("Turnstile on sign-in after failures", () => {
  it(`signs in without a check until the account has ${TURNSTILE_AFTER.account} failures, then asks for one even with the right password`, {
    timeout: 30_000,
  }, async () => {
    const user = await signUp();
    expect((await post("/api/auth/signin", { email: user.email, password: user.password }, uniqueIp())).status).toBe(200);
    for (let i = 0; i < TURNSTILE_AFTER.account; i++)
      expect((await post("/api/auth/signin", { email: user.email, password: "wrong" }, uniqueIp())).status).toBe(401);
    const asked = await post("/api/auth/signin", { email: user.email, password: user.password }, uniqueIp());
    expect(asked.status).toBe(403);
    expect(asked.json.turnstile).toBe(SITE_KEY);
    const passed = await post("/api/auth/signin", { email: user.email, password: user.password, turnstileToken: passToken() }, uniqueIp());
    expect(passed.status).toBe(200);
    expect(passed.json.token).toBeTruthy();
  });
});

// A full sign-in limit asks for the check instead of refusing: strangers failing from a shared
// address, or against the account from everywhere, must never keep its owner out.
describe("Turnstile instead of a refusal once a sign-in limit is full", () => {
  const insertHits = (key: string, count: number, agoMs: number) => {
    const insert = env.DB.prepare("INSERT INTO limit_hits (key, createdAt) VALUES (?, ?)");
    const now = Date.now();
    return env.DB.batch(Array.from({ length: count }, (_, i) => insert.bind(key, now - agoMs - i * 1000)));
  };
  const hitsOf = async (key: string) =>
    (await env.DB.prepare("SELECT count(*) AS n FROM limit_hits WHERE key = ?").bind(key).first<{ n: number }>())!.n;

  it("an address whose 15 minutes' failures strangers used up: the owner passes the check and signs in", { timeout: 30_000 }, async () => {
    const user = await signUp();
    const shared = uniqueIp();
    await insertHits(`signin:ip:${shared}`, 20, 0);
    const owner = { email: user.email, password: user.password };
    const asked = await post("/api/auth/signin", owner, shared);
    expect(asked.status).toBe(403);
    expect(asked.json.turnstile).toBe(SITE_KEY);
    expect((await post("/api/auth/signin", { ...owner, turnstileToken: "forged" }, shared)).status).toBe(403);
    // Before: 429 "Too many sign-in attempts. Please wait 15 minutes and try again.", token or not.
    const passed = await post("/api/auth/signin", { ...owner, turnstileToken: passToken() }, shared);
    expect(passed.status).toBe(200);
    expect(passed.json.token).toBeTruthy();
    // A guess past the limit costs a check of its own, and still counts against the address.
    expect((await post("/api/auth/signin", { email: user.email, password: "wrong" }, shared)).status).toBe(403);
    expect((await post("/api/auth/signin", { email: user.email, password: "wrong", turnstileToken: passToken() }, shared)).status).toBe(
      401,
    );
    expect(await hitsOf(`signin:ip:${shared}`)).toBe(21);
  });

  it("an account under attack: its owner, past the two tries a day each address gets, passes the check and signs in", {
    timeout: 30_000,
  }, async () => {
    const user = await signUp();
    // A botnet's failures, two hours ago: outside the hour after which sign-in asks for the check anyway.
    await insertHits(`signin:account:${user.email}`, ACCOUNT_UNDER_ATTACK, 2 * 3_600_000);
    const home = uniqueIp();
    for (const typo of ["typo-1", "typo-2"])
      expect((await post("/api/auth/signin", { email: user.email, password: typo }, home)).status).toBe(401);
    const owner = { email: user.email, password: user.password };
    // Before: 429, for most of a day.
    const asked = await post("/api/auth/signin", owner, home);
    expect(asked.status).toBe(403);
    expect(asked.json).toEqual({ message: "Please complete the check that you're a person, then try again.", turnstile: SITE_KEY });
    expect((await post("/api/auth/signin", { ...owner, turnstileToken: passToken() }, home)).status).toBe(200);
  });
});
