// The single-purpose tokens in a nudge's push (see schema.ts nudgeActionTokens): stored by the
// scheduler's claim of the nudge, spent by the first action taken with it.
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { hashToken, newToken } from "../auth/tokens";
import type { Db } from "./client";
import type { Value } from "./prepared-batch";
import { nudgeActionTokens, reminders } from "./schema";

/**
 * A fresh token for each of these nudges, valid until `expiresAt`. Answers the tokens by nudge id
 * (only their hashes are stored).
 */
export async function mintActionTokens(db: Db, { userId, nudgeIds, expiresAt }: { userId: number; nudgeIds: number[] } & Lifetime) {
  const tokens = new Map(nudgeIds.map((id) => [id, newToken()]));
  const rows = await Promise.all(
    [...tokens].map(async ([reminderId, token]) => ({ tokenHash: await hashToken(token), userId, reminderId, expiresAt })),
  );
  // One row a statement: five bound values each, far under D1's limit even for a large claim.
  const [first, ...rest] = rows.map((row) => db.insert(nudgeActionTokens).values(row));
  await db.batch([first!, ...rest]);
  return tokens;
}

/** Tokens made before a claim, by their hash: the claim's own D1 batch stores them (see storeClaimTokens). */
export type ReadyTokens = Map<string, string>;
/** When tokens are made and until when they work. */
export type Lifetime = { now: number; expiresAt: number };
/** What a claim's batch stored: which nudge got which ready token. */
export type StoredTokens = { tokenHash: string; reminderId: number }[];

export async function readyTokens(count: number): Promise<ReadyTokens> {
  const tokens = Array.from({ length: count }, newToken);
  return new Map(await Promise.all(tokens.map(async (token) => [await hashToken(token), token] as const)));
}

/**
 * The statement for a claim's D1 batch, after the claim: give the nudges of the claim made at
 * claimAt (claim times are unique per user) one ready token each, in id order; `hashes` is the
 * ready tokens' hashes as a JSON array. The insert answers which nudge got which hash, so nothing
 * rests on the order it returns.
 */
export function storeClaimTokens(
  db: Db,
  {
    userId,
    claimAt,
    hashes,
    now,
    expiresAt,
  }: { [K in "userId" | "claimAt" | "now" | "expiresAt"]: Value<number> } & { hashes: Value<string> },
) {
  const ofClaim = and(eq(reminders.userId, userId), eq(reminders.sent, true), eq(reminders.sentAt, claimAt));
  return (
    db
      .insert(nudgeActionTokens)
      // Every column, in the table's order: tokenHash, userId, reminderId, expiresAt, usedAt, createdAt.
      .select(
        sql`SELECT hash.value, ${userId}, claimed.id, ${expiresAt}, NULL, ${now}
          FROM (SELECT ${reminders.id} AS id, row_number() OVER (ORDER BY ${reminders.id}) AS n FROM ${reminders} WHERE ${ofClaim}) AS claimed
          JOIN json_each(${hashes}) AS hash ON hash.key = claimed.n - 1`,
      )
      .returning({ tokenHash: nudgeActionTokens.tokenHash, reminderId: nudgeActionTokens.reminderId })
  );
}

/**
 * Tokens past their time, of every user: the half-hourly cron's, so no claim's batch spends a
 * statement on them. Unindexed by expiry on purpose: the table holds a couple of days of tokens,
 * and a scan every half hour costs less than an index written with every token.
 */
export const pruneActionTokens = (db: Db, now: number) => db.delete(nudgeActionTokens).where(lte(nudgeActionTokens.expiresAt, now)).run();

/**
 * Each claimed nudge's token: the ready one the claim's batch stored for it, or, for nudges beyond
 * the ready tokens (more due at once than were made ahead), one minted now in a second round trip.
 */
export async function tokensForClaim(
  db: Db,
  claim: { userId: number; nudgeIds: number[]; stored: StoredTokens; ready: ReadyTokens } & Lifetime,
) {
  const tokens = new Map(claim.stored.map(({ tokenHash, reminderId }) => [reminderId, claim.ready.get(tokenHash)!]));
  const rest = claim.nudgeIds.filter((id) => !tokens.has(id));
  if (rest.length > 0) for (const [id, token] of await mintActionTokens(db, { ...claim, nudgeIds: rest })) tokens.set(id, token);
  return tokens;
}

export type TokenUse = { userId: number; reminderId: number } | "used" | "invalid";

/**
 * Spends a live token (every action: Done, Snooze, Text, Call): one conditional UPDATE, so of
 * any number of uses, even at the same moment, only the first gets the nudge; the rest answer "used".
 */
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
