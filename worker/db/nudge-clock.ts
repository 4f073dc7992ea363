// Where and when a contact's check-ins and date nudges arrive (issue 24): the account's time zone,
// at the contact's own time of day, else the account's, else 09:00.
import { and, eq } from "drizzle-orm";
import { DEFAULT_NUDGE_TIME } from "../contracts/nudge-time";
import { DEFAULT_TIME_ZONE } from "../contracts/time-zone";
import type { Db } from "./client";
import { contacts, users } from "./schema";

/** The account's zone and its time of day for nudges (null: 09:00), as the users row holds them. */
export type AccountClock = { timeZone: string | null; nudgeTime: number | null };

/** A nudge's time of day in minutes: the contact's own, else the account's, else 09:00. */
export const nudgeMinutes = (own: number | null | undefined, account: number | null | undefined) => own ?? account ?? DEFAULT_NUDGE_TIME;

/** The zone and time of day (minutes after midnight) this contact's check-ins and date nudges arrive. */
export async function contactNudgeClock(db: Db, userId: number, contactId: number) {
  const row = await db
    .select({ timeZone: users.timeZone, account: users.nudgeTime, own: contacts.nudgeTime })
    .from(users)
    .leftJoin(contacts, and(eq(contacts.id, contactId), eq(contacts.userId, users.id)))
    .where(eq(users.id, userId))
    .get();
  return { timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE, minutes: nudgeMinutes(row?.own, row?.account) };
}
