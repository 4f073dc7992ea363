// Cloudflare Turnstile: proof that a person, not a script, is asking. On only when both keys are
// configured (TURNSTILE_SITE_KEY and the TURNSTILE_SECRET_KEY secret); locally and in most tests
// it is off. TURNSTILE_VERIFY_URL points the check at a stand-in in tests.
import { t } from "@lingui/core/macro";
import { fail } from "../http/errors";

const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const TIMEOUT_MS = 5_000;

type TurnstileEnv = Pick<Env, "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY" | "TURNSTILE_VERIFY_URL">;

export const turnstileOn = (env: TurnstileEnv) => Boolean(env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY);

/**
 * Throws unless `token` passes siteverify. Without a token the answer is a 403 carrying the site
 * key (`turnstile`), which tells the client to show the check and send the form again with it.
 */
export async function requireTurnstile(env: TurnstileEnv, token: string | undefined, ip: string) {
  if (!turnstileOn(env)) return;
  const ask = (message: string) => fail(403, message, undefined, { turnstile: env.TURNSTILE_SITE_KEY });
  if (!token) throw ask(t`Please complete the check that you're a person, then try again.`);
  let outcome: { success?: unknown };
  try {
    const res = await fetch(env.TURNSTILE_VERIFY_URL || SITEVERIFY_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ secret: env.TURNSTILE_SECRET_KEY, response: token, ...(ip === "unknown" ? {} : { remoteip: ip }) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
    outcome = await res.json();
  } catch (err) {
    // Closed, not open: while the check can't be made, a script would otherwise walk past it.
    console.error("Turnstile siteverify failed", err);
    throw fail(503, t`We couldn't check that you're a person just now. Please try again in a minute.`);
  }
  // Tokens are single-use and live 5 minutes: a spent or stale one just needs a fresh check.
  if (outcome.success !== true) throw ask(t`The check that you're a person expired or didn't pass. Please complete it again.`);
}
