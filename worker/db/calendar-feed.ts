// The private calendar feed: its secret (stored only as a hash) and the rows it lists.
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { hashToken, newToken } from "../auth/tokens";
import type { Db } from "./client";
import { calendarFeeds, contactDates, contacts, nudgeSeries, reminders, users } from "./schema";

/** At most this many upcoming nudges in the feed: calendar apps choke on huge feeds. */
const MAX_NUDGES = 500;

/** Makes the user's feed secret, replacing any earlier one (which stops working). Answers the secret. */
export async function createFeed(db: Db, userId: number) {
  const secret = newToken();
  const row = { userId, tokenHash: await hashToken(secret), createdAt: Date.now() };
  await db
    .insert(calendarFeeds)
    .values(row)
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: row.tokenHash, createdAt: row.createdAt } });
  return { secret, createdAt: row.createdAt };
}

export const findFeed = (db: Db, userId: number) =>
  db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).get();

export async function revokeFeed(db: Db, userId: number) {
  return (
    (await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning({ userId: calendarFeeds.userId }).get()) !== undefined
  );
}

/** The owner of a feed secret, or undefined. */
/** Whose feed `secret` opens, and the language its events are written in. */
export async function feedOwner(db: Db, secret: string) {
  return db
    .select({ userId: calendarFeeds.userId, language: users.language })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, await hashToken(secret)))
    .get();
}

/** What the feed lists: the owner's pending nudges (soonest first) and their contacts' dates. */
export async function feedRows(db: Db, userId: number) {
  const [nudges, dates, series] = await db.batch([
    db
      .select({
        id: reminders.id,
        targetName: reminders.targetName,
        message: reminders.message,
        remindAt: reminders.remindAt,
        phoneNumber: reminders.phoneNumber,
        url: reminders.url,
      })
      .from(reminders)
      // A repeating nudge's waiting occurrence is written as its series, with the rule.
      .where(and(eq(reminders.userId, userId), eq(reminders.sent, false), isNull(reminders.seriesId)))
      .orderBy(asc(reminders.remindAt), asc(reminders.id))
      .limit(MAX_NUDGES),
    db
      .select({
        id: contactDates.id,
        label: contactDates.label,
        date: contactDates.date,
        name: contacts.name,
        createdAt: contactDates.createdAt,
      })
      .from(contactDates)
      .innerJoin(contacts, eq(contacts.id, contactDates.contactId))
      .where(eq(contactDates.userId, userId))
      .orderBy(asc(contactDates.id)),
    db
      .select({
        id: nudgeSeries.id,
        recurrence: nudgeSeries.recurrence,
        startSlot: nudgeSeries.startSlot,
        targetName: nudgeSeries.targetName,
        message: nudgeSeries.message,
        phoneNumber: nudgeSeries.phoneNumber,
        url: nudgeSeries.url,
      })
      .from(nudgeSeries)
      .where(and(eq(nudgeSeries.userId, userId), isNotNull(nudgeSeries.pendingId)))
      .orderBy(asc(nudgeSeries.id))
      .limit(MAX_NUDGES),
  ]);
  return { nudges, dates, series };
}
