// Birthdays and other yearly dates on a contact: each keeps a pending nudge on the day and, with
// days early (leadDays > 0), a heads-up that many days before (issue 24), each made again for the
// following year once sent. Callers re-arm the scheduler when these answer true (nudges changed).
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { dateNudgeMessage } from "../contacts/date-nudge-message";
import { nextDateNudge, type ImportantDate } from "../contracts/important-dates";
import { sameDayAt } from "../contracts/nudge-time";
import { DEFAULT_TIME_ZONE } from "../contracts/time-zone";
import type { Db } from "./client";
import { nudgeMinutes, type AccountClock } from "./nudge-clock";
import { runBatch, type Statement } from "./d1-batch";
import type { Value } from "./prepared-batch";
import { sentSince } from "./nudges";
import { newestNudge, type Renewal } from "./renewal";
import { contactDates, contacts, reminders, users } from "./schema";
import { ownRow } from "./own-row";

type Row = typeof contactDates.$inferSelect;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A date's two nudges: the one on the day, and the heads-up `leadDays` before it. */
export type DateNudgeKind = "onTheDay" | "headsUp";
const link = { onTheDay: contactDates.reminderId, headsUp: contactDates.headsUpReminderId } as const;
const linkOf = (row: Row, kind: DateNudgeKind) => (kind === "onTheDay" ? row.reminderId : row.headsUpReminderId);
/** The nudges a date keeps: a heads-up only when it has days early. */
const kindsOf = (row: Row): DateNudgeKind[] => (row.leadDays > 0 ? ["headsUp", "onTheDay"] : ["onTheDay"]);

// The two nudges as separate joins. Named apart: batched D1 results are matched by column name.
const onTheDay = alias(reminders, "onTheDay");
const headsUp = alias(reminders, "headsUp");

export const toImportantDate = (row: Row, at: { headsUp: number | null; onTheDay: number | null }): ImportantDate => {
  const pending = [at.headsUp, at.onTheDay].filter((t): t is number => t !== null);
  return {
    id: row.id,
    contactId: row.contactId,
    label: row.label,
    date: row.date,
    leadDays: row.leadDays,
    nextNudgeAt: iso(pending.length === 0 ? null : Math.min(...pending)),
    // A date from before the heads-up points both links at its one nudge, a heads-up (see schema.ts).
    headsUpAt: iso(at.headsUp),
    onTheDayAt: iso(row.reminderId === row.headsUpReminderId ? null : at.onTheDay),
    createdAt: iso(row.createdAt)!,
  };
};

/** The contact's dates (or, without one, all the user's) with when each one's pending nudges are due. */
export async function listDates(db: Db, userId: number, contactId?: number) {
  const rows = await db
    .select({
      date: contactDates,
      onTheDayAt: sql<number | null>`${onTheDay.remindAt}`.as("onTheDayAt"),
      headsUpAt: sql<number | null>`${headsUp.remindAt}`.as("headsUpAt"),
    })
    .from(contactDates)
    .leftJoin(onTheDay, and(eq(onTheDay.id, contactDates.reminderId), eq(onTheDay.sent, false)))
    .leftJoin(headsUp, and(eq(headsUp.id, contactDates.headsUpReminderId), eq(headsUp.sent, false)))
    .where(and(eq(contactDates.userId, userId), contactId === undefined ? undefined : eq(contactDates.contactId, contactId)))
    .orderBy(contactDates.date, contactDates.id)
    .all();
  return rows.map((r) => toImportantDate(r.date, { headsUp: r.headsUpAt, onTheDay: r.onTheDayAt }));
}

/** The date's month and day ("1990-03-14" → [3, 14]): only they repeat. */
const monthDayOf = (row: Row) => row.date.split("-").slice(1).map(Number) as [number, number];

/** Who a date's nudges are about, and the contact's own time of day. */
type DateContact = { name: string; phoneNumber: string | null; phoneTyped: string | null; nudgeTime: number | null };

/**
 * The statements that make the date's `kind` nudge for its next occurrence after `after`, at the
 * contact's time of day in the account's zone, and link it only while its link is still as `date`
 * has it (an edit meanwhile wins); a nudge left unlinked goes again. Answers them and the nudge's time.
 */
function nextNudge(db: Db, userId: number, date: Row, kind: DateNudgeKind, after: number, contact: DateContact, clock: AccountClock) {
  const leadDays = kind === "headsUp" ? date.leadDays : 0;
  const timeZone = clock.timeZone ?? DEFAULT_TIME_ZONE;
  const next = nextDateNudge(...monthDayOf(date), leadDays, after, timeZone, nudgeMinutes(contact.nudgeTime, clock.nudgeTime));
  const was = linkOf(date, kind);
  const statements: Statement[] = [
    db.insert(reminders).values({
      userId,
      targetName: contact.name,
      phoneNumber: contact.phoneNumber,
      phoneTyped: contact.phoneTyped,
      message: dateNudgeMessage(contact.name, date.label, leadDays, next.occursOn),
      remindAt: next.at,
    }),
    db
      .update(contactDates)
      .set(kind === "onTheDay" ? { reminderId: newestNudge } : { headsUpReminderId: newestNudge })
      .where(and(eq(contactDates.id, date.id), was === null ? undefined : eq(link[kind], was))),
    db.delete(reminders).where(
      and(
        eq(reminders.id, newestNudge),
        // Each through its index: an OR of the two would read every date there is.
        sql`not exists (select 1 from ${contactDates} where ${contactDates.userId} = ${userId} and ${contactDates.reminderId} = ${reminders.id})`,
        sql`not exists (select 1 from ${contactDates} where ${contactDates.headsUpReminderId} = ${reminders.id})`,
      ),
    ),
  ];
  return { statements, at: next.at };
}

