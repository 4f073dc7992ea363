// How the app reads and writes times: the spec's absolute format ("November 28, 2026 at 9:30 AM"),
// the way people say them ("in 3 hours", "Tomorrow at 9:00 AM"), and the value a
// <input type="datetime-local"> expects. Everything is in the user's time zone (their account
// setting, see setAppTimeZone), which starts as this device's own, and in the shown language's
// own words and order (Intl in its locale; the sentences around a time are catalog messages).
import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { atLocalTime, inZone } from "../../worker/contracts/time-zone";
import { PSEUDO_LANGUAGE } from "../../worker/contracts/languages";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone every date below is shown and read in: the user's saved one once it is known. */
export function setAppTimeZone(timeZone: string) {
  zone = timeZone;
}

/** The locale Intl formats in: the shown language's (English as en-US, as the spec writes dates; the pseudo-locale too). */
export const intlLocale = () => (!i18n.locale || i18n.locale === "en" || i18n.locale === PSEUDO_LANGUAGE ? "en-US" : i18n.locale);

type Formats = { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; relative: Intl.RelativeTimeFormat };
let formats: Formats & { key: string };

/** The formats of the shown language in the user's zone, made again only when either changes. */
function current(): Formats {
  const locale = intlLocale();
  const key = `${locale} ${zone}`;
  if (formats?.key !== key) {
    formats = {
      key,
      day: new Intl.DateTimeFormat(locale, { month: "long", day: "numeric", year: "numeric", timeZone: zone }),
      time: new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: zone }),
      relative: new Intl.RelativeTimeFormat(locale, { numeric: "always" }),
    };
  }
  return formats;
}

/** The zone dates are shown in now. */
export const appTimeZone = () => zone;

/** This device's own zone (what the browser says), offered when the user never chose one. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

// Newer ICU puts a narrow no-break space before AM/PM; a plain space reads (and matches) the same everywhere.
const clock = (date: Date) => current().time.format(date).replace(/\s/g, " ");

/** "November 28, 2026 at 9:30 AM" (docs/product.md#limits-and-defaults); "28 de noviembre de 2026, 9:30" in Spanish. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const day = current().day.format(date);
  const time = clock(date);
  return t`${day} at ${time}`;
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
  return say(value, now, false);
}

/** relativeTime within a sentence: "Due today at 9:00 AM", "reached no device yesterday at 8:15 PM". */
export const relativeTimeInline = (value: string | Date, now: Date = new Date()) => say(value, now, true);

function say(value: string | Date, now: Date, inline: boolean): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const diff = date.getTime() - now.getTime();
  const abs = Math.abs(diff);
  const sign = diff < 0 ? -1 : 1;
  const { relative } = current();

  if (abs < MINUTE) return diff < 0 ? t`just now` : t`in less than a minute`;
  if (abs < HOUR) return relative.format(sign * Math.floor(abs / MINUTE), "minute");
  // Within a few hours, the count of hours is what people say, even across midnight.
  if (abs < 6 * HOUR) return relative.format(sign * Math.floor(abs / HOUR), "hour");

  const days = calendarDays(date, now);
  const time = clock(date);
  // Mid-sentence the day is lower case ("Due today at…"): in a language without that difference both read the same.
  if (days === 0) return inline ? t`today at ${time}` : t`Today at ${time}`;
  if (days === 1) return inline ? t`tomorrow at ${time}` : t`Tomorrow at ${time}`;
  if (days === -1) return inline ? t`yesterday at ${time}` : t`Yesterday at ${time}`;
  const absDays = Math.abs(days);
  if (absDays < 7) return relative.format(days, "day");
  if (absDays < 30) return relative.format(Math.sign(days) * Math.round(absDays / 7), "week");
  if (absDays < 365) return relative.format(Math.sign(days) * Math.max(1, Math.round(absDays / 30.44)), "month");
  return relative.format(Math.sign(days) * Math.round(absDays / 365.25), "year");
}

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
