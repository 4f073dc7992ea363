// What a draft may draw on (issue 42): for one person, and only that person, the newest notes,
// the latest logged contacts, their next yearly date and the nudge itself. Each fact carries a
// ref ("note:12") that a draft cites, and a label the person reads beside the draft.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Purpose, UseKind } from "../contracts/drafts";
import type { ReachApp } from "../contracts/reach";
import { firstName, type FillValues } from "../contracts/template-fill";
import { DEFAULT_TIME_ZONE } from "../contracts/time-zone";
import type { Db } from "../db/client";
import { contactBookmarks, contactDates, contacts, interactions, reminders, users } from "../db/schema";

export type Fact = { ref: string; kind: UseKind; id: number; date: string | null; text: string; label: string };

/** Everything a draft for one person is written from; `values` fill templates' placeholders. */
export type DraftContext = {
  targetName: string;
  firstName: string;
  purpose: Purpose;
  channel: ReachApp;
  facts: Fact[];
  values: FillValues;
  timeZone: string;
};

export type ContextAsk = { targetName: string; contactId?: number; nudgeId?: number; purpose?: Purpose; channel?: ReachApp };

const NOTES = 5;
const INTERACTIONS = 5;
/** A yearly date this close is worth mentioning ("your birthday next week"). */
const DATE_WINDOW_DAYS = 45;
const DAY_MS = 86_400_000;
/** A fact's words as the model and the composer get them: enough for a message, never a whole diary. */
const FACT_CHARS = 200;

