import { t } from "@lingui/core/macro";
import { speaking } from "../i18n/request";
import { Hono } from "hono";
import type { AuthResponse, AuthUser, VerifyEmailResponse } from "../contracts/auth";
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema, verifyEmailSchema } from "../contracts/auth";
import { adminEmails, mailVerificationLink } from "../auth/email-verification";
import { decoyHash, hashPassword, needsRehash, passwordCost, verifyPassword } from "../auth/passwords";
import { clientIp, forgotRules, MAX_VERIFY_MAILS, signInKeys, signUpRules, verifyMailRules } from "../auth/limits";
import { takeSignInAttempt } from "../auth/sign-in-limit";
import { requireTurnstile } from "../auth/turnstile";
import { endSession, startSession } from "../auth/sessions";
import { hashToken, newToken } from "../auth/tokens";
import { requireUser, type AppEnv } from "../auth/middleware";
import { dbOf } from "../db/request-db";
import { consumeEmailVerification } from "../db/email-verifications";
import { consumePasswordReset, insertPasswordReset } from "../db/password-resets";
import { revokeEverywhere } from "../db/sessions";
import { acceptedLanguages, bestLanguage } from "../contracts/languages";
import { createUser, findUserByEmail, setPasswordHash } from "../db/users";
import { fail } from "../http/errors";
import { giveBack, take } from "../http/rate-limit";
import { validate } from "../http/validate";
import { greeting } from "../delivery/mail-greeting";
import { sendMail } from "../delivery/mailer";
import { schedulerFor } from "../delivery/scheduler-stub";

const RESET_TTL_MS = 60 * 60 * 1000;

const authResponse = (user: AuthUser, token: string): AuthResponse => ({
  token,
  id: user.id,
  name: user.name,
  email: user.email,
  isDeveloper: user.isDeveloper,
  isVerified: user.isVerified,
  language: user.language,
});

