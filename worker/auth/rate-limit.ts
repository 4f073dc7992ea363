import type { Db } from "../db/client";
import { clearAttempts, countAttempts, pruneAttempts, recordAttempts } from "../db/auth-attempts";
import { fail } from "../http/errors";

export const WINDOW_MS = 15 * 60 * 1000;
/** Per email: a person gets five tries. Per IP: a household or office behind one address gets more. */
export const MAX_PER_EMAIL = 5;
export const MAX_PER_IP = 20;

/** Confirmation emails per account and hour: enough to replace a lost one, too few to flood an inbox. */
export const VERIFY_WINDOW_MS = 60 * 60 * 1000;
export const MAX_VERIFY_MAILS = 3;
// Rows are kept as long as the longest window needs them.
const KEEP_MS = Math.max(WINDOW_MS, VERIFY_WINDOW_MS);

export type Limiter = { action: "signin" | "forgot"; email: string; ip: string };

const keysOf = ({ action, email, ip }: Limiter) => ({ email: `${action}:email:${email}`, ip: `${action}:ip:${ip}` });

/** Throws 429 with Retry-After when this email or IP has used up its attempts in the window. */
export async function assertNotLimited(db: Db, limiter: Limiter, now = Date.now()) {
  const keys = keysOf(limiter);
  const counts = await countAttempts(db, [keys.email, keys.ip], now - WINDOW_MS);
  if ((counts.get(keys.email) ?? 0) >= MAX_PER_EMAIL || (counts.get(keys.ip) ?? 0) >= MAX_PER_IP) {
    const what = limiter.action === "signin" ? "sign-in attempts" : "password reset requests";
    throw fail(429, `Too many ${what}. Please wait 15 minutes and try again.`, { "Retry-After": String(WINDOW_MS / 1000) });
  }
}

export async function recordAttempt(db: Db, limiter: Limiter, now = Date.now()) {
  const keys = keysOf(limiter);
  await recordAttempts(db, [keys.email, keys.ip], now);
  // Occasional clean-up instead of a cron: about one write in fifty prunes expired rows.
  if (Math.random() < 0.02) await pruneAttempts(db, now - KEEP_MS);
}

/** A successful sign-in forgives the email's earlier failures (the IP's count stays). */
export async function clearEmailAttempts(db: Db, limiter: Limiter) {
  await clearAttempts(db, [keysOf(limiter).email]);
}

const verifyKey = (userId: number) => `verify:user:${userId}`;

/** Throws 429 when this account has had its confirmation emails for the hour. */
export async function assertCanMailVerification(db: Db, userId: number, now = Date.now()) {
  const sent = (await countAttempts(db, [verifyKey(userId)], now - VERIFY_WINDOW_MS)).get(verifyKey(userId)) ?? 0;
  if (sent >= MAX_VERIFY_MAILS) {
    throw fail(429, `We've sent ${MAX_VERIFY_MAILS} confirmation emails in the last hour. Check your inbox and spam folder, or try again in an hour.`, { "Retry-After": String(VERIFY_WINDOW_MS / 1000) });
  }
}

export async function recordVerificationMail(db: Db, userId: number, now = Date.now()) {
  await recordAttempts(db, [verifyKey(userId)], now);
}
