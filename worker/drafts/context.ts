// What a draft may draw on (issue 42), read from D1: for one person, and only that person, the
// newest notes, the latest logged contacts, their yearly dates and the nudge itself (facts.ts
// makes the facts of them).
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { contactBookmarks, contactDates, contacts, interactions, reminders } from "../db/schema";
import { contextOf, type ContextAsk, type DraftContext, type History } from "./facts";

export type { ContextAsk, DraftContext, Fact } from "./facts";

const NOTES = 5;
const INTERACTIONS = 5;

/** The nudge (the person's own), if one was named. */
async function ownNudge(db: Db, userId: number, nudgeId: number | undefined) {
  if (nudgeId === undefined) return undefined;
  return db
    .select({
      id: reminders.id,
      message: reminders.message,
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
export async function draftContext(db: Db, userId: number, ask: ContextAsk, timeZone: string, now = Date.now()): Promise<DraftContext> {
  const nudge = await ownNudge(db, userId, ask.nudgeId);
  const contact = await findContact(db, userId, ask, nudge);
  const history: History = { nudge: nudge ?? null, contact: contact ?? null, notes: [], logged: [], dates: [] };
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
    Object.assign(history, { notes, logged, dates });
  }
  return contextOf(ask, history, timeZone, now);
}
