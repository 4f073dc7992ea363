import { and, eq, gt } from "drizzle-orm";
import type { Db } from "./client";
import { sessions, users } from "./schema";
import { publicUserColumns } from "./users";

export async function insertSession(db: Db, tokenHash: string, userId: number, expiresAt: number) {
  await db.insert(sessions).values({ tokenHash, userId, expiresAt });
}

/** The session and its user in one query, when not past its absolute expiry. */
export async function findLiveSession(db: Db, tokenHash: string, now: number) {
  return db
    .select({ user: publicUserColumns, lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .get();
}

export async function touchSession(db: Db, tokenHash: string, now: number) {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}
