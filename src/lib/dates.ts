// How the app writes times for people: the spec's absolute format ("November 28, 2026 at 9:30 AM")
// and the way people say them ("in 3 hours", "Tomorrow at 9:00 AM"), in the user's time zone and
// the shown language's own words and order (Intl in its locale; the sentences around a time are
// catalog messages). The zone and its arithmetic are local-time.ts's.
import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { appTimeZone, calendarDays } from "./local-time";
import { intlLocaleOf } from "../../worker/contracts/intl-locale";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The locale Intl formats in: the shown language's. */
export const intlLocale = () => intlLocaleOf(i18n.locale);

type WeekInfo = { firstDay: number };
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/**
 * The days of the week (0 Sunday … 6 Saturday) in the order the shown language's calendars list
 * them: Sunday first in American English and Brazilian Portuguese, Saturday first in Arabic,
 * Monday first in the rest (and where the browser can't say).
 */
export function weekOrder(): number[] {
  const locale = new Intl.Locale(intlLocale()) as LocaleWithWeek;
  // CLDR counts 1 Monday … 7 Sunday.
  const first = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay ?? 1;
  return Array.from({ length: 7 }, (_, i) => (first + i) % 7);
}

type Formats = { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; relative: Intl.RelativeTimeFormat };
let formats: Formats & { key: string };

/** The formats of the shown language in the user's zone, made again only when either changes. */
function current(): Formats {
  const locale = intlLocale();
  const zone = appTimeZone();
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

/** The first `max` characters plus "..." when the text is longer (history messages, docs/product.md#nudge-history). */
export function truncate(text: string, max = 50): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
