// Cloudflare Turnstile, when configured: sign-up and forgot-password always ask for it, sign-in
// once an account or address has failed; each token is checked at a local siteverify stand-in
// (test/support/turnstile-server.ts) over real HTTP. Unset, nothing changes (every other test).
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, inject } from "vitest";
import { createApp } from "../../worker/app";
import { TURNSTILE_AFTER } from "../../worker/auth/limits";
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
