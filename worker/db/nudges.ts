import { and, eq, gte, lte, min, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Nudge } from "../contracts/nudges";
import { deliveryJson, expectedStatus, toDelivery } from "./deliveries";
import { isoSql } from "./json-sql";
import { typedOnEdit } from "../contacts/phone-store";
import type { Db } from "./client";
import type { Value } from "./prepared-batch";
import { type nudgeDeliveries, nudgeSeries, reminders, users } from "./schema";
import { ownRow } from "./own-row";

type Row = typeof reminders.$inferSelect;
/** phoneNumber as stored (contacts/phone-store.ts: E.164 or as typed), phoneTyped as typed. */
export type NudgeFields = {
  targetName: string;
  message: string;
  phoneNumber?: string | null;
  phoneTyped?: string | null;
  remindAt: number;
  url?: string | null;
};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Rows as the API shows them: timestamps as ISO 8601; `deliveries` are the nudge's nudge_deliveries rows, if read. */
export const toNudge = (
  { deliveryStatus, snoozedFrom: _internal, phoneTyped: _typed, seriesId: _series, briefRef: _brief, ...row }: Row,
  deliveries: (typeof nudgeDeliveries.$inferSelect)[] = [],
  recurrence: string | null = null,
): Nudge => ({
  ...row,
  remindAt: iso(row.remindAt)!,
  sentAt: iso(row.sentAt),
  createdAt: iso(row.createdAt)!,
  doneAt: iso(row.doneAt),
  snoozedUntil: iso(row.snoozedUntil),
  delivery: toDelivery(deliveryStatus, deliveries),
  recurrence,
});

const mine = (userId: number, id: number) => ownRow(reminders, userId, id);

// The list endpoints return hundreds of rows: SQLite builds their JSON itself, so the Worker
// passes one string through instead of mapping every row into objects and serialising them
// again. It must match toNudge exactly (test/worker/nudges-json.test.ts holds it to that).
// One strftime per date (null stays null): %f is seconds with milliseconds, as toISOString writes them.
const boolSql = (flag: SQLWrapper) => sql`json(case when ${flag} then 'true' else 'false' end)`;
const nudgeJson = sql`json_object(
  'id', ${reminders.id}, 'userId', ${reminders.userId}, 'targetName', ${reminders.targetName}, 'message', ${reminders.message},
  'phoneNumber', ${reminders.phoneNumber}, 'remindAt', ${isoSql(reminders.remindAt)}, 'url', ${reminders.url},
  'sent', ${boolSql(reminders.sent)}, 'sentAt', ${isoSql(reminders.sentAt)}, 'saved', ${boolSql(reminders.saved)},
  'createdAt', ${isoSql(reminders.createdAt)}, 'doneAt', ${isoSql(reminders.doneAt)}, 'snoozedUntil', ${isoSql(reminders.snoozedUntil)}, 'delivery', ${deliveryJson},
  'recurrence', (select ${nudgeSeries.recurrence} from ${nudgeSeries} where ${nudgeSeries.id} = ${reminders.seriesId}))`;

export type NudgeList = "pending" | "history";

/**
 * The owner's pending nudges (soonest first) or history (newest first) as one JSON array string,
 * with the owner's list version (moved by every change to their nudges, see migrations/0004).
 * With unlessVersion, the rows are skipped (json is "[]") while the version still equals it.
 */
export const nudgesJsonQuery = (db: Db, owner: SQL | number, list: NudgeList, unlessVersion?: number) => {
  const version = sql<number>`(select ${users.remindersVersion} from ${users} where ${eq(users.id, owner)})`;
  return db
    .select({
      version,
      json:
        list === "pending"
          ? sql<string>`json_group_array(${nudgeJson} order by ${reminders.remindAt}, ${reminders.id})`
          : sql<string>`json_group_array(${nudgeJson} order by ${reminders.sentAt} desc, ${reminders.id} desc)`,
    })
    .from(reminders)
    .where(
      and(
        eq(reminders.userId, owner),
        eq(reminders.sent, list === "history"),
        unlessVersion === undefined ? undefined : sql`${version} != ${unlessVersion}`,
      ),
    );
};

