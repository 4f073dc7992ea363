// The time of day check-ins and date nudges arrive (issue 24): the account's, or a contact's own.
// Pure and zod-free: the SPA's keep-in-touch states count with it too.
import { atLocalTime, inZone } from "./time-zone";

/** Minutes after local midnight a check-in or date nudge arrives when nobody chose: 09:00. */
export const DEFAULT_NUDGE_TIME = 9 * 60;

/**
 * The instant `minutes` after midnight on this calendar day in `timeZone` (month 1–12, days past
 * the month's end roll over). A time a DST change skips that day (02:30 when clocks go from 02:00
 * to 03:00) is read with the offset before the change, as RFC 5545 does, so it arrives just after
 * the gap (03:30), never before it or on another day.
 */
export const onDayAt = (year: number, month: number, day: number, minutes: number, timeZone: string) =>
  atLocalTime(year, month, day, Math.floor(minutes / 60), minutes % 60, timeZone);

/** The calendar day `at` falls on in `fromZone`, at `minutes` in `toZone`: a pending nudge moved to a new time or zone keeps its day. */
export function sameDayAt(at: number, fromZone: string, toZone: string, minutes: number) {
  const day = inZone(at, fromZone);
  return onDayAt(day.getFullYear(), day.getMonth() + 1, day.getDate(), minutes, toZone);
}
