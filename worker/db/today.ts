// The reads behind GET /api/today (worker/nudges/today.ts puts them together), all scoped to the
// user, and the items the person put aside on that list (today_snoozes).
import { and, eq, gt, gte, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Db } from "./client";
import { contactDates, contacts, reminders, todaySnoozes } from "./schema";

/** What Today shows of a contact, and what its check-in counts from. */
export const todayContactColumns = {
  id: contacts.id,
  name: contacts.name,
  phoneNumber: contacts.phoneNumber,
  phoneKey: contacts.phoneKey,
  email: contacts.email,
  reachBy: contacts.reachBy,
  telegram: contacts.telegram,
  cadenceEvery: contacts.cadenceEvery,
  cadenceUnit: contacts.cadenceUnit,
  lastContactAt: contacts.lastContactAt,
  createdAt: contacts.createdAt,
  checkInReminderId: contacts.checkInReminderId,
};

export const todayContacts = (db: Db, userId: number) => db.select(todayContactColumns).from(contacts).where(eq(contacts.userId, userId));

/**
 * Nudges due by `end`: pending ones (overdue too), and ones sent since `start` that are neither
 * done nor snoozed yet, the person still has to act on those. Soonest first.
 */
export const dueNudges = (db: Db, userId: number, { start, end }: { start: number; end: number }) =>
  db
    .select()
    .from(reminders)
    .where(
      and(
        eq(reminders.userId, userId),
        or(
          and(eq(reminders.sent, false), lt(reminders.remindAt, end)),
          and(eq(reminders.sent, true), gte(reminders.sentAt, start), isNull(reminders.doneAt), isNull(reminders.snoozedUntil)),
        ),
      ),
    )
    .orderBy(reminders.remindAt, reminders.id);

/** Every date of the user's contacts; the caller keeps those coming round soon. */
export const userDates = (db: Db, userId: number) =>
  db
    .select({
      id: contactDates.id,
      contactId: contactDates.contactId,
      label: contactDates.label,
      date: contactDates.date,
      reminderId: contactDates.reminderId,
    })
    .from(contactDates)
    .where(eq(contactDates.userId, userId));

/** The date nudges' ids (on the day and heads-ups): Today lists those as dates, not again as nudges. */
export const dateNudgeIds = (db: Db, userId: number) =>
  db
    .select({ day: contactDates.reminderId, headsUp: contactDates.headsUpReminderId })
    .from(contactDates)
    .where(and(eq(contactDates.userId, userId), or(isNotNull(contactDates.reminderId), isNotNull(contactDates.headsUpReminderId))));

export const checkInItem = (contactId: number) => `check-in:${contactId}`;
export const dateItem = (dateId: number) => `date:${dateId}`;

/** The items put aside until after `now`. */
export const snoozedItems = (db: Db, userId: number, now: number) =>
  db
    .select({ item: todaySnoozes.item })
    .from(todaySnoozes)
    .where(and(eq(todaySnoozes.userId, userId), gt(todaySnoozes.until, now)));

/** Puts the item aside until `until` (a later snooze of the same item replaces it). */
export const snoozeItem = (db: Db, userId: number, item: string, until: number) =>
  db
    .insert(todaySnoozes)
    .values({ userId, item, until })
    .onConflictDoUpdate({ target: [todaySnoozes.userId, todaySnoozes.item], set: { until } })
    .run();

/** The user's date with its contact, or undefined when it is not theirs. */
export const findDate = (db: Db, userId: number, id: number) =>
  db
    .select({ id: contactDates.id, contactId: contactDates.contactId, date: contactDates.date })
    .from(contactDates)
    .where(and(eq(contactDates.id, id), eq(contactDates.userId, userId)))
    .get();
