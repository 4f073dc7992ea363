// How a nudge repeats, as the forms offer it (issue 24): a few patterns worked out from the nudge's
// date ("Every week on Monday", "Every month on the 3rd Monday"), every how many, and when it
// ends; written as the RRULE the API takes, and read back from one for editing and for the lists.
import { plural, selectOrdinal, t } from "@lingui/core/macro";
import { i18n } from "@lingui/core";
import { intlLocale } from "@/lib/dates";
import { andList } from "@contracts/intl-locale";
import { describeCadence } from "@contracts/cadence";
import { readRecurrence, writeRecurrence, WEEKDAYS, type Recurrence, type Weekday } from "@contracts/recurrence";

export type RepeatPattern = "none" | "daily" | "weekly" | "weekdays" | "monthly-day" | "monthly-weekday" | "yearly" | "custom";
export type RepeatEnds = "never" | "count" | "until";

/** The repeat fields of a nudge form: all strings, as form fields are. */
export type RepeatValues = {
  repeat: RepeatPattern;
  /** Every how many days, weeks, months or years ("1"). */
  repeatEvery: string;
  repeatEnds: RepeatEnds;
  repeatCount: string;
  /** "YYYY-MM-DD". */
  repeatUntil: string;
  /** A rule made elsewhere that none of the patterns is: kept as it is. */
  repeatRule: string;
};

export const noRepeat: RepeatValues = {
  repeat: "none",
  repeatEvery: "1",
  repeatEnds: "never",
  repeatCount: "10",
  repeatUntil: "",
  repeatRule: "",
};

/** Monday 0 … Sunday 6. */
const weekdayOf = (date: Date) => (date.getDay() + 6) % 7;
/** A weekday's name in the shown language: 1 January 2024 was a Monday. */
const dayName = (index: number) =>
  new Intl.DateTimeFormat(intlLocale(), { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1 + index)));
/** Which of its weekday in the month the date is: 3 for the 3rd Monday; -1 when it is the last one (a 5th). */
const nthInMonth = (date: Date) => {
  const nth = Math.ceil(date.getDate() / 7);
  return nth === 5 ? -1 : nth;
};
const monthDay = (date: Date) => date.toLocaleDateString(intlLocale(), { month: "long", day: "numeric" });
/** "3rd", "last day" (a day of the month). */
const ordinalDay = (n: number) => (n === -1 ? t`last day` : selectOrdinal(n, { one: "#st", two: "#nd", few: "#rd", other: "#th" }));
/** "3rd Monday", "last Friday" (a weekday of the month). */
const nthDay = (nth: number, day: string) =>
  nth === -1 ? t`last ${day}` : selectOrdinal(nth, { one: `#st ${day}`, two: `#nd ${day}`, few: `#rd ${day}`, other: `#th ${day}` });
/** "Monday", "Monday and Friday", "Monday, Wednesday and Friday". */
const list = (names: string[]) => andList(names, i18n.locale);

/** The patterns for a nudge on `date`, each with what the form says. */
export function repeatChoices(date: Date | null): { value: RepeatPattern; label: string }[] {
  const choices: { value: RepeatPattern; label: string }[] = [
    { value: "none", label: t`Does not repeat` },
    { value: "daily", label: t`Every day` },
  ];
  if (!date)
    return [
      ...choices,
      { value: "weekly", label: t`Every week` },
      { value: "monthly-day", label: t`Every month` },
      { value: "yearly", label: t`Every year` },
    ];
  const day = dayName(weekdayOf(date));
  const dayOfMonth = ordinalDay(date.getDate());
  const weekdayOfMonth = nthDay(nthInMonth(date), day);
  const yearly = monthDay(date);
  return [
    ...choices,
    { value: "weekly", label: t`Every week on ${day}` },
    { value: "weekdays", label: t`Every weekday (Monday to Friday)` },
    { value: "monthly-day", label: t`Every month on the ${dayOfMonth}` },
    { value: "monthly-weekday", label: t`Every month on the ${weekdayOfMonth}` },
    { value: "yearly", label: t`Every year on ${yearly}` },
  ];
}

