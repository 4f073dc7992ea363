import { and, count, gt, inArray, lt } from "drizzle-orm";
import type { Db } from "./client";
import { authAttempts } from "./schema";

export async function countAttempts(db: Db, keys: string[], since: number) {
  const rows = await db
    .select({ key: authAttempts.key, n: count() })
    .from(authAttempts)
    .where(and(inArray(authAttempts.key, keys), gt(authAttempts.createdAt, since)))
    .groupBy(authAttempts.key)
    .all();
  return new Map(rows.map((r) => [r.key, r.n]));
}

export async function recordAttempts(db: Db, keys: string[], now: number) {
  await db.insert(authAttempts).values(keys.map((key) => ({ key, createdAt: now })));
}

export async function clearAttempts(db: Db, keys: string[]) {
  await db.delete(authAttempts).where(inArray(authAttempts.key, keys));
}

/** Old rows only matter inside the window; dropping them keeps the table small. */
export async function pruneAttempts(db: Db, before: number) {
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, before));
}
