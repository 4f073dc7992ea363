// A contact's keep-in-touch check-in: one pending nudge at lastContactAt + cadence, kept in step
// with the contact. Callers re-arm the user's scheduler when these answer true (nudges changed).
import { and, eq } from "drizzle-orm";
import { cadenceOf, checkInDue, shortestCadence } from "../contracts/cadence";
import { sameDayAt } from "../contracts/nudge-time";
import { DEFAULT_TIME_ZONE } from "../contracts/time-zone";
import { latestMeetingEnd } from "./calendars";
import { circlesByContact } from "./circles";
import type { Db } from "./client";
import { nudgeMinutes } from "./nudge-clock";
import { contacts, reminders, users } from "./schema";
import { userNudgeClock } from "./user-settings";
import { ownRow } from "./own-row";

type NudgeRow = typeof reminders.$inferSelect;

/** The check-in nudge's message (its push title already says "Time to reach out to <name>"). */
// Not translated: stored with each check-in nudge and matched to find them (Today, imports); it is
// shown as written, in English, until check-ins carry a kind of their own.
export const CHECK_IN_MESSAGE = "Keep in touch: your check-in is due";

const pendingCheckIn = (db: Db, userId: number, id: number | null) =>
  id === null
    ? undefined
    : db
        .select()
        .from(reminders)
        .where(and(eq(reminders.id, id), eq(reminders.userId, userId), eq(reminders.sent, false)))
        .get();

/**
 * Creates, moves or removes the contact's pending check-in nudge to match its cadence: due at the
 * contact's time of day (its own, else the account's; the user's zone) on the day lastContactAt
 * (or, never contacted, when it was added) + cadence falls on, and not before the end of a meeting
 * with them that the connected calendar shows + cadence. (A sent check-in's next one follows the
 * same rules in one batch with the others sent: check-in-renewal.ts.)
 */
export async function syncCheckIn(db: Db, userId: number, contactId: number): Promise<boolean> {
  const contact = await db
    .select()
    .from(contacts)
    .where(ownRow(contacts, userId, contactId))
    .get();
  if (!contact) return false;
  const pending = await pendingCheckIn(db, userId, contact.checkInReminderId);
  // Their own rhythm, else the shortest of their circles'.
  const cadence = cadenceOf(contact) ?? shortestCadence((await circlesByContact(db, userId, contactId)).get(contactId)?.cadences ?? []);
  if (!cadence) {
    if (contact.checkInReminderId === null) return false;
    await db.batch([
      db.update(contacts).set({ checkInReminderId: null }).where(eq(contacts.id, contactId)),
      // A check-in already sent stays in the history; only the pending one goes.
      db.delete(reminders).where(and(eq(reminders.id, contact.checkInReminderId), eq(reminders.sent, false))),
    ]);
    return pending !== undefined;
  }
  // A meeting with them the calendar shows (issue 41) counts as being in touch at its end, so no
  // "time to reach out" comes days before the person sees them anyway.
  const meeting = await latestMeetingEnd(db, userId, contactId);
  const base = Math.max(contact.lastContactAt ?? contact.createdAt, meeting ?? Number.NEGATIVE_INFINITY);
  const clock = await userNudgeClock(db, userId);
  const fields = {
    targetName: contact.name,
    phoneNumber: contact.phoneNumber,
    phoneTyped: contact.phoneTyped,
    remindAt: checkInDue(base, cadence, clock.timeZone, nudgeMinutes(contact.nudgeTime, clock.minutes)),
  };
  if (pending) return moveCheckIn(db, pending, fields);
  const created = await db
    .insert(reminders)
    .values({ ...fields, message: CHECK_IN_MESSAGE, userId })
    .returning({ id: reminders.id })
    .get();
  // Only if no one else linked a check-in meanwhile: a contact never has two.
  const linked = await db
    .update(contacts)
    .set({ checkInReminderId: created.id })
    .where(
      and(
        eq(contacts.id, contactId),
        contact.checkInReminderId === null ? undefined : eq(contacts.checkInReminderId, contact.checkInReminderId),
      ),
    )
    .returning({ id: contacts.id })
    .get();
  if (!linked) await db.delete(reminders).where(eq(reminders.id, created.id));
  return linked !== undefined;
}

// The message is left alone: the user may have edited it.
async function moveCheckIn(db: Db, pending: NudgeRow, fields: Pick<NudgeRow, "targetName" | "phoneNumber" | "phoneTyped" | "remindAt">) {
  if (
    pending.remindAt === fields.remindAt &&
    pending.targetName === fields.targetName &&
    pending.phoneNumber === fields.phoneNumber &&
    pending.phoneTyped === fields.phoneTyped
  )
    return false;
  await db
    .update(reminders)
    .set(fields)
    .where(and(eq(reminders.id, pending.id), eq(reminders.sent, false)));
  return true;
}

/** The contact is going away: its pending check-in goes with it. Answers whether one did. */
export async function dropCheckIn(db: Db, userId: number, contactId: number) {
  const contact = await db
    .select({ id: contacts.checkInReminderId })
    .from(contacts)
    .where(ownRow(contacts, userId, contactId))
    .get();
  if (!contact?.id) return false;
  return (
    (await db
      .delete(reminders)
      .where(and(eq(reminders.id, contact.id), eq(reminders.userId, userId), eq(reminders.sent, false)))
      .returning({ id: reminders.id })
      .get()) !== undefined
  );
}

/** The user's pending check-in nudges, with their contacts. */
const pendingCheckIns = (db: Db, userId: number) =>
  db
    .select({ contactId: contacts.id, reminderId: reminders.id, at: reminders.remindAt })
    .from(contacts)
    .innerJoin(reminders, and(eq(reminders.id, contacts.checkInReminderId), eq(reminders.sent, false)))
    .where(eq(contacts.userId, userId))
    .all();

/** The pending check-in times of the user's contacts, by contact id. */
export async function nextCheckIns(db: Db, userId: number) {
  return new Map((await pendingCheckIns(db, userId)).map((r) => [r.contactId, r.at]));
}

/**
 * Contacts whose check-in nudge has been sent and not yet followed by the next (a query builder:
 * the scheduler's alarm batches it with its claim, so it also sees what that claim just took).
 */
/**
 * The user moved to another time zone or chose another time of day: each pending check-in keeps
 * the calendar day it had in `fromZone` and arrives on that day at its contact's time (its own,
 * else the account's) in the zone now saved (re-counting from the last contact could land it in
 * the past). Answers whether any moved.
 */
export async function retimeCheckIns(db: Db, userId: number, fromZone: string) {
  const rows = await db
    .select({
      reminderId: reminders.id,
      at: reminders.remindAt,
      own: contacts.nudgeTime,
      account: users.nudgeTime,
      timeZone: users.timeZone,
    })
    .from(contacts)
    .innerJoin(reminders, and(eq(reminders.id, contacts.checkInReminderId), eq(reminders.sent, false)))
    .innerJoin(users, eq(users.id, contacts.userId))
    .where(eq(contacts.userId, userId))
    .all();
  const moves = rows.flatMap(({ reminderId, at, own, account, timeZone }) => {
    const moved = sameDayAt(at, fromZone, timeZone ?? DEFAULT_TIME_ZONE, nudgeMinutes(own, account));
    if (moved === at) return [];
    return [
      db
        .update(reminders)
        .set({ remindAt: moved })
        .where(and(eq(reminders.id, reminderId), eq(reminders.sent, false))),
    ];
  });
  // One round trip for all of them.
  if (moves.length > 0) await db.batch(moves as [(typeof moves)[number], ...typeof moves]);
  return moves.length > 0;
}
