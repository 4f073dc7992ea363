// Repeating nudges (issue 24): making one, its next occurrence once one is sent, and editing or
// deleting "this one" or "all future". A series points at its one waiting occurrence (pendingId);
// every change to that pointer is guarded by its old value and made in one batch with the rows it
// concerns, so a retried alarm or a request racing it never leaves two waiting or none.
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { readRecurrence, writeRecurrence } from "../contracts/recurrence";
import { instantOf, nextSlot, slotAt, type Slot } from "../nudges/recurrence";
import type { Db } from "./client";
import { runBatch, type Statement } from "./d1-batch";
import type { Value } from "./prepared-batch";
import { sentSince, type Alongside, type NudgeFields } from "./nudges";
import { newestNudge, type Renewal } from "./renewal";
import { nudgeSeries, reminders } from "./schema";

type Series = typeof nudgeSeries.$inferSelect;
type Template = Pick<Series, "targetName" | "message" | "phoneNumber" | "phoneTyped" | "url">;

const templateOf = (f: Omit<NudgeFields, "remindAt">): Template => ({
  targetName: f.targetName,
  message: f.message,
  phoneNumber: f.phoneNumber ?? null,
  phoneTyped: f.phoneTyped ?? null,
  url: f.url ?? null,
});

const newestSeries = (userId: number) => sql`(select max(${nudgeSeries.id}) from ${nudgeSeries} where ${nudgeSeries.userId} = ${userId})`;

/** A new repeating nudge: the series and its first occurrence (`fields.remindAt`), pointing at each other. Answers the occurrence. */
export async function insertRepeating(
  db: Db,
  userId: number,
  fields: NudgeFields,
  recurrence: string,
  timeZone: string,
  alongside: Alongside = [],
) {
  const slot = slotAt(fields.remindAt, timeZone);
  const [, [nudge]] = await db.batch([
    db.insert(nudgeSeries).values({ ...templateOf(fields), userId, recurrence, startSlot: slot, pendingSlot: slot }),
    db
      .insert(reminders)
      .values({ ...fields, userId, seriesId: sql`${newestSeries(userId)}` })
      .returning(),
    db
      .update(nudgeSeries)
      .set({ pendingId: sql`(select max(${reminders.id}) from ${reminders} where ${reminders.userId} = ${userId})` })
      .where(eq(nudgeSeries.id, sql`${newestSeries(userId)}`)),
    // After the UPDATE, last_insert_rowid() is still the occurrence's.
    ...alongside,
  ]);
  return nudge!;
}

export const findSeries = (db: Db, userId: number, id: number) =>
  db
    .select()
    .from(nudgeSeries)
    .where(and(eq(nudgeSeries.id, id), eq(nudgeSeries.userId, userId)))
    .get();

/** Series whose waiting occurrence has been sent: each needs its next (read in the scheduler's claim batch). */
export const sentSeries = (db: Db, userId: Value<number>, since: Value<number>) =>
  db
    // Only the series' own columns: batched D1 results are matched by name.
    .select({ series: nudgeSeries })
    .from(nudgeSeries)
    .where(and(eq(nudgeSeries.userId, userId), inArray(nudgeSeries.pendingId, sentSince(db, userId, since))));

export type SentSeries = Awaited<ReturnType<ReturnType<typeof sentSeries>["all"]>>[number];

/**
 * Moves the series from its waiting occurrence (`from`) to a new one at `next`, or to none when the
 * rule has ended. Any other waiting occurrence of the series (a second run's, or the one a "this
 * one" delete skips) goes in the same batch. Answers the batch's statements.
 */
function advance(db: Db, userId: number, series: Series, next: Slot | null, timeZone: string): Statement[] {
  const from = series.pendingId;
  const guard = and(eq(nudgeSeries.id, series.id), from === null ? sql`${nudgeSeries.pendingId} is null` : eq(nudgeSeries.pendingId, from));
  const strays = db.delete(reminders).where(
    and(
      // The person's waiting nudges, through their index; then the series'.
      eq(reminders.userId, userId),
      eq(reminders.sent, false),
      eq(reminders.seriesId, series.id),
      sql`${reminders.id} is not (select ${nudgeSeries.pendingId} from ${nudgeSeries} where ${nudgeSeries.id} = ${series.id})`,
    ),
  );
  if (next === null) return [db.update(nudgeSeries).set({ pendingId: null, pendingSlot: null }).where(guard), strays];
  return [
    db.insert(reminders).values({ ...templateOf(series), userId, remindAt: instantOf(next, timeZone), seriesId: series.id }),
    db.update(nudgeSeries).set({ pendingId: newestNudge, pendingSlot: next }).where(guard),
    strays,
  ];
}

