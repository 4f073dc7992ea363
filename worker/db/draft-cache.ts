// The AI's drafts kept per request (issue 42): reopening the same person's suggestions while
// nothing about them changed costs no model call and no part of the day's limit.
import { and, eq, lt } from "drizzle-orm";
import type { Draft } from "../contracts/drafts";
import type { Db } from "./client";
import { draftCache } from "./schema";

export type CachedDrafts = { drafts: Draft[] };
/** Past this, drafts are asked for afresh even if nothing changed: "it's been 3 days" would be wrong. */
export const DRAFTS_KEPT_MS = 24 * 60 * 60 * 1000;

export async function cachedDrafts(db: Db, userId: number, requestKey: string, contextKey: string, now = Date.now()) {
  const row = await db
    .select({ body: draftCache.body, contextKey: draftCache.contextKey, createdAt: draftCache.createdAt })
    .from(draftCache)
    .where(and(eq(draftCache.userId, userId), eq(draftCache.requestKey, requestKey)))
    .get();
  return row && row.contextKey === contextKey && row.createdAt > now - DRAFTS_KEPT_MS ? (row.body as CachedDrafts) : null;
}

export const keepDrafts = (db: Db, userId: number, requestKey: string, contextKey: string, body: CachedDrafts) =>
  db
    .insert(draftCache)
    .values({ userId, requestKey, contextKey, body })
    .onConflictDoUpdate({ target: [draftCache.userId, draftCache.requestKey], set: { contextKey, body, createdAt: Date.now() } });

export const pruneDrafts = (db: Db, before: number) => db.delete(draftCache).where(lt(draftCache.createdAt, before));
