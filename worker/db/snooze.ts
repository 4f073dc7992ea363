// A sent nudge's snoozed copy: one pending copy per nudge, however often and however concurrently
// it is snoozed (issue 20: three snoozes used to make three copies).
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { PENDING_SNOOZE_COPY, reminders } from "./schema";

type SentNudge = typeof reminders.$inferSelect;

/**
 * One D1 batch (a transaction): whether the nudge had a pending copy, then the copy scheduled for
 * `until` (inserted, or the pending one moved there by the unique index's upsert, keeping any
 * edits the person made to it), then the sent nudge marked snoozed until then. Answers the copy
 * and whether it was moved rather than made.
 */
export async function snoozeCopy(db: Db, source: SentNudge, until: number) {
  const mine = and(eq(reminders.id, source.id), eq(reminders.userId, source.userId));
  const { userId, targetName, message, phoneNumber, phoneTyped, url } = source;
  const [existing, [copy]] = await db.batch([
    db
      .select({ id: reminders.id })
      .from(reminders)
      .where(and(eq(reminders.snoozedFrom, source.id), sql`${PENDING_SNOOZE_COPY}`)),
    db
      .insert(reminders)
      .values({ userId, targetName, message, phoneNumber, phoneTyped, url, remindAt: until, snoozedFrom: source.id })
      .onConflictDoUpdate({ target: reminders.snoozedFrom, targetWhere: PENDING_SNOOZE_COPY, set: { remindAt: until } })
      .returning(),
    db.update(reminders).set({ snoozedUntil: until }).where(mine),
  ]);
  return { copy: copy!, moved: existing.length > 0 };
}