export const authRoutes = new Hono<AppEnv>()
  .post("/signup", validate("json", signUpSchema), async (c) => {
    const { name, email, password, turnstileToken } = c.req.valid("json");
    const ip = clientIp(c.req.raw);
    await requireTurnstile(c.env, turnstileToken, ip);
    // Before the scrypt: a script's hundredth sign-up costs nothing but this refusal.
    await take(c.env.DB, signUpRules(ip), (wait) => t`Too many sign-ups from your network. Please wait ${wait} and try again.`);
    const db = dbOf(c);
    // The opt-out key every nudge email carries (RFC 8058 one-click): it can only turn those emails off.
    // The account speaks the language the person was shown while signing up (the app sends it).
    const language = bestLanguage(acceptedLanguages(c.req.header("Accept-Language")));
    const user = await createUser(db, {
      name,
      email,
      passwordHash: await hashPassword(password, passwordCost(c.env)),
      unsubscribeToken: newToken(),
      language,
    });
    if (!user) throw fail(409, t`An account with this email already exists. Sign in instead, or reset your password.`);
    await mailVerificationLink(c.env, c.executionCtx, db, user);
    return c.json(authResponse(user, await startSession(db, user.id)), 201);
  })
  .post("/verify-email", validate("json", verifyEmailSchema), async (c) => {
    const db = dbOf(c);
    const now = Date.now();
    // Used only when the address is in ADMIN_EMAILS: its owner sets a password with it to finish.
    const resetToken = newToken();
    const reset = { adminEmails: adminEmails(c.env), tokenHash: await hashToken(resetToken), expiresAt: now + RESET_TTL_MS };
    const confirmed = await consumeEmailVerification(db, await hashToken(c.req.valid("json").token), reset, now);
    if (!confirmed) throw fail(400, t`This confirmation link is invalid or has expired. Sign in and send a new one from the dashboard.`);
    const { user, mustSetPassword } = confirmed;
    if (!mustSetPassword) return c.json({ message: t`Your email is confirmed.`, ...user } satisfies VerifyEmailResponse);
    // Its devices went with the sessions: nothing already staged for them may be pushed.
    await schedulerFor(c.env, user.id).forgetDevices("all");
    const message = t`Your email is confirmed. This address has admin rights, so set a password to finish: every earlier sign-in has ended.`;
    return c.json({ message, resetToken, ...user } satisfies VerifyEmailResponse);
  })
  .post("/resend-verification", requireUser, async (c) => {
    const db = dbOf(c);
    const user = c.get("user");
    if (user.isVerified) throw fail(409, t`Your email is already confirmed.`);
    await take(
      c.env.DB,
      verifyMailRules(user.id),
      (wait) =>
        t`We've sent ${MAX_VERIFY_MAILS} confirmation emails in the last hour. Check your inbox and spam folder, or try again in ${wait}.`,
    );
    await mailVerificationLink(c.env, c.executionCtx, db, user);
    return c.json({ message: t`We've sent a new confirmation link to ${user.email}. It works for 24 hours.` });
  })
  .post("/signin", validate("json", signInSchema), async (c) => {
    const { email, password, turnstileToken } = c.req.valid("json");
    const db = dbOf(c);
    const ip = clientIp(c.req.raw);
    const taken = await takeSignInAttempt(c.env, email, ip, turnstileToken);
    const user = await findUserByEmail(db, email);
    const cost = passwordCost(c.env);
    const ok = await verifyPassword(password, user?.password ?? (await decoyHash(cost)));
    // One message for unknown email and wrong password: no account enumeration.
    if (!user || !ok) throw fail(401, t`Invalid email or password`);
    if (needsRehash(user.password, cost)) await setPasswordHash(db, user.id, await hashPassword(password, cost));
    // The right password: this attempt was no guess, and this address's earlier typos are forgiven.
    await giveBack(c.env.DB, taken, signInKeys(email, ip).pair);
    return c.json(authResponse(user, await startSession(db, user.id)));
  })
  .get("/me", requireUser, (c) => c.json(c.get("user")))
  .post("/signout", requireUser, async (c) => {
    await endSession(dbOf(c), c.get("sessionTokenHash"));
    return c.json({ message: t`Signed out` });
  })
  // For a lost phone or a shared computer: every sign-in, device and calendar link of the account ends.
  .post("/signout-everywhere", requireUser, async (c) => {
    const userId = c.get("user").id;
    await revokeEverywhere(dbOf(c), userId);
    // After the rows are gone (so nothing new is staged): drop the pushes already staged for them.
    await schedulerFor(c.env, userId).forgetDevices("all");
    return c.json({ message: t`You're signed out on every device. Devices no longer get nudges and the calendar link stopped working.` });
  })
  .post("/forgot-password", validate("json", forgotPasswordSchema), async (c) => {
    const { email, turnstileToken } = c.req.valid("json");
    const db = dbOf(c);
    const ip = clientIp(c.req.raw);
    await requireTurnstile(c.env, turnstileToken, ip);
    await take(c.env.DB, forgotRules(email, ip), (wait) => t`Too many password reset requests. Please wait ${wait} and try again.`);
    const user = await findUserByEmail(db, email);
    if (user) {
      const token = newToken();
      await insertPasswordReset(db, await hashToken(token), user.id, Date.now() + RESET_TTL_MS);
      const link = `${c.env.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
      // In the account's language, whichever browser asked.
      const mail = speaking(user.language, () => ({
        to: user.email,
        subject: t`Reset your Nudge password`,
        text: t`${greeting(user)}\n\nSomeone (hopefully you) asked to reset your Nudge password. This link works once, for the next hour:\n\n${link}\n\nIf you didn't ask, you can ignore this email: your password stays the same.`,
      }));
      const sent = sendMail(c.env, mail).catch((err) => console.error("Reset mail failed", err));
      // Sent after the response so the answer takes the same time whether or not the account exists.
      c.executionCtx.waitUntil(sent);
    }
    return c.json({ message: t`If an account exists for that email, we've sent a link to reset your password. Check your inbox.` });
  })
  .post("/reset-password", validate("json", resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid("json");
    const db = dbOf(c);
    const userId = await consumePasswordReset(
      db,
      await hashToken(token),
      await hashPassword(password, passwordCost(c.env)),
      adminEmails(c.env),
      Date.now(),
    );
    if (userId === null) throw fail(400, t`This reset link is invalid or has expired. Please request a new one.`);
    // Its devices went with the sessions: nothing already staged for them may be pushed.
    await schedulerFor(c.env, userId).forgetDevices("all");
    return c.json({ message: t`Your password has been reset. Please sign in with your new password.` });
  });
