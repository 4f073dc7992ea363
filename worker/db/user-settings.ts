// The user's time zone and quiet hours (migrations/0007).
import { eq } from "drizzle-orm";
import type { AccountSettings } from "../contracts/account-settings";
import { DEFAULT_TIME_ZONE, formatClock, parseClock, type QuietHours } from "../contracts/time-zone";
import type { Db } from "./client";
import { users } from "./schema";

type Row = { timeZone: string | null; quietStart: number | null; quietEnd: number | null };

const columns = { timeZone: users.timeZone, quietStart: users.quietStart, quietEnd: users.quietEnd };

export const quietHoursOf = (row: Row): QuietHours | null => (row.quietStart === null || row.quietEnd === null ? null : { start: row.quietStart, end: row.quietEnd });

export const toSettings = (row: Row): AccountSettings => {
  const quiet = quietHoursOf(row);
  return { timeZone: row.timeZone ?? DEFAULT_TIME_ZONE, timeZoneSet: row.timeZone !== null, quietHours: quiet && { start: formatClock(quiet.start), end: formatClock(quiet.end) } };
};

export const findSettings = (db: Db, userId: number) => db.select(columns).from(users).where(eq(users.id, userId)).get();

/** The zone the user's days are counted in (check-ins, birthdays). */
export async function userTimeZone(db: Db, userId: number) {
  return (await findSettings(db, userId))?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** Saves what was sent (quietHours null clears them) and answers the stored settings. */
export function saveSettings(db: Db, userId: number, input: { timeZone?: string; quietHours?: { start: string; end: string } | null }) {
  const quiet = input.quietHours === undefined ? {} : { quietStart: input.quietHours && parseClock(input.quietHours.start), quietEnd: input.quietHours && parseClock(input.quietHours.end) };
  return db.update(users).set({ ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }), ...quiet }).where(eq(users.id, userId)).returning(columns).get();
}
