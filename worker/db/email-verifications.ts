// Email verification links (migrations/0010): single use, 24 h, stored only as SHA-256.
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { NO_PASSWORD } from "../auth/passwords";
import type { Db } from "./client";
import { emailVerifications, passwordResets, users } from "./schema";
import { revokeEverywhereQueries } from "./sessions";
import { publicUserColumns } from "./users";

export async function insertEmailVerification(db: Db, tokenHash: string, userId: number, expiresAt: number) {
  await db.insert(emailVerifications).values({ tokenHash, userId, expiresAt });
}

/** The password reset a confirmed ADMIN_EMAILS address gets instead of developer rights. */
export type OwnerReset = { adminEmails: string[]; tokenHash: string; expiresAt: number };

/**
 * Uses a verification token, atomically: marks it used (only if unused and unexpired) and marks
 * its account verified. The link proves the mailbox, not who chose the password or holds the
 * sessions: anyone may have signed up with a listed address first. So for an address in
 * `reset.adminEmails` whose account is not yet a developer, every session, device and calendar
 * feed ends, the password is cleared, and `reset` is stored as a password reset of the account;
 * only the password its owner sets with it makes a developer (consumePasswordReset). Answers the
 * user and whether the reset was stored, or null when the token was not usable.
 */
export async function consumeEmailVerification(db: Db, tokenHash: string, reset: OwnerReset, now: number) {
  const claimedNow = db
    .select({ userId: emailVerifications.userId })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.tokenHash, tokenHash), eq(emailVerifications.usedAt, now)));
  // Read by each statement after the claim: nothing in this batch changes what it selects.
  const listedNow = db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, claimedNow), inArray(users.email, reset.adminEmails), eq(users.isDeveloper, false)));
  // The three revocations sit between the claim and the reset (revokeEverywhereQueries).
  const [claimed, , , , stored, verified] = await db.batch([
    db
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
      .returning({ userId: emailVerifications.userId }),
    ...revokeEverywhereQueries(db, listedNow),
    db
      .insert(passwordResets)
      // Every column, in the table's order: tokenHash, userId, expiresAt, usedAt, createdAt.
      .select(
        sql`SELECT ${reset.tokenHash}, ${users.id}, ${reset.expiresAt}, NULL, ${now} FROM ${users} WHERE ${inArray(users.id, listedNow)}`,
      )
      .returning({ userId: passwordResets.userId }),
    db
      .update(users)
      .set({ isVerified: true, password: sql`case when ${inArray(users.id, listedNow)} then ${NO_PASSWORD} else ${users.password} end` })
      .where(inArray(users.id, claimedNow))
      .returning(publicUserColumns),
  ]);
  if (claimed.length === 0 || !verified[0]) return null;
  return { user: verified[0], mustSetPassword: stored.length > 0 };
}