export async function addDate(db: Db, userId: number, contactId: number, fields: { label: string; date: string; leadDays: number }) {
  const [[row], [who]] = await db.batch([
    db
      .insert(contactDates)
      .values({ ...fields, userId, contactId })
      .returning(),
    db
      .select({
        name: contacts.name,
        phoneNumber: contacts.phoneNumber,
        phoneTyped: contacts.phoneTyped,
        nudgeTime: contacts.nudgeTime,
        timeZone: users.timeZone,
        accountTime: sql<number | null>`${users.nudgeTime}`.as("accountTime"),
      })
      .from(contacts)
      .innerJoin(users, eq(users.id, contacts.userId))
      .where(and(eq(contacts.id, contactId), eq(contacts.userId, userId))),
  ]);
  if (!row || !who) throw new Error(`contact ${contactId} went while its date was added`);
  const now = Date.now();
  const made = kindsOf(row).map((kind) => ({
    kind,
    ...nextNudge(db, userId, row, kind, now, who, { timeZone: who.timeZone, nudgeTime: who.accountTime }),
  }));
  const results = await runBatch(db, [
    ...made.flatMap((m) => m.statements),
    db.select().from(contactDates).where(eq(contactDates.id, row.id)),
  ]);
  const linked = (results.at(-1)?.results[0] as Row | undefined) ?? row;
  const at = { headsUp: null as number | null, onTheDay: null as number | null };
  for (const m of made) if (linkOf(linked, m.kind) !== null) at[m.kind] = m.at;
  return toImportantDate(linked, at);
}

/** The pending nudges these dates point at (both kinds). */
const pendingOf = (db: Db, userId: number, rows: Pick<Row, "reminderId" | "headsUpReminderId">[]) => {
  const ids = rows.flatMap((r) => [r.reminderId, r.headsUpReminderId]).filter((id): id is number => id !== null);
  return db.delete(reminders).where(and(inArray(reminders.id, ids), eq(reminders.userId, userId), eq(reminders.sent, false)));
};

/** Deletes the date and its pending nudges. Answers false when it is not the user's. */
export async function deleteDate(db: Db, userId: number, id: number) {
  const row = await db
    .delete(contactDates)
    .where(ownRow(contactDates, userId, id))
    .returning()
    .get();
  if (!row) return false;
  if (row.reminderId !== null || row.headsUpReminderId !== null) await pendingOf(db, userId, [row]);
  return true;
}

/** A contact's dates that have a nudge (on the day, a heads-up or both), with their nudges' ids. */
export const contactDateNudges = (db: Db, userId: number, contactId: number) =>
  db
    .select({ reminderId: contactDates.reminderId, headsUpReminderId: contactDates.headsUpReminderId })
    .from(contactDates)
    .where(
      and(
        eq(contactDates.contactId, contactId),
        eq(contactDates.userId, userId),
        or(isNotNull(contactDates.reminderId), isNotNull(contactDates.headsUpReminderId)),
      ),
    );

/** The contact is going away: the pending nudges of its dates go with it (the dates cascade). */
export async function dropDateNudges(db: Db, userId: number, contactId: number) {
  const rows = await contactDateNudges(db, userId, contactId);
  if (rows.length === 0) return false;
  return (await pendingOf(db, userId, rows).returning({ id: reminders.id }).all()).length > 0;
}

/**
 * When a date's sent nudge counts as sent, for its next one: when it went out, or when it was due
 * if it went earlier (marked done on Today before its day, which must not bring it back this year)
 * or has no sentAt (never expected).
 */
const sentFor = (nudge: typeof onTheDay | typeof headsUp) =>
  sql<number | null>`max(coalesce(${nudge.sentAt}, ${nudge.remindAt}), ${nudge.remindAt})`;

/**
 * Dates with a nudge sent at or after `since` and not yet renewed, with when each kind was sent
 * (null: that one is not waiting). A query builder: the scheduler's alarm batches it with its
 * claim, so it also sees the nudges that claim just took.
 */
