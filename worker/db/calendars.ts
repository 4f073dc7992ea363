// The person's connected calendar and the event occurrences with contacts it showed (issue 41).
import { and, asc, eq, gte, inArray, isNull, lt, lte, max, or, sql } from "drizzle-orm";
import type { Db } from "./client";
import { calendarEvents, calendars, contactBookmarks, contacts, interactionReviews, interactions } from "./schema";

export type CalendarRow = typeof calendars.$inferSelect;
export type EventRow = Omit<typeof calendarEvents.$inferSelect, "calendarId" | "userId">;

export const findCalendar = (db: Db, userId: number) => db.select().from(calendars).where(eq(calendars.userId, userId)).get();

/** Connects the calendar, replacing one connected before (its remembered events go; interactions stay). */
export async function saveCalendar(
  db: Db,
  userId: number,
  fields: Pick<CalendarRow, "kind" | "url" | "shownUrl" | "username" | "password">,
  now: number,
) {
  await db.batch([
    db.delete(calendars).where(eq(calendars.userId, userId)),
    db.insert(calendars).values({ ...fields, userId, nextSyncAt: now }),
  ]);
}

export async function deleteCalendar(db: Db, userId: number) {
  return (await db.delete(calendars).where(eq(calendars.userId, userId)).returning({ id: calendars.id }).get()) !== undefined;
}

/** Takes the calendar for one pull until `until`, unless another pull holds it. */
export const leaseCalendar = (db: Db, userId: number, now: number, until: number) =>
  db
    .update(calendars)
    .set({ leaseUntil: until })
    .where(and(eq(calendars.userId, userId), or(isNull(calendars.leaseUntil), lt(calendars.leaseUntil, now))))
    .returning()
    .get();

/** How the pull went, the version read whole (when it was), the next pull, and the lease let go. */
export const finishPull = (
  db: Db,
  id: number,
  outcome: { at: number; error: string | null; nextSyncAt: number; version?: { etag: string | null; ctag: string | null } },
) =>
  db
    .update(calendars)
    .set({
      lastSyncAt: outcome.error ? sql`${calendars.lastSyncAt}` : outcome.at,
      lastError: outcome.error,
      nextSyncAt: outcome.nextSyncAt,
      leaseUntil: null,
      ...(outcome.version ?? {}),
    })
    .where(eq(calendars.id, id));

/** Up to `limit` calendars whose pull is due, moved to `retryAt` meanwhile. Answers their owners. */
export async function takeDueCalendars(db: Db, now: number, limit: number, retryAt: number) {
  const due = db
    .select({ id: calendars.id })
    .from(calendars)
    .where(lte(calendars.nextSyncAt, now))
    .orderBy(asc(calendars.nextSyncAt))
    .limit(limit);
  const rows = await db
    .update(calendars)
    .set({ nextSyncAt: retryAt })
    .where(inArray(calendars.id, due))
    .returning({ userId: calendars.userId })
    .all();
  return rows.map((r) => r.userId);
}

export const readEvents = (db: Db, calendarId: number): Promise<EventRow[]> =>
  db
    .select({
      sourceRef: calendarEvents.sourceRef,
      contactId: calendarEvents.contactId,
      startAt: calendarEvents.startAt,
      endAt: calendarEvents.endAt,
      title: calendarEvents.title,
      logged: calendarEvents.logged,
    })
    .from(calendarEvents)
    .where(eq(calendarEvents.calendarId, calendarId))
    .all();

// Eight bound values a row: 12 rows stay inside D1's 100-parameter limit per statement.
const ROWS_PER_STATEMENT = 12;

