// The action tokens D1 still holds: the ones pushed before tokens moved into each person's object
// (delivery/action-tokens.ts). Nothing stores new ones here; these live two days at most, and this
// module, its cron sweep and the table go once none is left.
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { hashToken } from "../auth/tokens";
import type { TokenUse } from "../delivery/action-tokens";
import type { Db } from "./client";
import { nudgeActionTokens } from "./schema";

/** Tokens past their time, of every user: the half-hourly cron's, until the table is empty. */
export const pruneActionTokens = (db: Db, now: number) => db.delete(nudgeActionTokens).where(lte(nudgeActionTokens.expiresAt, now)).run();

/**
 * Spends a live token: one conditional UPDATE, so of any number of uses, even at the same moment,
 * only the first gets the nudge; the rest answer "used".
 */
export async function spendLegacyActionToken(db: Db, token: string, now: number): Promise<TokenUse> {
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
