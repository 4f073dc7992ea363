// A sent check-in comes back a rhythm after it was sent: the claim's batch reads everything the
// next ones need (sentCheckIns), and the renewal's batch makes them all (renewal.ts).
import { and, eq, inArray, sql } from "drizzle-orm";
import { cadenceOf, checkInDue, shortestCadence, type Cadence } from "../contracts/cadence";
import { DEFAULT_TIME_ZONE } from "../contracts/time-zone";
import { createCheckInStatements, type NextCheckIn } from "./check-ins-many";
import type { Db } from "./client";
import { nudgeMinutes, type AccountClock } from "./nudge-clock";
import type { Value } from "./prepared-batch";
import { sentSince } from "./nudges";
import type { Renewal } from "./renewal";
import { calendarEvents, circles, contactCircles, contacts, reminders } from "./schema";

/**
 * Each contact whose check-in is sent (by this claim or an earlier run cut short), with what its
 * next one is made from: its rhythm and its circles', its last contact, its latest meeting the
 * calendar shows, and its own time of day.
 */
export const sentCheckIns = (db: Db, userId: Value<number>, since: Value<number>) =>
  db
    // Column names must differ: batched D1 results are matched by name (contacts.id vs reminders.id would clash).
    .select({
      contactId: contacts.id,
      sentId: sql<number>`${reminders.id}`.as("sentId"),
      sentAt: reminders.sentAt,
      name: contacts.name,
      phoneNumber: contacts.phoneNumber,
      phoneTyped: contacts.phoneTyped,
      lastContactAt: contacts.lastContactAt,
      addedAt: sql<number>`${contacts.createdAt}`.as("addedAt"),
      cadenceEvery: contacts.cadenceEvery,
      cadenceUnit: contacts.cadenceUnit,
      circleCadences: sql<string>`(select json_group_array(json_object('every', ${circles.cadenceEvery}, 'unit', ${circles.cadenceUnit}))
        from ${contactCircles} join ${circles} on ${circles.id} = ${contactCircles.circleId}
        where ${contactCircles.contactId} = ${contacts.id} and ${circles.cadenceEvery} is not null)`.as("circleCadences"),
      meetingEnd: sql<number | null>`(select max(${calendarEvents.endAt}) from ${calendarEvents}
        where ${calendarEvents.userId} = ${contacts.userId} and ${calendarEvents.contactId} = ${contacts.id})`.as("meetingEnd"),
      ownTime: sql<number | null>`${contacts.nudgeTime}`.as("ownTime"),
    })
    .from(contacts)
    .innerJoin(reminders, and(eq(reminders.id, contacts.checkInReminderId), eq(reminders.sent, true)))
    // Looked up by the nudges sent lately, through the partial index on check-ins (migrations/0040).
    .where(and(eq(contacts.userId, userId), inArray(contacts.checkInReminderId, sentSince(db, userId, since))));

export type SentCheckIn = Awaited<ReturnType<ReturnType<typeof sentCheckIns>["all"]>>[number];

const circleCadences = (json: string): Cadence[] =>
  (JSON.parse(json) as { every: number | null; unit: string | null }[]).flatMap(
    (c) => cadenceOf({ cadenceEvery: c.every, cadenceUnit: c.unit }) ?? [],
  );

/**
 * The next check-in of each: due a rhythm (its own, else its circles' shortest) after the latest of
 * its last contact, the sent one and the end of its latest meeting, at the contact's time of day
 * in the person's zone; the rules of syncCheckIn (check-ins.ts). A contact with no rhythm left
 * loses its link to the sent one.
 */
export function checkInRenewal(userId: number, rows: SentCheckIn[], clock: AccountClock): Renewal {
  const creates: (NextCheckIn & { old: number })[] = [];
  const unlinks: number[] = [];
  for (const row of rows) {
    const cadence = cadenceOf(row) ?? shortestCadence(circleCadences(row.circleCadences));
    if (!cadence) {
      unlinks.push(row.sentId);
      continue;
    }
    const base = Math.max(row.lastContactAt ?? row.addedAt, row.sentAt ?? Date.now(), row.meetingEnd ?? Number.NEGATIVE_INFINITY);
    const at = checkInDue(base, cadence, clock.timeZone ?? DEFAULT_TIME_ZONE, nudgeMinutes(row.ownTime, clock.nudgeTime));
    creates.push({ contactId: row.contactId, n: row.name, p: row.phoneNumber, t: row.phoneTyped, at, old: row.sentId });
  }
  const statements = [
    // Only while it still points at the sent one: an edit meanwhile may have linked a new one.
    ...(unlinks.length
      ? [
          sql`update ${contacts} set checkInReminderId = null where ${contacts.userId} = ${userId}
          and ${contacts.checkInReminderId} in (select value from json_each(${JSON.stringify(unlinks)}))`,
        ]
      : []),
    ...createCheckInStatements(userId, creates),
  ];
  return { statements, earliest: creates.length > 0 ? Math.min(...creates.map((c) => c.at)) : null };
}