/** The slot after the series' waiting one, never in the past (a late alarm doesn't catch up one by one). */
function following(series: Series, timeZone: string, now: number) {
  const nowSlot = slotAt(now, timeZone);
  const after = series.pendingSlot && series.pendingSlot > nowSlot ? series.pendingSlot : nowSlot;
  return nextSlot(series.recurrence, series.startSlot, after);
}

/** Each series whose occurrence the claim found sent gets its next one, in the person's zone. */
export function seriesRenewal(db: Db, userId: number, rows: SentSeries[], timeZone: string, now = Date.now()): Renewal {
  const statements: Statement[] = [];
  const times: number[] = [];
  for (const { series } of rows) {
    const next = following(series, timeZone, now);
    statements.push(...advance(db, userId, series, next, timeZone));
    if (next !== null) times.push(instantOf(next, timeZone));
  }
  return { statements, earliest: times.length > 0 ? Math.min(...times) : null };
}

/**
 * The series moves on to the occurrence after its waiting one: on delete "this one" (it goes and
 * the next takes its place), and when the waiting one is done before it nudged.
 */
export async function advanceSeries(db: Db, userId: number, series: Series, timeZone: string, now = Date.now()) {
  await runBatch(db, advance(db, userId, series, following(series, timeZone, now), timeZone));
}

/** Delete "all future": the series and its waiting occurrence go; those already sent stay in history. */
export async function deleteSeries(db: Db, userId: number, seriesId: number) {
  await db.batch([
    db.delete(reminders).where(and(eq(reminders.seriesId, seriesId), eq(reminders.userId, userId), eq(reminders.sent, false))),
    db.delete(nudgeSeries).where(and(eq(nudgeSeries.id, seriesId), eq(nudgeSeries.userId, userId))),
  ]);
}

/**
 * Edit "all future": the series says what the edited occurrence says and repeats by `recurrence`
 * from it (its new first occurrence). A rule with COUNT keeps counting the occurrences already sent.
 */
export async function editSeries(db: Db, userId: number, series: Series, fields: NudgeFields, recurrence: string, timeZone: string) {
  const rule = readRecurrence(recurrence);
  let stored = recurrence;
  if (typeof rule !== "string" && rule.count !== null) {
    const [sent] = await db
      .select({ n: count() })
      .from(reminders)
      .where(and(eq(reminders.seriesId, series.id), eq(reminders.sent, true)));
    stored = writeRecurrence({ ...rule, count: Math.max(1, rule.count - (sent?.n ?? 0)) });
  }
  const slot = slotAt(fields.remindAt, timeZone);
  await db
    .update(nudgeSeries)
    .set({ ...templateOf(fields), recurrence: stored, startSlot: slot, pendingSlot: slot })
    .where(and(eq(nudgeSeries.id, series.id), eq(nudgeSeries.userId, userId)));
}

/** Makes a one-off nudge repeat: a series whose waiting occurrence is that nudge. */
export async function startSeries(db: Db, userId: number, nudgeId: number, fields: NudgeFields, recurrence: string, timeZone: string) {
  const slot = slotAt(fields.remindAt, timeZone);
  await db.batch([
    db.insert(nudgeSeries).values({ ...templateOf(fields), userId, recurrence, startSlot: slot, pendingSlot: slot, pendingId: nudgeId }),
    db
      .update(reminders)
      .set({ seriesId: sql`${newestSeries(userId)}` })
      .where(and(eq(reminders.id, nudgeId), eq(reminders.userId, userId))),
  ]);
}

/** Stops a series repeating: its waiting occurrence stays as a one-off nudge, its sent ones in history. */
export async function stopSeries(db: Db, userId: number, seriesId: number) {
  await db.batch([
    db
      .update(reminders)
      .set({ seriesId: null })
      .where(and(eq(reminders.seriesId, seriesId), eq(reminders.userId, userId), eq(reminders.sent, false))),
    db.delete(nudgeSeries).where(and(eq(nudgeSeries.id, seriesId), eq(nudgeSeries.userId, userId))),
  ]);
}
