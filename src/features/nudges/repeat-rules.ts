// How a nudge repeats, as the forms offer it (issue 24): a few patterns worked out from the nudge's
// date ("Every week on Monday", "Every month on the 3rd Monday"), every how many, and when it
// ends; written as the RRULE the API takes, and read back from one for editing and for the lists.
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

const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const ORDINALS = ["", "1st", "2nd", "3rd", "4th", "5th"];
const UNITS = { DAILY: "day", WEEKLY: "week", MONTHLY: "month", YEARLY: "year" } as const;

/** Monday 0 … Sunday 6. */
const weekdayOf = (date: Date) => (date.getDay() + 6) % 7;
const ordinalDay = (n: number) =>
  n % 10 === 1 && n !== 11 ? `${n}st` : n % 10 === 2 && n !== 12 ? `${n}nd` : n % 10 === 3 && n !== 13 ? `${n}rd` : `${n}th`;
/** Which of its weekday in the month the date is: 3 for the 3rd Monday; -1 when it is the last one (a 5th). */
const nthInMonth = (date: Date) => {
  const nth = Math.ceil(date.getDate() / 7);
  return nth === 5 ? -1 : nth;
};
const monthDay = (date: Date) => date.toLocaleDateString("en-US", { month: "long", day: "numeric" });
const nthName = (nth: number) => (nth === -1 ? "last" : ORDINALS[nth]);

/** The patterns for a nudge on `date`, each with what the form says. */
export function repeatChoices(date: Date | null): { value: RepeatPattern; label: string }[] {
  const choices: { value: RepeatPattern; label: string }[] = [
    { value: "none", label: "Does not repeat" },
    { value: "daily", label: "Every day" },
  ];
  if (!date)
    return [
      ...choices,
      { value: "weekly", label: "Every week" },
      { value: "monthly-day", label: "Every month" },
      { value: "yearly", label: "Every year" },
    ];
  const day = DAY_NAMES[weekdayOf(date)];
  return [
    ...choices,
    { value: "weekly", label: `Every week on ${day}` },
    { value: "weekdays", label: "Every weekday (Monday to Friday)" },
    { value: "monthly-day", label: `Every month on the ${ordinalDay(date.getDate())}` },
    { value: "monthly-weekday", label: `Every month on the ${nthName(nthInMonth(date))} ${day}` },
    { value: "yearly", label: `Every year on ${monthDay(date)}` },
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

const list = (days: Weekday[]) => {
  const names = days.map((d) => DAY_NAMES[WEEKDAYS.indexOf(d)]!);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
};

/** "Every 2 weeks on Monday, 10 times": what a rule means, for the lists. */
export function describeRepeat(text: string): string {
  const rule = readRecurrence(text);
  if (typeof rule === "string") return "Repeats";
  const unit = UNITS[rule.freq];
  let words = rule.interval === 1 ? `Every ${unit}` : `Every ${rule.interval} ${unit}s`;
  const plain = rule.byDay.filter((d) => d.nth === null).map((d) => d.day);
  const numbered = rule.byDay.filter((d) => d.nth !== null);
  if (plain.length === 5 && !plain.includes("SA") && !plain.includes("SU") && rule.interval === 1) words = "Every weekday";
  else if (plain.length) words += ` on ${list(plain)}`;
  if (numbered.length) words += ` on the ${numbered.map((d) => `${nthName(d.nth!)} ${DAY_NAMES[WEEKDAYS.indexOf(d.day)]}`).join(" and ")}`;
  if (rule.byMonthDay.length) words += ` on the ${rule.byMonthDay.map((n) => (n === -1 ? "last day" : ordinalDay(n))).join(" and ")}`;
  if (rule.count !== null) words += rule.count === 1 ? ", once" : `, ${rule.count} times`;
  if (rule.until !== null)
    words += `, until ${new Date(`${rule.until}T12:00:00`).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" })}`;
  return words;
}
