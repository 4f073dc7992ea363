// Sign-in's limits (limits.ts) and Turnstile (turnstile.ts) together. Without Turnstile a full
// limit refuses (429). With it, a full limit asks for the check instead: failures by strangers,
// from an address the owner shares or against the account from everywhere, must never keep the
// owner out, and a person who passes the check gets this one attempt, counted like any other. Each
// further attempt past the limit needs a fresh check (tokens are single-use).
import { t } from "@lingui/core/macro";
import { countHits, take, takeAnyway, type Taken, tryTake } from "../http/rate-limit";
import { signInKeys, signInRules, TURNSTILE_AFTER } from "./limits";
import { requireTurnstile, turnstileOn } from "./turnstile";

/** Takes this sign-in attempt's hits before the password is checked, or throws (429, or 403 asking for Turnstile). */
export async function takeSignInAttempt(env: Env, email: string, ip: string, turnstileToken: string | undefined): Promise<Taken> {
  const rules = signInRules(email, ip);
  if (!turnstileOn(env)) return take(env.DB, rules, (wait) => t`Too many sign-in attempts. Please wait ${wait} and try again.`);
  const keys = signInKeys(email, ip);
  const failures = await countHits(env.DB, [keys.account, keys.ip], Date.now() - TURNSTILE_AFTER.windowMs);
  const afterFailures = (failures.get(keys.account) ?? 0) >= TURNSTILE_AFTER.account || (failures.get(keys.ip) ?? 0) >= TURNSTILE_AFTER.ip;
  if (afterFailures) await requireTurnstile(env, turnstileToken, ip);
  // Taken before the slow scrypt, so parallel guesses can't all pass a count made before any finished.
  const taken = await tryTake(env.DB, rules);
  if (taken) return taken;
  if (!afterFailures) await requireTurnstile(env, turnstileToken, ip);
  return takeAnyway(env.DB, rules);
}