export const sentDateNudges = (db: Db, userId: Value<number>, since: Value<number>) =>
  db
    .select({
      date: contactDates,
      onTheDaySentAt: sentFor(onTheDay).as("onTheDaySentAt"),
      headsUpSentAt: sentFor(headsUp).as("headsUpSentAt"),
      // Who the next nudges are about and the contact's own time of day, as one JSON value: a
      // subquery is read only for the dates with a sent nudge, where a join would read every date's contact.
      contact: sql<string>`(select json_object('name', ${contacts.name}, 'phoneNumber', ${contacts.phoneNumber},
        'phoneTyped', ${contacts.phoneTyped}, 'nudgeTime', ${contacts.nudgeTime})
        from ${contacts} where ${contacts.id} = ${contactDates.contactId})`.as("contact"),
    })
    .from(contactDates)
    .leftJoin(onTheDay, and(eq(onTheDay.id, contactDates.reminderId), eq(onTheDay.sent, true)))
    .leftJoin(headsUp, and(eq(headsUp.id, contactDates.headsUpReminderId), eq(headsUp.sent, true)))
    // Looked up by the nudges sent lately, through the index on each link: as an OR, SQLite reads
    // every date the person keeps, and so it does for heads-ups unless the unary + keeps it off the
    // index on userId.
    .where(
      inArray(
        contactDates.id,
        sql`(select d.id from ${contactDates} d where d.userId = ${userId} and d.reminderId in ${sentSince(db, userId, since)}
          union all
          select d.id from ${contactDates} d where d.headsUpReminderId in ${sentSince(db, userId, since)} and +d.userId = ${userId})`,
      ),
    );

export type SentDate = Awaited<ReturnType<ReturnType<typeof sentDateNudges>["all"]>>[number];

/**
 * Gives each sent nudge of these dates its next one: a heads-up next year's, the one on the day
 * next year's. A date from before the heads-up (both links at its one nudge, a heads-up) gets
 * both here once that is sent: the day's for this year, still ahead. Each is linked only if its
 * link is still the sent one (an edit meanwhile may have moved it), and dropped if not.
 */
export function dateRenewal(db: Db, userId: number, rows: SentDate[], clock: AccountClock): Renewal {
  const made = rows.flatMap((row) => {
    const contact = JSON.parse(row.contact) as DateContact;
    const sent: [DateNudgeKind, number | null][] = [
      ["headsUp", row.headsUpSentAt],
      ["onTheDay", row.onTheDaySentAt],
    ];
    return sent.flatMap(([kind, sentAt]) =>
      sentAt === null || !kindsOf(row.date).includes(kind) ? [] : [nextNudge(db, userId, row.date, kind, sentAt, contact, clock)],
    );
  });
  return { statements: made.flatMap((m) => m.statements), earliest: made.length > 0 ? Math.min(...made.map((m) => m.at)) : null };
}

/**
 * The time of day or the zone changed (the account's, or `contactId`'s own time): each pending
 * date nudge keeps the calendar day it had in `fromZone` and moves to the contact's time in the
 * user's zone now. Answers whether any moved.
 */
export async function retimeDateNudges(db: Db, userId: number, fromZone: string, contactId?: number) {
  const rows = await db
    .select({
      onTheDay: sql<number | null>`${onTheDay.id}`.as("onTheDayId"),
      onTheDayAt: sql<number | null>`${onTheDay.remindAt}`.as("onTheDayAt"),
      headsUp: sql<number | null>`${headsUp.id}`.as("headsUpId"),
      headsUpAt: sql<number | null>`${headsUp.remindAt}`.as("headsUpAt"),
      own: contacts.nudgeTime,
      account: users.nudgeTime,
      timeZone: users.timeZone,
    })
    .from(contactDates)
    .innerJoin(contacts, eq(contacts.id, contactDates.contactId))
    .innerJoin(users, eq(users.id, contactDates.userId))
    .leftJoin(onTheDay, and(eq(onTheDay.id, contactDates.reminderId), eq(onTheDay.sent, false)))
    .leftJoin(headsUp, and(eq(headsUp.id, contactDates.headsUpReminderId), eq(headsUp.sent, false)))
    .where(and(eq(contactDates.userId, userId), contactId === undefined ? undefined : eq(contactDates.contactId, contactId)))
    .all();
  // A date from before the heads-up lists its one nudge twice: it moves once.
  const moved = new Map<number, number>();
  for (const r of rows) {
    const toZone = r.timeZone ?? DEFAULT_TIME_ZONE;
    const minutes = nudgeMinutes(r.own, r.account);
    for (const [id, at] of [
      [r.onTheDay, r.onTheDayAt],
      [r.headsUp, r.headsUpAt],
    ] as const) {
      if (id === null || at === null) continue;
      const to = sameDayAt(at, fromZone, toZone, minutes);
      if (to !== at) moved.set(id, to);
    }
  }
  const moves = [...moved].map(([id, at]) =>
    db
      .update(reminders)
      .set({ remindAt: at })
      .where(and(eq(reminders.id, id), eq(reminders.userId, userId), eq(reminders.sent, false))),
  );
  // One round trip for all of them.
  if (moves.length > 0) await db.batch(moves as [(typeof moves)[number], ...typeof moves]);
  return moves.length > 0;
}
