import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "./client";
import { passwordResets, users } from "./schema";
import { revokeEverywhereQueries } from "./sessions";

export async function insertPasswordReset(db: Db, tokenHash: string, userId: number, expiresAt: number) {
  await db.insert(passwordResets).values({ tokenHash, userId, expiresAt });
}

/**
 * Uses a reset token: marks it used (only if unused and unexpired), sets the new password, ends
 * every session of the user and removes their devices and calendar feed (whoever knew the old
 * password may have added them), atomically. The link came to the address, so it confirms it, and
 * makes a developer of an address in `adminEmails`: the password is now its owner's. Answers the
 * user's id, or null when the token was not usable.
 */
export async function consumePasswordReset(db: Db, tokenHash: string, passwordHash: string, adminEmails: string[], now: number) {
  const claimed = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ userId: passwordResets.userId })
    .get();
  if (!claimed) return null;
  await db.batch([
    db
      .update(users)
      .set({ password: passwordHash, isVerified: true, isDeveloper: sql`${users.isDeveloper} or ${inArray(users.email, adminEmails)}` })
      .where(eq(users.id, claimed.userId)),
    ...revokeEverywhereQueries(db, claimed.userId),
    // Any other outstanding links for this account stop working too.
    db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt))),
  ]);
  return claimed.userId;
}
