// What mail-in reads and moves: the account's address version, and its contacts by email.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "./client";
import { contacts, users } from "./schema";

/** The account a received mail may write into: who it is, its confirmed email and address version. */
export const mailInAccount = (db: Db, userId: number) =>
  db
    .select({ id: users.id, email: users.email, isVerified: users.isVerified, mailInVersion: users.mailInVersion })
    .from(users)
    .where(eq(users.id, userId))
    .get();

/** Moves the account to a new address version (the old address stops working); answers it. */
export async function rotateMailIn(db: Db, userId: number) {
  const row = await db
    .update(users)
    .set({ mailInVersion: sql`${users.mailInVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ mailInVersion: users.mailInVersion })
    .get();
  return row?.mailInVersion ?? null;
}

/**
 * The account's contacts whose email is one of `emails` (lower-cased, trimmed), each with the
 * address it matched. contacts.email is free text, so it is compared the same way.
 */
export async function contactsByEmail(db: Db, userId: number, emails: string[]) {
  if (!emails.length) return [];
  const email = sql<string>`lower(trim(${contacts.email}))`;
  return db
    .select({ id: contacts.id, email })
    .from(contacts)
    .where(and(eq(contacts.userId, userId), inArray(email, emails)))
    .all();
}
