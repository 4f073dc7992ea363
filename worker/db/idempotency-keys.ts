// The Idempotency-Key store (worker/http/idempotency.ts): one row per user and key, its answer
// written once the create it guards is done, or in the create's own batch (answerInBatch).
import { and, eq, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "./client";
import { idempotencyKeys } from "./schema";

/** How long a key is remembered: a retry comes within minutes, an offline queue's within a day. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
// A key still without an answer this long after it was taken belongs to a request that died
// (no request runs this long): a retry may take it again.
const ABANDONED_MS = 60 * 1000;

export type KeyRow = { requestHash: string; status: number | null; body: string | null };

const mine = (userId: number, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * In one round trip: forgets this user's expired and abandoned keys (so the table stays small),
 * takes the key for this request if it is free, and reads the key's row. `taken` is true when
 * this request is the one to run.
 */
export async function takeKey(db: Db, userId: number, key: string, requestHash: string, now: number) {
  const [, takenRows, [row]] = await db.batch([
    db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          or(
            lt(idempotencyKeys.createdAt, now - KEY_LIFETIME_MS),
            and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, now - ABANDONED_MS)),
          ),
        ),
      ),
    db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key }),
    db
      .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.status, body: idempotencyKeys.body })
      .from(idempotencyKeys)
      .where(mine(userId, key)),
  ]);
  return { taken: takenRows.length > 0, row: row as KeyRow };
}

/** Stores the answer of the request holding the key, unless its own batch already did. */
export const recordAnswer = (db: Db, userId: number, key: string, status: number, body: string) =>
  db
    .update(idempotencyKeys)
    .set({ status, body })
    .where(and(mine(userId, key), isNull(idempotencyKeys.status)));

/**
 * The answer as a statement for the create's own batch, right after the insert: `json` is SQL
 * that builds the answer from the row just inserted. The row and the answer commit together, so
 * a crash between them can't leave a row whose retry makes another.
 */
export const answerInBatch = (db: Db, userId: number, key: string, status: number, json: SQL) =>
  db
    .update(idempotencyKeys)
    .set({ status, body: sql`(${json})` })
    .where(mine(userId, key));

/** Frees the key of a request that was refused or failed before writing: a retry runs again. */
export const releaseKey = (db: Db, userId: number, key: string) =>
  db.delete(idempotencyKeys).where(and(mine(userId, key), isNull(idempotencyKeys.status)));
