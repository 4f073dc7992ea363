// Email verification links (migrations/0010): single use, 24 h, stored only as SHA-256.
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "./client";
import { emailVerifications, users } from "./schema";
import { publicUserColumns } from "./users";

export async function insertEmailVerification(db: Db, tokenHash: string, userId: number, expiresAt: number) {
  await db.insert(emailVerifications).values({ tokenHash, userId, expiresAt });
}

/**
 * Uses a verification token, atomically: marks it used (only if unused and unexpired) and marks
 * its account verified, a developer too when its email is one of `adminEmails` (only a confirmed
 * owner of a listed address may become one). Answers the user, or null when the token was not usable.
 */
export async function consumeEmailVerification(db: Db, tokenHash: string, adminEmails: string[], now: number) {
  const claimedNow = db
    .select({ userId: emailVerifications.userId })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.tokenHash, tokenHash), eq(emailVerifications.usedAt, now)));
  const [claimed, verified] = await db.batch([
    db
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
      .returning({ userId: emailVerifications.userId }),
    // Runs after the claim in the same batch: it touches the account only if the claim above took.
    db
      .update(users)
      .set({ isVerified: true, isDeveloper: sql`${users.isDeveloper} or ${inArray(users.email, adminEmails)}` })
      .where(inArray(users.id, claimedNow))
      .returning(publicUserColumns),
  ]);
  return claimed.length > 0 ? (verified[0] ?? null) : null;
}
