// How many sign-ins, sign-ups, reset and confirmation emails one person or address may ask for.
//
// Guessing a password is bounded per address and account ("pair") and per address, with waits that
// grow from 15 minutes to an hour to a day. No limit is per account alone: then anyone could lock
// its owner out by failing on purpose. Instead, once an account has many failures from anywhere
// (a spread-out attack), each address gets only two tries at it a day; the owner, from an address
// that did not fail, still signs in. With Turnstile configured a full sign-in limit asks for the
// check instead of refusing (sign-in-limit.ts), so strangers' failures never keep the owner out.
import { DAY_MS, HOUR_MS, MINUTE_MS, type Rule } from "../http/rate-limit";

/** Failures on one account from everywhere in a day that count as an attack on it. */
export const ACCOUNT_UNDER_ATTACK = 20;

export const signInKeys = (email: string, ip: string) => ({
  pair: `signin:pair:${ip}:${email}`,
  ip: `signin:ip:${ip}`,
  account: `signin:account:${email}`,
});

export function signInRules(email: string, ip: string): Rule[] {
  const keys = signInKeys(email, ip);
  const underAttack = { key: keys.account, hits: ACCOUNT_UNDER_ATTACK, windowMs: DAY_MS, max: 2 };
  return [
    { key: keys.pair, max: 5, windowMs: 15 * MINUTE_MS },
    { key: keys.pair, max: 10, windowMs: HOUR_MS },
    { key: keys.pair, max: 20, windowMs: DAY_MS, strictAfter: underAttack },
    // A household or office shares one address: more room, still bounded.
    { key: keys.ip, max: 20, windowMs: 15 * MINUTE_MS },
    { key: keys.ip, max: 60, windowMs: HOUR_MS },
    { key: keys.ip, max: 200, windowMs: DAY_MS },
    // Counted, never refused on its own: it tells when the account is under attack.
    { key: keys.account, max: Infinity, windowMs: DAY_MS },
  ];
}

/** Sign-in asks for Turnstile once the account or the address has failed this often in an hour. */
export const TURNSTILE_AFTER = { account: 3, ip: 5, windowMs: HOUR_MS };

export function forgotRules(email: string, ip: string): Rule[] {
  const pair = `forgot:pair:${ip}:${email}`;
  const account = `forgot:account:${email}`;
  return [
    { key: pair, max: 5, windowMs: 15 * MINUTE_MS },
    { key: pair, max: 10, windowMs: DAY_MS, strictAfter: { key: account, hits: 10, windowMs: DAY_MS, max: 1 } },
    { key: `forgot:ip:${ip}`, max: 20, windowMs: 15 * MINUTE_MS },
    { key: `forgot:ip:${ip}`, max: 50, windowMs: DAY_MS },
    { key: account, max: Infinity, windowMs: DAY_MS },
  ];
}

/** Each sign-up costs a scrypt and an email: a family signing up together fits, a script does not. */
export const signUpRules = (ip: string): Rule[] => [
  { key: `signup:ip:${ip}`, max: 10, windowMs: HOUR_MS },
  { key: `signup:ip:${ip}`, max: 30, windowMs: DAY_MS },
];

/** Confirmation emails per account and hour: enough to replace a lost one, too few to flood an inbox. */
export const MAX_VERIFY_MAILS = 3;
export const verifyMailRules = (userId: number): Rule[] => [{ key: `verify:user:${userId}`, max: MAX_VERIFY_MAILS, windowMs: HOUR_MS }];

/** The address Cloudflare saw; "unknown" only off Cloudflare (a local run without the header). */
export const clientIp = (req: Request) => req.headers.get("CF-Connecting-IP") ?? "unknown";
