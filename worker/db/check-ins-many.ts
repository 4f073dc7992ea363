// Many contacts' check-ins brought in step at once (a circle's rhythm changed, or the circle went):
// the same rules as syncCheckIn (check-ins.ts), read in five queries and written in a few
// statements whatever the number of contacts. One by one, a circle of 200 would pass the
// 1 000 queries a Worker invocation may make to D1.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { cadenceOf, checkInDue, shortestCadence } from "../contracts/cadence";
import { CHECK_IN_MESSAGE } from "./check-ins";
import { meetingEnds } from "./calendars";
import { circlesByContact } from "./circles";
import type { Db } from "./client";
import { runBatch } from "./d1-batch";
import { nudgeMinutes } from "./nudge-clock";
import { contacts, reminders } from "./schema";
import { userNudgeClock } from "./user-settings";

// One bound value per id: a statement takes at most 100.
const IDS_PER_QUERY = 90;

export type NextCheckIn = { contactId: number; n: string; p: string | null; t: string | null; at: number };

/** Each contact's check-in as its rhythm (own, else its circles' shortest) says. Answers whether any nudge changed. */
export async function syncCheckIns(db: Db, userId: number, contactIds: number[]): Promise<boolean> {
  if (contactIds.length === 0) return false;
  const rows = [];
  for (let i = 0; i < contactIds.length; i += IDS_PER_QUERY)
    rows.push(
      ...(await db
        .select()
        .from(contacts)
        .where(and(eq(contacts.userId, userId), inArray(contacts.id, contactIds.slice(i, i + IDS_PER_QUERY))))
        .all()),
    );
  const [inCircles, clock, meetings, pendingRows] = await Promise.all([
    circlesByContact(db, userId),
    userNudgeClock(db, userId),
    meetingEnds(db, userId),
    db
      .select()
      .from(reminders)
      .innerJoin(contacts, eq(contacts.checkInReminderId, reminders.id))
      .where(and(eq(reminders.userId, userId), eq(reminders.sent, false)))
      .all(),
  ]);
  const pending = new Map(pendingRows.map((r) => [r.reminders.id, r.reminders]));
  const drops: { contactId: number; reminderId: number }[] = [];
  const moves: (NextCheckIn & { r: number })[] = [];
  const creates: (NextCheckIn & { old: number | null })[] = [];
  for (const contact of rows) {
    const cadence = cadenceOf(contact) ?? shortestCadence(inCircles.get(contact.id)?.cadences ?? []);
    const waiting = contact.checkInReminderId === null ? undefined : pending.get(contact.checkInReminderId);
    if (!cadence) {
      if (contact.checkInReminderId !== null) drops.push({ contactId: contact.id, reminderId: contact.checkInReminderId });
      continue;
    }
    const at = checkInDue(
      // As syncCheckIn: a meeting the calendar shows counts from its end.
      Math.max(contact.lastContactAt ?? contact.createdAt, meetings.get(contact.id) ?? 0),
      cadence,
      clock.timeZone,
      nudgeMinutes(contact.nudgeTime, clock.minutes),
    );
    const due: NextCheckIn = { contactId: contact.id, n: contact.name, p: contact.phoneNumber, t: contact.phoneTyped, at };
    if (!waiting) creates.push({ ...due, old: contact.checkInReminderId });
    else if (waiting.remindAt !== at || waiting.targetName !== due.n || waiting.phoneNumber !== due.p || waiting.phoneTyped !== due.t)
      moves.push({ ...due, r: waiting.id });
  }
  const statements = [...dropStatements(db, userId, drops), ...moveStatements(userId, moves), ...createCheckInStatements(userId, creates)];
  await runBatch(db, statements);
  return drops.some((d) => pending.has(d.reminderId)) || moves.length > 0 || creates.length > 0;
}

/** No rhythm any more: the contacts lose their check-ins (one already sent stays in history). */
function dropStatements(db: Db, userId: number, drops: { contactId: number; reminderId: number }[]) {
  const statements = [];
  for (let i = 0; i < drops.length; i += IDS_PER_QUERY) {
    const slice = drops.slice(i, i + IDS_PER_QUERY);
    statements.push(
      db
        .update(contacts)
        .set({ checkInReminderId: null })
        .where(
          and(
            eq(contacts.userId, userId),
            inArray(
              contacts.id,
              slice.map((d) => d.contactId),
            ),
          ),
        ),
      db.delete(reminders).where(
        and(
          eq(reminders.userId, userId),
          eq(reminders.sent, false),
          inArray(
            reminders.id,
            slice.map((d) => d.reminderId),
          ),
        ),
      ),
    );
  }
  return statements;
}

/** Waiting check-ins moved to their new time (their message left alone: the person may have edited it). */
function moveStatements(userId: number, moves: (NextCheckIn & { r: number })[]) {
  if (moves.length === 0) return [];
  return [
    sql`update ${reminders} set remindAt = json_extract(j.value, '$.at'), targetName = json_extract(j.value, '$.n'),
      phoneNumber = json_extract(j.value, '$.p'), phoneTyped = json_extract(j.value, '$.t')
      from json_each(${JSON.stringify(moves)}) j
      where ${reminders.id} = json_extract(j.value, '$.r') and ${reminders.userId} = ${userId} and ${reminders.sent} = 0`,
  ];
}

/**
 * New check-ins: inserted in the list's order, so the newest n nudges there are these in that
 * order (a batch runs alone, and the newest are found from the end of the table, not among all
 * the person's nudges); each contact is pointed at its own unless it got one meanwhile (its
 * link is no longer `old`), and a nudge no contact points at goes again.
 */
export function createCheckInStatements(
  userId: number,
  creates: (Omit<NextCheckIn, "contactId"> & { old: number | null })[],
  // Which contact each is for, from its JSON value: its id, or (an import's new contacts have none yet) found by what it holds.
  contactOf: (value: SQL) => SQL = (value) => sql`json_extract(${value}, '$.contactId')`,
) {
  if (creates.length === 0) return [];
  const json = JSON.stringify(creates);
  const newest = sql`(select id, row_number() over (order by id) - 1 as k
    from (select id from ${reminders} order by id desc limit ${creates.length}))`;
  return [
    sql`insert into ${reminders} (userId, targetName, message, phoneNumber, phoneTyped, remindAt)
      select ${userId}, json_extract(j.value, '$.n'), ${CHECK_IN_MESSAGE}, json_extract(j.value, '$.p'),
        json_extract(j.value, '$.t'), json_extract(j.value, '$.at')
      from json_each(${json}) j order by j.key`,
    sql`with pairs as materialized (
        select ${contactOf(sql`j.value`)} as contactId, json_extract(j.value, '$.old') as old, r.id as reminderId
        from json_each(${json}) j join ${newest} r on r.k = j.key
      )
      update ${contacts} set checkInReminderId = pairs.reminderId from pairs
      where ${contacts.id} = pairs.contactId and ${contacts.userId} = ${userId} and ${contacts.checkInReminderId} is pairs.old`,
    // The person's contacts only: through the check-ins' index, not every contact there is.
    sql`delete from ${reminders} where id in (select id from ${newest}) and sent = 0
      and not exists (select 1 from ${contacts} where ${contacts.userId} = ${userId} and ${contacts.checkInReminderId} = ${reminders.id})`,
  ];
}
