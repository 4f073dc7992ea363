// The single-purpose tokens in a nudge's push (see schema.ts nudgeActionTokens): made when the
// scheduler stages a nudge, spent by the notification's Done and Snooze.
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { hashToken, newToken } from "../auth/tokens";
import type { Db } from "./client";
import { nudgeActionTokens } from "./schema";

/**
 * A fresh token for each of these nudges, valid until `expiresAt`; the user's expired tokens are
 * swept in the same round trip. Answers the tokens by nudge id (only their hashes are stored).
 */
export async function mintActionTokens(db: Db, userId: number, reminderIds: number[], now: number, expiresAt: number) {
  const tokens = new Map(reminderIds.map((id) => [id, newToken()]));
  const rows = await Promise.all([...tokens].map(async ([reminderId, token]) => ({ tokenHash: await hashToken(token), userId, reminderId, expiresAt })));
  const sweep = db.delete(nudgeActionTokens).where(and(eq(nudgeActionTokens.userId, userId), lte(nudgeActionTokens.expiresAt, now)));
  // One row a statement: five bound values each, far under D1's limit even for a large claim.
  await db.batch([sweep, ...rows.map((row) => db.insert(nudgeActionTokens).values(row))]);
  return tokens;
}

export type TokenUse = { userId: number; reminderId: number } | "used" | "invalid";

/** The nudge a live token acts on, without spending it (Text and Call). */
export async function readActionToken(db: Db, token: string, now: number): Promise<TokenUse> {
  const row = await db
    .select({ userId: nudgeActionTokens.userId, reminderId: nudgeActionTokens.reminderId })
    .from(nudgeActionTokens)
    .where(and(eq(nudgeActionTokens.tokenHash, await hashToken(token)), gt(nudgeActionTokens.expiresAt, now)))
    .get();
  return row ?? "invalid";
}

/** Spends a live token (Done and Snooze): only the first use gets the nudge; a second one answers "used". */
export async function spendActionToken(db: Db, token: string, now: number): Promise<TokenUse> {
  const tokenHash = await hashToken(token);
  const live = and(eq(nudgeActionTokens.tokenHash, tokenHash), gt(nudgeActionTokens.expiresAt, now));
  const spent = await db
    .update(nudgeActionTokens)
    .set({ usedAt: now })
    .where(and(live, isNull(nudgeActionTokens.usedAt)))
    .returning({ userId: nudgeActionTokens.userId, reminderId: nudgeActionTokens.reminderId })
    .get();
  if (spent) return spent;
  return (await db.select({ usedAt: nudgeActionTokens.usedAt }).from(nudgeActionTokens).where(live).get()) ? "used" : "invalid";
}
