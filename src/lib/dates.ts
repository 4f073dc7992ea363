// How the app reads and writes times: the spec's absolute format ("November 28, 2026 at 9:30 AM"),
// the way people say them ("in 3 hours", "Tomorrow at 9:00 AM"), and the value a
// <input type="datetime-local"> expects. Everything is in the viewer's local time zone.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "always" });

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

// Newer ICU puts a narrow no-break space before AM/PM; a plain space reads (and matches) the same everywhere.
const clock = (date: Date) => timeFormat.format(date).replace(/\s/g, " ");

/** "November 28, 2026 at 9:30 AM" (SPEC §9 "Date display"). */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${dayFormat.format(date)} at ${clock(date)}`;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** Whole calendar days from `now` to `date` (negative in the past); rounding absorbs DST's 23/25-hour days. */
const calendarDays = (date: Date, now: Date) => Math.round((startOfDay(date).getTime() - startOfDay(now).getTime()) / DAY);

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

const pad = (n: number) => String(n).padStart(2, "0");

/** "YYYY-MM-DDTHH:mm" in local time, the value format of <input type="datetime-local">. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The moment a datetime-local value names (local time), or null when it is blank or malformed. */
export function fromLocalInputValue(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi, s);
  // Reject dates the constructor silently rolled over, such as February 30.
  return date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}

/** The earliest a new nudge may be scheduled (SPEC §9): one minute from now. */
export function minScheduleInput(now: Date = new Date()): string {
  return toLocalInputValue(new Date(now.getTime() + MINUTE));
}

/** The same wall-clock time `days` later (a calendar day, so DST shifts don't move the hour). */
export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** The same day `months` later, clamped to the month's end: January 31 + 1 month is February 28 (or 29). */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  const day = next.getDate();
  next.setDate(1);
  next.setMonth(next.getMonth() + months);
  const lastDay = new Date(next.getFullYear(), next.getMonth() + 1, 0).getDate();
  next.setDate(Math.min(day, lastDay));
  return next;
}

/** The first `max` characters plus "..." when the text is longer (history messages, SPEC §9). */
export function truncate(text: string, max = 50): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