/** The insert alone, for a caller's own batch; insertNudge runs it. */
export const insertNudgeStatement = (db: Db, userId: number, fields: NudgeFields) =>
  db
    .insert(reminders)
    .values({ ...fields, userId })
    .returning();

/** Statements that commit with an insert (an idempotency key's answer, answerInBatch). */
export type Alongside = BatchItem<"sqlite">[];

/** Inserts the nudge, in one batch with `alongside` when there is any. */
export async function insertNudge(db: Db, userId: number, fields: NudgeFields, alongside: Alongside = []) {
  if (alongside.length === 0) return insertNudgeStatement(db, userId, fields).get();
  const [[row]] = await db.batch([insertNudgeStatement(db, userId, fields), ...alongside]);
  return row!;
}

/** The nudge just inserted, as the API answers it (toNudge's JSON), for answerInBatch. */
export const insertedNudgeJson = sql`select ${nudgeJson} from ${reminders} where ${reminders.id} = last_insert_rowid()`;

/** Only a pending nudge can be edited: a sent one is history (reuse it instead). */
export const updatePending = (db: Db, userId: number, id: number, fields: NudgeFields) =>
  db
    .update(reminders)
    .set({ ...fields, phoneTyped: typedOnEdit(reminders, fields) })
    .where(and(mine(userId, id), eq(reminders.sent, false)))
    .returning()
    .get();

export const findNudge = (db: Db, userId: number, id: number) => db.select().from(reminders).where(mine(userId, id)).get();

export const deleteNudge = async (db: Db, userId: number, id: number) =>
  (await db.delete(reminders).where(mine(userId, id)).returning({ id: reminders.id }).get()) !== undefined;

export const setSaved = (db: Db, userId: number, id: number, saved: boolean) =>
  db.update(reminders).set({ saved }).where(mine(userId, id)).returning().get();

// The scheduler's queries are builders, not promises: its alarm sends them to D1 as one batch
// (one round trip an alarm), because each round trip costs more than the queries themselves.

/** The earliest pending remindAt (answered as [{ at }]): where the user's scheduler alarm belongs. */
export const nextPendingAt = (db: Db, userId: Value<number>) =>
  db
    .select({ at: min(reminders.remindAt) })
    .from(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.sent, false)));

/**
 * Claims every due pending nudge of the user: marks it sent with sentAt = claimAt and the delivery
 * it is expected to have (corrected by the scheduler if it turns out otherwise), and answers the rows. Only rows still pending and due at claimAt are taken, so a nudge edited to later or
 * deleted meanwhile is not sent, and a second claim of the same nudges gets none.
 */
export const claimDue = (db: Db, userId: Value<number>, claimAt: Value<number>) =>
  db
    .update(reminders)
    // sentAt as SQL: a set() value can't be a placeholder, an SQL fragment holding one can.
    .set({ sent: true, sentAt: sql<number>`${claimAt}`, deliveryStatus: expectedStatus(userId) })
    .where(and(eq(reminders.userId, userId), eq(reminders.sent, false), lte(reminders.remindAt, claimAt)))
    .returning();

/**
 * The ids of the user's nudges sent at or after `since`, through the index on (userId, sent,
 * sentAt): where the claim's renewal reads start, so they read the few nudges sent lately and the
 * check-ins, dates and series they belong to, not every one the person keeps (see claim.ts).
 */
export const sentSince = (db: Db, userId: Value<number>, since: Value<number>) =>
  db
    .select({ id: reminders.id })
    .from(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.sent, true), gte(reminders.sentAt, since)));

/** The nudges one claim took (claim times are unique per user): to recover a claim cut short. */
export const claimedAt = (db: Db, userId: Value<number>, claimAt: Value<number>) =>
  db
    .select()
    .from(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.sent, true), eq(reminders.sentAt, claimAt)));
