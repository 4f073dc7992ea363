import { and, eq, gt, gte, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";
import { calendarFeeds, pushSubscriptions, sessions, users } from "./schema";
import { publicUserColumns } from "./users";

export async function insertSession(db: Db, tokenHash: string, userId: number, expiresAt: number) {
  await db.insert(sessions).values({ tokenHash, userId, expiresAt });
}

/** The session and its user, when not past its absolute expiry (unexecuted, so it can join a batch). */
export const liveSessionQuery = (db: Db, tokenHash: string, now: number) =>
  db
    .select({ user: publicUserColumns, lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));

export const findLiveSession = (db: Db, tokenHash: string, now: number) => liveSessionQuery(db, tokenHash, now).get();

/**
 * The user id of a session that is neither expired nor idle longer than idleMs, as a subquery:
 * a data query scoped by it needs no separate session lookup first.
 */
export const liveSessionOwner = (tokenHash: string, now: number, idleMs: number): SQL =>
  sql`(select ${sessions.userId} from ${sessions} where ${and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gte(sessions.lastUsedAt, now - idleMs))})`;

export async function touchSession(db: Db, tokenHash: string, now: number) {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Everything that reaches the account from elsewhere: every session, every device that gets its
 * nudges and the calendar feed's secret address. Unexecuted, to join a batch (password reset, or
 * confirming an ADMIN_EMAILS address, whose accounts are a subquery run within the batch).
 */
export const revokeEverywhereQueries = (db: Db, userId: number | SQLWrapper) => {
  const of = (column: SQLiteColumn) => (typeof userId === "number" ? eq(column, userId) : inArray(column, userId));
  return [
    db.delete(sessions).where(of(sessions.userId)),
    db.delete(pushSubscriptions).where(of(pushSubscriptions.userId)),
    db.delete(calendarFeeds).where(of(calendarFeeds.userId)),
  ] as const;
};

export async function revokeEverywhere(db: Db, userId: number) {
  await db.batch(revokeEverywhereQueries(db, userId));
}