export async function saveEvents(db: Db, userId: number, calendarId: number, rows: EventRow[]) {
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
    statements.push(
      db
        .insert(calendarEvents)
        .values(rows.slice(i, i + ROWS_PER_STATEMENT).map((r) => ({ ...r, userId, calendarId })))
        .onConflictDoUpdate({
          target: [calendarEvents.calendarId, calendarEvents.sourceRef],
          set: {
            contactId: sql`excluded.contactId`,
            startAt: sql`excluded.startAt`,
            endAt: sql`excluded.endAt`,
            title: sql`excluded.title`,
            logged: sql`excluded.logged`,
          },
        }),
    );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/**
 * Occurrences gone from the calendar (cancelled, deleted): the row and the interaction it logged
 * go, and so does what that interaction did to the contact's last contact: a contact whose last
 * contact was that meeting goes back to the newest of what remains (an interaction, a note).
 */
export async function dropEvents(db: Db, userId: number, calendarId: number, refs: string[]) {
  const removed = new Map<number, number>();
  for (let i = 0; i < refs.length; i += 90) {
    const chunk = refs.slice(i, i + 90);
    const [, gone] = await db.batch([
      db.delete(calendarEvents).where(and(eq(calendarEvents.calendarId, calendarId), inArray(calendarEvents.sourceRef, chunk))),
      db
        .delete(interactions)
        .where(and(eq(interactions.userId, userId), eq(interactions.source, "calendar"), inArray(interactions.sourceRef, chunk)))
        .returning({ contactId: interactions.contactId, at: interactions.at }),
    ]);
    for (const { contactId, at } of gone) removed.set(contactId, Math.max(at, removed.get(contactId) ?? 0));
  }
  const statements = [...removed].map(([contactId, at]) =>
    db
      .update(contacts)
      .set({
        lastContactAt: sql`(select max(t.at) from (
          select max(${interactions.at}) as at from ${interactions} where ${interactions.userId} = ${userId} and ${interactions.contactId} = ${contactId}
          union all
          select max(${contactBookmarks.createdAt}) from ${contactBookmarks} where ${contactBookmarks.userId} = ${userId} and ${contactBookmarks.contactId} = ${contactId}
        ) as t)`,
      })
      .where(and(eq(contacts.id, contactId), eq(contacts.userId, userId), eq(contacts.lastContactAt, at))),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** Rows ended before the window: what they logged is history now, nothing to take back. */
export const forgetBefore = (db: Db, calendarId: number, before: number) =>
  db.delete(calendarEvents).where(and(eq(calendarEvents.calendarId, calendarId), lt(calendarEvents.endAt, before)));

/** The end of the contact's latest meeting the calendar shows, or null: its check-in counts from there. */
export async function latestMeetingEnd(db: Db, userId: number, contactId: number) {
  const row = await db
    .select({ end: max(calendarEvents.endAt) })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.userId, userId), eq(calendarEvents.contactId, contactId)))
    .get();
  return row?.end ?? null;
}

/** The end of each contact's latest meeting the calendar shows, by contact id (the bulk form of the above). */
export async function meetingEnds(db: Db, userId: number) {
  const rows = await db
    .select({ contactId: calendarEvents.contactId, end: max(calendarEvents.endAt) })
    .from(calendarEvents)
    .where(eq(calendarEvents.userId, userId))
    .groupBy(calendarEvents.contactId)
    .all();
  return new Map(rows.map((r) => [r.contactId, r.end ?? 0]));
}

/**
 * Reviews the calendar queued that still wait for an answer, for events no longer on it (cancelled
 * or deleted) within the window: they go, since there is no meeting left to ask about. Answered
 * ones stay. Answers how many went.
 */
export async function dropStaleReviews(db: Db, userId: number, stillThere: Set<string>, from: number) {
  const waiting = await db
    .select({ id: interactionReviews.id, sourceRef: interactionReviews.sourceRef })
    .from(interactionReviews)
    .where(
      and(
        eq(interactionReviews.userId, userId),
        eq(interactionReviews.source, "calendar"),
        isNull(interactionReviews.answer),
        gte(interactionReviews.at, from),
      ),
    )
    .all();
  const stale = waiting.filter((r) => !stillThere.has(r.sourceRef)).map((r) => r.id);
  for (let i = 0; i < stale.length; i += 90)
    await db
      .delete(interactionReviews)
      .where(and(eq(interactionReviews.userId, userId), inArray(interactionReviews.id, stale.slice(i, i + 90))));
  return stale.length;
}

/** The user's coming meetings with contacts (what their briefs are made from), soonest first. */
export const comingMeetings = (db: Db, userId: number, now: number) =>
  db
    .select({
      contactId: calendarEvents.contactId,
      sourceRef: calendarEvents.sourceRef,
      startAt: calendarEvents.startAt,
      title: calendarEvents.title,
    })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.userId, userId), gte(calendarEvents.startAt, now)))
    .orderBy(asc(calendarEvents.startAt))
    .all();
