import { eq } from "drizzle-orm";
import type { Language } from "../contracts/languages";
import type { Db } from "./client";
import type { Value } from "./prepared-batch";
import { users } from "./schema";

/** The fields any route may show about a user: never the password hash. */
export const publicUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isDeveloper: users.isDeveloper,
  isVerified: users.isVerified,
  language: users.language,
};

export async function findUserByEmail(db: Db, email: string) {
  return db.select().from(users).where(eq(users.email, email)).get();
}

/**
 * Inserts the user, or answers null when the email is taken (the unique index decides, race-free).
 * Nobody starts as a developer: ADMIN_EMAILS counts only once a password is set through a link
 * mailed to the address (consumePasswordReset).
 */
export async function createUser(
  db: Db,
  input: { name: string; email: string; passwordHash: string; unsubscribeToken: string; language: Language },
) {
  const row = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      password: input.passwordHash,
      unsubscribeToken: input.unsubscribeToken,
      language: input.language,
    })
    .onConflictDoNothing({ target: users.email })
    .returning(publicUserColumns)
    .get();
  return row ?? null;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ password: passwordHash }).where(eq(users.id, userId));
}

export async function listUsers(db: Db) {
  return db
    .select({ ...publicUserColumns, subscriptionStatus: users.subscriptionStatus, createdAt: users.createdAt })
    .from(users)
    .orderBy(users.id)
    .all();
}

/**
 * Who a nudge email goes to, and whether it may; and the account's zone and time of day, which the
 * next check-ins and dates are made by (a query builder, for the scheduler's claim batch).
 */
export const mailRecipient = (db: Db, userId: Value<number>) =>
  db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      isVerified: users.isVerified,
      emailFallback: users.emailFallback,
      emailEvery: users.emailEvery,
      unsubscribeToken: users.unsubscribeToken,
      language: users.language,
      timeZone: users.timeZone,
      nudgeTime: users.nudgeTime,
    })
    .from(users)
    .where(eq(users.id, userId));