const shortDay = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone }).format(at);
const clip = (text: string, max = FACT_CHARS) => {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length <= max ? one : `${one.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
};

/** The next time a "YYYY-MM-DD" date comes round, on or after `now`'s day, and the age it brings if the year is known. */
export function nextOccurrence(date: string, now: number, timeZone: string) {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const today = new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);
  const thisYear = Number(today.slice(0, 4));
  const key = (y: number) => `${y}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const nextYear = key(thisYear) >= today ? thisYear : thisYear + 1;
  const on = Date.UTC(nextYear, month - 1, day);
  const days = Math.round((on - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  // Years before 1900 are how some address books write "year unknown" (1604 on iPhone).
  return { days, on, age: year >= 1900 && year < nextYear ? nextYear - year : null };
}

/** The nudge (the person's own), if one was named. */
async function ownNudge(db: Db, userId: number, nudgeId: number | undefined) {
  if (nudgeId === undefined) return undefined;
  return db
    .select({
      id: reminders.id,
      message: reminders.message,
      targetName: reminders.targetName,
      phoneNumber: reminders.phoneNumber,
      briefRef: reminders.briefRef,
    })
    .from(reminders)
    .where(and(eq(reminders.id, nudgeId), eq(reminders.userId, userId)))
    .get();
}

/**
 * The person the drafts are for, among the user's own contacts: the id asked for, else the
 * nudge's check-in or date's contact, else the one with the nudge's number, else the name.
 */
async function findContact(db: Db, userId: number, ask: ContextAsk, nudge: Awaited<ReturnType<typeof ownNudge>>) {
  const columns = {
    id: contacts.id,
    name: contacts.name,
    lastContactAt: contacts.lastContactAt,
    reachBy: contacts.reachBy,
    checkInReminderId: contacts.checkInReminderId,
  };
  if (ask.contactId !== undefined) {
    const own = await db
      .select(columns)
      .from(contacts)
      .where(and(eq(contacts.id, ask.contactId), eq(contacts.userId, userId)))
      .get();
    if (own) return own;
  }
  const phone = nudge?.phoneNumber?.replace(/\D/g, "") ?? null;
  return (
    db
      .select(columns)
      .from(contacts)
      .where(
        and(
          eq(contacts.userId, userId),
          nudge
            ? sql`(${contacts.checkInReminderId} = ${nudge.id}
              or ${contacts.id} in (select contactId from contact_dates where userId = ${userId} and (reminderId = ${nudge.id} or headsUpReminderId = ${nudge.id}))
              or (${phone} is not null and ${contacts.phoneKey} = ${phone})
              or ${contacts.name} = ${ask.targetName} collate nocase)`
            : sql`${contacts.name} = ${ask.targetName} collate nocase`,
        ),
      )
      // A nudge's own contact first: its check-in or date, then its number, then its name.
      .orderBy(
        nudge
          ? sql`case when ${contacts.checkInReminderId} = ${nudge.id} then 0 when ${phone} is not null and ${contacts.phoneKey} = ${phone} then 2 when ${contacts.name} = ${ask.targetName} collate nocase then 3 else 1 end`
          : contacts.id,
        contacts.id,
      )
      .get()
  );
}

/** The facts about one person, and what fills a template for them; nothing about anyone else is read. */
export async function draftContext(db: Db, userId: number, ask: ContextAsk, now = Date.now()): Promise<DraftContext> {
  const [nudge, account] = await Promise.all([
    ownNudge(db, userId, ask.nudgeId),
    db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).get(),
  ]);
  const timeZone = account?.timeZone ?? DEFAULT_TIME_ZONE;
  const contact = await findContact(db, userId, ask, nudge);
  const facts: Fact[] = [];
  const values: FillValues = { first_name: firstName(contact?.name ?? ask.targetName) };
  let purpose = ask.purpose;

  if (nudge) {
    facts.push({
      ref: `nudge:${nudge.id}`,
      kind: "nudge",
      id: nudge.id,
      date: null,
      text: clip(nudge.message),
      label: `this nudge: ${clip(nudge.message, 60)}`,
    });
    if (!purpose && nudge.briefRef) purpose = "meeting";
    if (!purpose && contact?.checkInReminderId === nudge.id) purpose = "check-in";
  }
  if (contact) {
    const [notes, logged, dates] = await db.batch([
      db
        .select({ id: contactBookmarks.id, note: contactBookmarks.note, createdAt: contactBookmarks.createdAt })
        .from(contactBookmarks)
        .where(and(eq(contactBookmarks.userId, userId), eq(contactBookmarks.contactId, contact.id)))
        .orderBy(desc(contactBookmarks.createdAt), desc(contactBookmarks.id))
        .limit(NOTES),
      db
        .select({ id: interactions.id, title: interactions.title, at: interactions.at })
        .from(interactions)
        .where(and(eq(interactions.userId, userId), eq(interactions.contactId, contact.id), sql`${interactions.at} <= ${now}`))
        .orderBy(desc(interactions.at), desc(interactions.id))
        .limit(INTERACTIONS),
      db
        .select({
          id: contactDates.id,
          label: contactDates.label,
          date: contactDates.date,
          reminderId: contactDates.reminderId,
          headsUp: contactDates.headsUpReminderId,
        })
        .from(contactDates)
        .where(and(eq(contactDates.userId, userId), eq(contactDates.contactId, contact.id))),
    ]);
    for (const n of notes) {
      const day = shortDay(n.createdAt, timeZone);
      facts.push({
        ref: `note:${n.id}`,
        kind: "note",
        id: n.id,
        date: new Date(n.createdAt).toISOString().slice(0, 10),
        text: clip(n.note),
        label: `your note of ${day}: ${clip(n.note, 60)}`,
      });
    }
    for (const i of logged) {
      const day = shortDay(i.at, timeZone);
      facts.push({
        ref: `interaction:${i.id}`,
        kind: "interaction",
        id: i.id,
        date: new Date(i.at).toISOString().slice(0, 10),
        text: clip(i.title),
        label: `${clip(i.title, 60)} on ${day}`,
      });
    }
    // The nudge's own date (a birthday's nudge), else the soonest one coming up.
    const upcoming = dates
      .map((d) => ({
        ...d,
        next: nextOccurrence(d.date, now, timeZone),
        forNudge: nudge !== undefined && (d.reminderId === nudge.id || d.headsUp === nudge.id),
      }))
      .filter((d) => d.forNudge || d.next.days <= DATE_WINDOW_DAYS)
      .sort((a, b) => Number(b.forNudge) - Number(a.forNudge) || a.next.days - b.next.days)[0];
    if (upcoming) {
      const on = shortDay(upcoming.next.on, "UTC");
      const when = upcoming.next.days === 0 ? "today" : upcoming.next.days === 1 ? "tomorrow" : `on ${on}`;
      const turning = upcoming.next.age === null ? "" : `, turning ${upcoming.next.age}`;
      facts.push({
        ref: `date:${upcoming.id}`,
        kind: "date",
        id: upcoming.id,
        date: new Date(upcoming.next.on).toISOString().slice(0, 10),
        text: `${upcoming.label} ${when}${turning}`,
        label: `their ${upcoming.label} ${when}`,
      });
      values.date = on;
      if (upcoming.next.age !== null) values.age = String(upcoming.next.age);
      if (!purpose && upcoming.forNudge) purpose = /birthday/i.test(upcoming.label) ? "birthday" : "date";
    }
    const last = logged[0]?.at ?? contact.lastContactAt;
    if (last !== null && last !== undefined) values.days_since = String(Math.max(1, Math.floor((now - last) / DAY_MS)));
  }
  return {
    targetName: ask.targetName,
    firstName: values.first_name!,
    purpose: purpose ?? "check-in",
    channel: ask.channel ?? (contact?.reachBy as ReachApp | null) ?? "sms",
    facts,
    values,
    timeZone,
  };
}
