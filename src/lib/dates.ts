// How the app reads and writes times: the spec's absolute format ("November 28, 2026 at 9:30 AM"),
// the way people say them ("in 3 hours", "Tomorrow at 9:00 AM"), and the value a
// <input type="datetime-local"> expects. Everything is in the user's time zone (their account
// setting, see setAppTimeZone), which starts as this device's own.
import { atLocalTime, inZone } from "../../worker/contracts/time-zone";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
let dayFormat: Intl.DateTimeFormat;
let timeFormat: Intl.DateTimeFormat;

/** The zone every date below is shown and read in: the user's saved one once it is known. */
export function setAppTimeZone(timeZone: string) {
  zone = timeZone;
  dayFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone });
  timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone });
}
setAppTimeZone(zone);

/** The zone dates are shown in now. */
export const appTimeZone = () => zone;

/** This device's own zone (what the browser says), offered when the user never chose one. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "always" });

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

// Newer ICU puts a narrow no-break space before AM/PM; a plain space reads (and matches) the same everywhere.
const clock = (date: Date) => timeFormat.format(date).replace(/\s/g, " ");

/** "November 28, 2026 at 9:30 AM" (docs/product.md#limits-and-defaults). */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${dayFormat.format(date)} at ${clock(date)}`;
}

/** The calendar day `date` falls on in the user's zone, as a UTC midnight (days counted without DST). */
const dayNumber = (date: Date) => {
  const local = inZone(date.getTime(), zone);
  return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) / DAY;
};

/** Whole calendar days from `now` to `date` in the user's zone (negative in the past). */
export const calendarDays = (date: Date, now: Date) => dayNumber(date) - dayNumber(now);

/** A time as a person would say it, relative to `now`: "in 5 minutes", "Tomorrow at 9:00 AM", "3 days ago". */
export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const diff = date.getTime() - now.getTime();
  const abs = Math.abs(diff);
  const sign = diff < 0 ? -1 : 1;

  if (abs < MINUTE) return diff < 0 ? "just now" : "in less than a minute";
  if (abs < HOUR) return relative.format(sign * Math.floor(abs / MINUTE), "minute");
  // Within a few hours, the count of hours is what people say, even across midnight.
  if (abs < 6 * HOUR) return relative.format(sign * Math.floor(abs / HOUR), "hour");

  const days = calendarDays(date, now);
  if (days === 0) return `Today at ${clock(date)}`;
  if (days === 1) return `Tomorrow at ${clock(date)}`;
  if (days === -1) return `Yesterday at ${clock(date)}`;
  const absDays = Math.abs(days);
  if (absDays < 7) return relative.format(days, "day");
  if (absDays < 30) return relative.format(Math.sign(days) * Math.round(absDays / 7), "week");
  if (absDays < 365) return relative.format(Math.sign(days) * Math.max(1, Math.round(absDays / 30.44)), "month");
  return relative.format(Math.sign(days) * Math.round(absDays / 365.25), "year");
}

/** relativeTime within a sentence: "Due today at 9:00 AM", "reached no device yesterday at 8:15 PM". */
export const relativeTimeInline = (value: string | Date, now: Date = new Date()) =>
  relativeTime(value, now).replace(/^(Today|Tomorrow|Yesterday)/, (word) => word.toLowerCase());

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

/** The first `max` characters plus "..." when the text is longer (history messages, docs/product.md#nudge-history). */
export function truncate(text: string, max = 50): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