/** The rule for the form's repeat fields on a nudge at `date`; null when it doesn't repeat. */
export function toRecurrence(v: RepeatValues, date: Date): string | null {
  if (v.repeat === "none") return null;
  if (v.repeat === "custom") return v.repeatRule || null;
  const day = WEEKDAYS[weekdayOf(date)]!;
  const base: Recurrence = {
    freq: "DAILY",
    interval: Math.max(1, Number.parseInt(v.repeatEvery, 10) || 1),
    byDay: [],
    byMonthDay: [],
    byMonth: [],
    count: null,
    until: null,
  };
  if (v.repeat === "weekly") Object.assign(base, { freq: "WEEKLY", byDay: [{ day, nth: null }] });
  if (v.repeat === "weekdays") Object.assign(base, { freq: "WEEKLY", byDay: WEEKDAYS.slice(0, 5).map((d) => ({ day: d, nth: null })) });
  if (v.repeat === "monthly-day") base.freq = "MONTHLY";
  if (v.repeat === "monthly-weekday") Object.assign(base, { freq: "MONTHLY", byDay: [{ day, nth: nthInMonth(date) }] });
  if (v.repeat === "yearly") base.freq = "YEARLY";
  if (v.repeatEnds === "count") base.count = Math.min(1000, Math.max(1, Number.parseInt(v.repeatCount, 10) || 1));
  if (v.repeatEnds === "until" && v.repeatUntil) base.until = v.repeatUntil;
  return writeRecurrence(base);
}

/** The form's repeat fields for a nudge's rule (one none of the patterns makes is kept as "custom"). */
export function fromRecurrence(text: string | null, date: Date): RepeatValues {
  if (!text) return noRepeat;
  const rule = readRecurrence(text);
  if (typeof rule === "string") return noRepeat;
  const ends = {
    repeatEnds: rule.count !== null ? "count" : rule.until !== null ? "until" : "never",
    repeatCount: String(rule.count ?? 10),
    repeatUntil: rule.until ?? "",
  } as const;
  const every = { ...noRepeat, ...ends, repeatEvery: String(rule.interval), repeatRule: text };
  for (const pattern of ["daily", "weekly", "weekdays", "monthly-day", "monthly-weekday", "yearly"] as const) {
    const values = { ...every, repeat: pattern };
    if (toRecurrence(values, date) === text) return values;
  }
  return { ...every, repeat: "custom" };
}

const CADENCE_UNIT = { DAILY: "day", WEEKLY: "week", MONTHLY: "month" } as const;

/** "Every day", "Every 2 weeks": the rule's frequency, in the words a contact's rhythm uses. */
function every(freq: Recurrence["freq"], interval: number) {
  if (freq === "YEARLY") return plural(interval, { one: "Every year", other: "Every # years" });
  return describeCadence({ every: interval, unit: CADENCE_UNIT[freq] });
}

/** "Every 2 weeks on Monday, 10 times": what a rule means, for the lists. */
export function describeRepeat(text: string): string {
  const rule = readRecurrence(text);
  if (typeof rule === "string") return t`Repeats`;
  let words = every(rule.freq, rule.interval);
  const plain = rule.byDay.filter((d) => d.nth === null).map((d) => d.day);
  const numbered = rule.byDay.filter((d) => d.nth !== null);
  const nameOf = (day: Weekday) => dayName(WEEKDAYS.indexOf(day));
  if (plain.length === 5 && !plain.includes("SA") && !plain.includes("SU") && rule.interval === 1) words = t`Every weekday`;
  else if (plain.length) {
    const days = list(plain.map(nameOf));
    words = t`${words} on ${days}`;
  }
  if (numbered.length) {
    const days = list(numbered.map((d) => nthDay(d.nth!, nameOf(d.day))));
    words = t`${words} on the ${days}`;
  }
  if (rule.byMonthDay.length) {
    const days = list(rule.byMonthDay.map(ordinalDay));
    words = t`${words} on the ${days}`;
  }
  if (rule.count !== null) words = plural(rule.count, { one: `${words}, once`, other: `${words}, # times` });
  if (rule.until !== null) {
    const until = new Date(`${rule.until}T12:00:00`).toLocaleDateString(intlLocale(), { month: "short", day: "numeric", year: "numeric" });
    words = t`${words}, until ${until}`;
  }
  return words;
}
