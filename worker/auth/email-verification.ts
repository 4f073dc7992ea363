// Confirming a person's email address (issue 19): nudge emails go only to a confirmed address,
// and ADMIN_EMAILS makes a developer only of someone who proved the address is theirs and set the
// password through a link mailed there (db/email-verifications.ts, db/password-resets.ts).
import { t } from "@lingui/core/macro";
import type { Db } from "../db/client";
import { insertEmailVerification } from "../db/email-verifications";
import { sendMail } from "../delivery/mailer";
import { hashToken, newToken } from "./tokens";

const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;

/** ADMIN_EMAILS as a list, lower-cased like the stored emails. */
export const adminEmails = (env: Env) =>
  (env.ADMIN_EMAILS ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);

/**
 * Stores a new single-use link for the user and mails it after the response (waitUntil), like
 * the reset link, so a slow mail API never holds up sign-up. A failed send is only logged: the
 * dashboard offers to send another.
 */
export async function mailVerificationLink(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  db: Db,
  user: { id: number; email: string },
  now = Date.now(),
) {
  const token = newToken();
  await insertEmailVerification(db, await hashToken(token), user.id, now + VERIFY_TTL_MS);
  const link = `${env.APP_URL}/verify-email?token=${encodeURIComponent(token)}`;
  const mail = sendMail(env, {
    to: user.email,
    subject: t`Confirm your email for Nudge`,
    // The address is unconfirmed by definition: no name, which whoever signed up with it chose
    // (delivery/mail-greeting.ts).
    text: t`Hi,\n\nPlease confirm that this is your email address, so Nudge can email you a nudge when none of your devices can show it. This link works once, for the next 24 hours:\n\n${link}\n\nIf you didn't create a Nudge account, you can ignore this email.`,
  }).catch((err) => console.error("Verification mail failed", err));
  ctx.waitUntil(mail);
}
