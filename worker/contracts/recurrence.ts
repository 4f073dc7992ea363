// How a nudge repeats (issue 24): an RFC 5545 RRULE, in the subset people ask for. Every N days,
// weeks, months or years; on chosen weekdays; on a day of the month or "the 3rd Monday"; until a
// date or for N times. Checked here, on both sides, without the rrule library and without zod
// (the dashboard's first load reads rules; zod loads later): a rule outside the subset is refused
// with the part that is wrong. The API's zod field is in reminders.ts.
import { t } from "@lingui/core/macro";

export const FREQUENCIES = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A rule's parts, as read from the string. */
export type Recurrence = {
  freq: Frequency;
  interval: number;
  /** Weekdays, each with its place in the month ("3MO": the 3rd Monday; "-1FR": the last Friday) or none. */
  byDay: { day: Weekday; nth: number | null }[];
  byMonthDay: number[];
  byMonth: number[];
  count: number | null;
  /** The last day it may happen, "YYYY-MM-DD" (a time in UNTIL is read as that day). */
  until: string | null;
};

export const MAX_COUNT = 1000;
const MAX_INTERVAL = 999;
const UNSUPPORTED = new Set(["BYSETPOS", "BYHOUR", "BYMINUTE", "BYSECOND", "BYWEEKNO", "BYYEARDAY", "RSCALE", "SKIP"]);

const whole = (text: string, min: number, max: number) => (/^-?\d+$/.test(text) && +text >= min && +text <= max ? +text : null);

/** The rule's parts, or the reason it isn't one Nudge can follow (naming the part). */
export function readRecurrence(text: string): Recurrence | string {
  const body = text.trim().replace(/^RRULE:/i, "");
  if (!body) return t`Recurrence is empty: give a rule such as FREQ=WEEKLY;BYDAY=MO`;
  const parts = new Map<string, string>();
  for (const part of body.split(";")) {
    const [key, value, ...rest] = part.split("=");
    const name = key?.trim().toUpperCase() ?? "";
    if (!name || value === undefined || rest.length > 0) return t`"${part}" isn't a rule part: write NAME=VALUE, separated by ;`;
    if (parts.has(name)) return t`${name} is given twice`;
    if (UNSUPPORTED.has(name)) return t`${name} isn't supported: nudges repeat by day, weekday, day of the month or month`;
    parts.set(name, value.trim().toUpperCase());
  }
  const freq = parts.get("FREQ");
  if (!freq) return t`FREQ is missing: DAILY, WEEKLY, MONTHLY or YEARLY`;
  if (!(FREQUENCIES as readonly string[]).includes(freq))
    return t`FREQ=${freq} isn't supported: nudges repeat DAILY, WEEKLY, MONTHLY or YEARLY`;
  const rule: Recurrence = { freq: freq as Frequency, interval: 1, byDay: [], byMonthDay: [], byMonth: [], count: null, until: null };
  for (const [name, value] of parts) {
    if (name === "FREQ" || name === "WKST") {
      if (name === "WKST" && !(WEEKDAYS as readonly string[]).includes(value)) return t`WKST=${value} isn't a weekday (MO … SU)`;
    } else if (name === "INTERVAL") {
      const n = whole(value, 1, MAX_INTERVAL);
      if (n === null) return t`INTERVAL must be a whole number from 1 to ${MAX_INTERVAL}`;
      rule.interval = n;
    } else if (name === "COUNT") {
      const n = whole(value, 1, MAX_COUNT);
      if (n === null) return t`COUNT must be a whole number from 1 to ${MAX_COUNT}`;
      rule.count = n;
    } else if (name === "UNTIL") {
      const m = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/.exec(value);
      const day = m && new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
      if (!m || !day || day.getUTCMonth() !== +m[2]! - 1) return t`UNTIL=${value} isn't a date: write it as 20261231 or 20261231T235959Z`;
      rule.until = `${m[1]}-${m[2]}-${m[3]}`;
    } else if (name === "BYDAY") {
      for (const item of value.split(",")) {
        const m = /^([+-]?\d)?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item);
        const nth = m?.[1] === undefined ? null : whole(m[1], -5, 5);
        if (!m || nth === 0 || (m[1] !== undefined && nth === null))
          return t`BYDAY=${item} isn't a weekday such as MO, or 3MO for the 3rd Monday`;
        if (nth !== null && rule.freq !== "MONTHLY" && rule.freq !== "YEARLY")
          return t`BYDAY=${item}: a numbered weekday only goes with FREQ=MONTHLY or YEARLY`;
        rule.byDay.push({ day: m[2] as Weekday, nth });
      }
    } else if (name === "BYMONTHDAY") {
      for (const item of value.split(",")) {
        const n = whole(item, -31, 31);
        if (n === null || n === 0) return t`BYMONTHDAY=${item} must be a day of the month from 1 to 31 (or -1 for the last)`;
        rule.byMonthDay.push(n);
      }
    } else if (name === "BYMONTH") {
      for (const item of value.split(",")) {
        const n = whole(item, 1, 12);
        if (n === null) return t`BYMONTH=${item} must be a month from 1 to 12`;
        rule.byMonth.push(n);
      }
    } else return t`${name} isn't a rule part Nudge knows`;
  }
  if (rule.count !== null && rule.until !== null) return t`COUNT and UNTIL can't both be given: end after a number of times, or on a date`;
  if (rule.freq === "DAILY" && (rule.byMonthDay.length > 0 || rule.byDay.length > 0))
    return t`FREQ=DAILY repeats every day (or every INTERVAL days): use FREQ=WEEKLY with BYDAY for chosen weekdays`;
  return rule;
}

/** The rule written back in one canonical order (what is stored and answered). */
export function writeRecurrence(rule: Recurrence): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byMonth.length) parts.push(`BYMONTH=${rule.byMonth.join(",")}`);
  if (rule.byMonthDay.length) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(",")}`);
  if (rule.byDay.length) parts.push(`BYDAY=${rule.byDay.map((d) => `${d.nth ?? ""}${d.day}`).join(",")}`);
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== null) parts.push(`UNTIL=${rule.until.replaceAll("-", "")}`);
  return parts.join(";");
}
