// Birthdays and other yearly dates on a contact: each keeps one pending nudge for its next
// occurrence, made again for the following year once sent. Callers re-arm the scheduler when
// these answer true (nudges changed).
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { nextDateNudge, type ImportantDate } from "../contracts/important-dates";
import type { Db } from "./client";
import type { Value } from "./prepared-batch";
import { contactDates, contacts, reminders } from "./schema";
import { userTimeZone } from "./user-settings";
import { ownRow } from "./own-row";

type Row = typeof contactDates.$inferSelect;
const iso = (ms: number) => new Date(ms).toISOString();

const monthDay = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });

/** "Birthday today" or "Birthday in 3 days (March 14)". */
export function dateNudgeMessage(label: string, leadDays: number, occursOn: string) {
  if (leadDays === 0) return `${label} today`;
  return `${label} in ${leadDays === 1 ? "1 day" : `${leadDays} days`} (${monthDay.format(Date.parse(`${occursOn}T00:00:00Z`))})`;
}

export const toImportantDate = (row: Row, nextNudgeAt: number | null): ImportantDate => ({
  id: row.id,
  contactId: row.contactId,
  label: row.label,
  date: row.date,
  leadDays: row.leadDays,
  nextNudgeAt: nextNudgeAt === null ? null : iso(nextNudgeAt),
  createdAt: iso(row.createdAt),
});

/** The contact's dates with when each one's pending nudge is due. */
export async function listDates(db: Db, userId: number, contactId: number) {
  const rows = await db
    .select({ date: contactDates, at: reminders.remindAt })
    .from(contactDates)
    .leftJoin(reminders, and(eq(reminders.id, contactDates.reminderId), eq(reminders.sent, false)))
    .where(and(eq(contactDates.contactId, contactId), eq(contactDates.userId, userId)))
    .orderBy(contactDates.date, contactDates.id)
    .all();
  return rows.map((r) => toImportantDate(r.date, r.at));
}

/** Schedules the date's nudge for its next occurrence after `after` and links it. Answers the nudge time. */
async function scheduleNext(db: Db, userId: number, row: Row, after: number) {
  const contact = await db
    .select({ name: contacts.name, phoneNumber: contacts.phoneNumber, phoneTyped: contacts.phoneTyped })
    .from(contacts)
    .where(eq(contacts.id, row.contactId))
    .get();
  if (!contact) return null;
  const [, month, day] = row.date.split("-").map(Number) as [number, number, number];
  const next = nextDateNudge(month, day, row.leadDays, after, await userTimeZone(db, userId));
  const nudge = await db
    .insert(reminders)
    .values({
      userId,
      targetName: contact.name,
      phoneNumber: contact.phoneNumber,
      phoneTyped: contact.phoneTyped,
      message: dateNudgeMessage(row.label, row.leadDays, next.occursOn),
      remindAt: next.at,
    })
    .returning({ id: reminders.id })
    .get();
  // Only if no one linked another nudge meanwhile (a date never has two pending).
  const linked = await db
    .update(contactDates)
    .set({ reminderId: nudge.id })
    .where(and(eq(contactDates.id, row.id), row.reminderId === null ? undefined : eq(contactDates.reminderId, row.reminderId)))
    .returning({ id: contactDates.id })
    .get();
  if (!linked) {
    await db.delete(reminders).where(eq(reminders.id, nudge.id));
    return null;
  }
  return next.at;
}

export async function addDate(db: Db, userId: number, contactId: number, fields: { label: string; date: string; leadDays: number }) {
  const row = await db
    .insert(contactDates)
    .values({ ...fields, userId, contactId })
    .returning()
    .get();
  return toImportantDate(row, await scheduleNext(db, userId, row, Date.now()));
}

/** Deletes the date and its pending nudge. Answers false when it is not the user's. */
export async function deleteDate(db: Db, userId: number, id: number) {
  const row = await db
    .delete(contactDates)
    .where(ownRow(contactDates, userId, id))
    .returning()
    .get();
  if (!row) return false;
  if (row.reminderId !== null) await db.delete(reminders).where(and(eq(reminders.id, row.reminderId), eq(reminders.sent, false)));
  return true;
}

/** The contact is going away: the pending nudges of its dates go with it (the dates cascade). */
export async function dropDateNudges(db: Db, userId: number, contactId: number) {
  const rows = await db
    .select({ reminderId: contactDates.reminderId })
    .from(contactDates)
    .where(and(eq(contactDates.contactId, contactId), eq(contactDates.userId, userId), isNotNull(contactDates.reminderId)))
    .all();
  const ids = rows.map((r) => r.reminderId!);
  if (ids.length === 0) return false;
  return (
    (
      await db
        .delete(reminders)
        .where(and(inArray(reminders.id, ids), eq(reminders.sent, false)))
        .returning({ id: reminders.id })
        .all()
    ).length > 0
  );
}

/**
 * Dates whose nudge has been sent and not yet renewed (a query builder: the scheduler's alarm
 * batches it with its claim, so it also sees the nudges that claim just took).
 */
export const sentDateNudges = (db: Db, userId: Value<number>) =>
  db
    .select({ date: contactDates, sentAt: reminders.sentAt })
    .from(contactDates)
    .innerJoin(reminders, and(eq(reminders.id, contactDates.reminderId), eq(reminders.sent, true)))
    .where(eq(contactDates.userId, userId));

/** The user's time zone changed: each pending date nudge moves to 09:00 of its day in the new zone. */
export async function rezoneDateNudges(db: Db, userId: number, timeZone: string) {
  const rows = await db
    .select({ date: contactDates })
    .from(contactDates)
    .innerJoin(reminders, and(eq(reminders.id, contactDates.reminderId), eq(reminders.sent, false)))
    .where(eq(contactDates.userId, userId))
    .all();
  const moves = rows.map(({ date }) => {
    const [, month, day] = date.date.split("-").map(Number) as [number, number, number];
    const next = nextDateNudge(month, day, date.leadDays, Date.now(), timeZone);
    return db
      .update(reminders)
      .set({ remindAt: next.at, message: dateNudgeMessage(date.label, date.leadDays, next.occursOn) })
      .where(and(eq(reminders.id, date.reminderId!), eq(reminders.sent, false)));
  });
  // One round trip for all of them.
  if (moves.length > 0) await db.batch(moves as [(typeof moves)[number], ...typeof moves]);
}

/** Gives each of these dates next year's nudge. Answers whether any was made. */
export async function renewSentDates(db: Db, userId: number, rows: { date: Row; sentAt: number | null }[]) {
  let changed = false;
  for (const { date, sentAt } of rows) changed = (await scheduleNext(db, userId, date, sentAt ?? Date.now())) !== null || changed;
  return changed;
}
