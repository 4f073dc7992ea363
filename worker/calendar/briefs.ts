// Meeting briefs (issue 41): a coming calendar meeting with a contact sends, at the account's lead
// time before it, "Meeting Ana Souza in 1 hour: Coffee". A brief is a pending nudge (reminders, with
// briefRef naming the event), so it goes out through the same alarm, outbox, quiet hours and
// exactly-once delivery as any nudge, and its alert carries the same context lines (last talked,
// newest note), read when it is sent.
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { comingMeetings } from "../db/calendars";
import { runBatch } from "../db/d1-batch";
import { contacts, reminders, users } from "../db/schema";

/** A coming meeting with one of the user's contacts, as the calendar pull found it. */
export type Meeting = { contactId: number; sourceRef: string; startAt: number; title: string };

const MINUTE = 60_000;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** "15 minutes", "1 hour", "2 hours", "1 day". */
export function leadWords(minutes: number) {
  if (minutes % 1440 === 0) return plural(minutes / 1440, "day");
  if (minutes % 60 === 0) return plural(minutes / 60, "hour");
  return plural(minutes, "minute");
}

export const briefMessage = (name: string, title: string, lead: number) => `Meeting ${name} in ${leadWords(lead)}: ${title}`.slice(0, 500);

/**
 * Makes the user's pending briefs match their coming meetings: one per meeting whose brief time is
 * still ahead, moved when the meeting moved, gone when it was cancelled (or briefs are off). A
 * brief already sent is never sent again. Answers whether any pending brief changed, so the
 * caller re-arms the scheduler.
 */
export async function syncBriefs(db: Db, userId: number, meetings: Meeting[], now = Date.now()) {
  const lead = (await db.select({ briefLead: users.briefLead }).from(users).where(eq(users.id, userId)).get())?.briefLead ?? null;
  const due = lead === null ? [] : meetings.filter((m) => m.startAt - lead * MINUTE > now);
  const pending = await db
    .select({ id: reminders.id, briefRef: reminders.briefRef, remindAt: reminders.remindAt, message: reminders.message })
    .from(reminders)
    .where(and(eq(reminders.userId, userId), isNotNull(reminders.briefRef), eq(reminders.sent, false)))
    .all();
  const wanted = new Set(due.map((m) => m.sourceRef));
  const gone = pending.filter((p) => !wanted.has(p.briefRef!)).map((p) => p.id);
  if (gone.length) await db.delete(reminders).where(and(eq(reminders.userId, userId), inArray(reminders.id, gone)));
  if (lead === null || due.length === 0) return gone.length > 0;

  const people = new Map(
    (
      await db
        .select({ id: contacts.id, name: contacts.name, phoneNumber: contacts.phoneNumber, phoneTyped: contacts.phoneTyped })
        .from(contacts)
        .where(and(eq(contacts.userId, userId), inArray(contacts.id, [...new Set(due.map((m) => m.contactId))])))
        .all()
    ).map((c) => [c.id, c]),
  );
  const before = new Map(pending.map((p) => [p.briefRef!, p]));
  const rows = due.flatMap((m) => {
    const person = people.get(m.contactId);
    if (!person) return [];
    const row = {
      userId,
      targetName: person.name,
      phoneNumber: person.phoneNumber,
      phoneTyped: person.phoneTyped,
      message: briefMessage(person.name, m.title, lead),
      remindAt: m.startAt - lead * MINUTE,
      briefRef: m.sourceRef,
    };
    const was = before.get(m.sourceRef);
    return was && was.remindAt === row.remindAt && was.message === row.message ? [] : [row];
  });
  // Seven columns a row: D1 binds at most 100 parameters a statement. One batch, one transaction.
  const statements = [];
  for (let i = 0; i < rows.length; i += 14)
    statements.push(
      db
        .insert(reminders)
        .values(rows.slice(i, i + 14))
        .onConflictDoUpdate({
          target: [reminders.userId, reminders.briefRef],
          set: { remindAt: sql`excluded.remindAt`, message: sql`excluded.message`, targetName: sql`excluded.targetName` },
          // A brief already sent stays as it went: one brief per meeting.
          setWhere: eq(reminders.sent, false),
        })
        .returning({ id: reminders.id }),
    );
  // A row comes back for each brief made or moved; none for a meeting whose brief already went.
  const written = (await runBatch(db, statements)).reduce((n, result) => n + result.results.length, 0);
  return gone.length > 0 || written > 0;
}

/** The briefs made again from the meetings the calendar holds now (after a pull, a change of lead time, a disconnect). */
export const rebrief = async (db: Db, userId: number, now = Date.now()) =>
  syncBriefs(db, userId, await comingMeetings(db, userId, now), now);
