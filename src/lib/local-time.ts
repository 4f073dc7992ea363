// The user's time zone and the wall-clock arithmetic in it: which calendar day a moment falls on,
// the value a <input type="datetime-local"> shows and reads, and "the same time N days later".
// No words here (dates.ts writes times for people), so tests and scripts can use it as it is.
import { atLocalTime, inZone } from "../../worker/contracts/time-zone";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone every date below is shown and read in: the user's saved one once it is known. */
export function setAppTimeZone(timeZone: string) {
  zone = timeZone;
}

/** The zone dates are shown in now. */
export const appTimeZone = () => zone;

/** This device's own zone (what the browser says), offered when the user never chose one. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The calendar day `date` falls on in the user's zone, as a UTC midnight (days counted without DST). */
const dayNumber = (date: Date) => {
  const local = inZone(date.getTime(), zone);
  return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) / DAY;
};

/** Whole calendar days from `now` to `date` in the user's zone (negative in the past). */
export const calendarDays = (date: Date, now: Date) => dayNumber(date) - dayNumber(now);

const pad = (n: number) => String(n).padStart(2, "0");

/** "YYYY-MM-DDTHH:mm" in the user's zone, the value format of <input type="datetime-local">. */
export function toLocalInputValue(date: Date): string {
  const local = inZone(date.getTime(), zone);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/** The moment a datetime-local value names (in the user's zone), or null when it is blank or malformed. */
export function fromLocalInputValue(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  // Reject dates that would silently roll over, such as February 30.
  if (d > new Date(Date.UTC(y, mo, 0)).getUTCDate() || mo < 1 || mo > 12) return null;
  return new Date(atLocalTime(y, mo, d, h, mi, zone, s));
}

/** The earliest a new nudge may be scheduled (docs/product.md#schedule-form): one minute from now. */
export function minScheduleInput(now: Date = new Date()): string {
  return toLocalInputValue(new Date(now.getTime() + MINUTE));
}

/** The same wall-clock time in the user's zone `days` later (a calendar day, so DST shifts don't move the hour). */
export function addDays(date: Date, days: number): Date {
  const next = inZone(date.getTime(), zone);
  next.setDate(next.getDate() + days);
  return new Date(next.getTime());
}

/** The same day `months` later in the user's zone, clamped to the month's end: January 31 + 1 month is February 28 (or 29). */
export function addMonths(date: Date, months: number): Date {
  const next = inZone(date.getTime(), zone);
  const day = next.getDate();
  next.setDate(1);
  next.setMonth(next.getMonth() + months);
  const lastDay = new Date(Date.UTC(next.getFullYear(), next.getMonth() + 1, 0)).getUTCDate();
  next.setDate(Math.min(day, lastDay));
  return new Date(next.getTime());
}
