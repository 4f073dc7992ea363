// What a date's nudges say (issue 24): "Ana's birthday is next Friday" as the heads-up, "Ana's
// birthday is today" on the day. The day is said the way people say it, counted from the day the
// heads-up arrives.
const weekday = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" });
const monthDay = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
const DAY_MS = 86_400_000;
const utcDay = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/**
 * How a person says calendar day `on` ("YYYY-MM-DD") on day `from`: "today", "tomorrow", "on
 * Friday" within the week, "next Friday" a week ahead (the same weekday as today, so it can't be
 * read as this week's), and further out the date itself, "on March 14": "next Friday" said on a
 * Wednesday means this week's Friday to some and the one after to others.
 */
export function sayDay(on: string, from: string): string {
  const days = Math.round((utcDay(on) - utcDay(from)) / DAY_MS);
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  const at = utcDay(on);
  if (days > 1 && days < 7) return `on ${weekday.format(at)}`;
  if (days === 7) return `next ${weekday.format(at)}`;
  return `on ${monthDay.format(at)}`;
}

/**
 * The label as it reads inside a sentence: "Birthday" → "birthday", "Wedding anniversary" →
 * "wedding anniversary". A label with capitals past its first letter ("Mother's Day", "PhD
 * defense") is kept as written: those are names.
 */
const inSentence = (label: string) => (label.slice(1) === label.slice(1).toLowerCase() ? label[0]!.toLowerCase() + label.slice(1) : label);

/** The calendar day `days` before "YYYY-MM-DD". */
export const daysBefore = (isoDate: string, days: number) => new Date(utcDay(isoDate) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The message of a date's nudge: on the day (`leadDays` 0) "Ana's birthday is today"; a heads-up
 * `leadDays` early "Ana's birthday is next Friday". `occursOn` is the date this year ("YYYY-MM-DD").
 */
export function dateNudgeMessage(name: string, label: string, leadDays: number, occursOn: string) {
  return `${name}'s ${inSentence(label)} is ${sayDay(occursOn, daysBefore(occursOn, leadDays))}`;
}
