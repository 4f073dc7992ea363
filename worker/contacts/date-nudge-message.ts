// What a date's nudges say (issue 24): "Ana's birthday is next Friday" as the heads-up, "Ana's
// birthday is today" on the day, in the language of whoever the nudge is made for. The day is said
// the way people say it, counted from the day the heads-up arrives.
import { i18n } from "#i18n";
import { t } from "@lingui/core/macro";
import { intlLocaleOf } from "../contracts/intl-locale";

const DAY_MS = 86_400_000;
const utcDay = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** How far calendar day `on` ("YYYY-MM-DD") is from day `from`, in the words a sentence needs. */
type Said = { day: "today" | "tomorrow" } | { day: "weekday" | "next-weekday" | "date"; words: string };

/**
 * How a person says calendar day `on` on day `from`: today, tomorrow, its weekday within the week,
 * "next Friday" a week ahead (the same weekday as today, so it can't be read as this week's), and
 * further out the date itself: "next Friday" said on a Wednesday means this week's Friday to some
 * and the one after to others.
 */
export function sayDay(on: string, from: string): Said {
  const days = Math.round((utcDay(on) - utcDay(from)) / DAY_MS);
  if (days === 0) return { day: "today" };
  if (days === 1) return { day: "tomorrow" };
  const at = utcDay(on);
  const locale = intlLocaleOf(i18n.locale);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(at);
  if (days > 1 && days < 7) return { day: "weekday", words: weekday };
  if (days === 7) return { day: "next-weekday", words: weekday };
  return { day: "date", words: new Intl.DateTimeFormat(locale, { month: "long", day: "numeric", timeZone: "UTC" }).format(at) };
}

/**
 * The label as it reads inside a sentence: "Birthday" → "birthday", "Wedding anniversary" →
 * "wedding anniversary". A label with capitals past its first letter ("Mother's Day", "PhD
 * defense") is kept as written: those are names. German writes every noun with a capital, so there
 * the label stays as typed.
 */
function inSentence(label: string) {
  if (i18n.locale === "de" || label.slice(1) !== label.slice(1).toLowerCase()) return label;
  return label[0]!.toLowerCase() + label.slice(1);
}

/** The calendar day `days` before "YYYY-MM-DD". */
export const daysBefore = (isoDate: string, days: number) => new Date(utcDay(isoDate) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The message of a date's nudge: on the day (`leadDays` 0) "Ana's birthday is today"; a heads-up
 * `leadDays` early "Ana's birthday is next Friday". `occursOn` is the date this year ("YYYY-MM-DD").
 */
export function dateNudgeMessage(name: string, label: string, leadDays: number, occursOn: string) {
  const what = inSentence(label);
  const said = sayDay(occursOn, daysBefore(occursOn, leadDays));
  switch (said.day) {
    case "today":
      return t`${name}'s ${what} is today`;
    case "tomorrow":
      return t`${name}'s ${what} is tomorrow`;
    case "weekday": {
      const weekday = said.words;
      return t`${name}'s ${what} is on ${weekday}`;
    }
    case "next-weekday": {
      const weekday = said.words;
      return t`${name}'s ${what} is next ${weekday}`;
    }
    case "date": {
      const date = said.words;
      return t`${name}'s ${what} is on ${date}`;
    }
  }
}
