// When a repeating nudge comes next (issue 24), with the rrule library. Occurrences are worked out
// in the person's wall-clock time ("floating" times: a Date whose UTC fields are the local ones),
// then placed in their time zone, so "every Monday at 9:00" stays at 9:00 across DST changes.
// A day that a month doesn't have is its last day instead: the 31st monthly is 28/29 February and
// 30 April, and 29 February yearly is 28 February in other years (people mean "the end of the
// month"; RFC 5545 would skip those months).
import { RRule, Weekday as RRuleWeekday, type Options } from "rrule";
import { LATEST_AT } from "../contracts/date-bounds";
import { readRecurrence, WEEKDAYS, type Recurrence } from "../contracts/recurrence";
import { atLocalTime, inZone } from "../contracts/time-zone";

/** A wall-clock time in the person's zone, "YYYY-MM-DDTHH:MM": what an occurrence is. */
export type Slot = string;

const floating = (slot: Slot) => new Date(`${slot}:00.000Z`);
const slotOfFloating = (d: Date): Slot => d.toISOString().slice(0, 16);
const pad = (n: number) => String(n).padStart(2, "0");

/** The slot a moment is in `timeZone`. */
export function slotAt(at: number, timeZone: string): Slot {
  const d = inZone(at, timeZone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The moment a slot is in `timeZone` (a time a DST change skips is the one just after). */
export function instantOf(slot: Slot, timeZone: string): number {
  const [date, time] = slot.split("T") as [string, string];
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [h, min] = time.split(":").map(Number) as [number, number];
  return atLocalTime(y, m, d, h, min, timeZone);
}

const FREQ = { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY, YEARLY: RRule.YEARLY } as const;

function options(rule: Recurrence, start: Date): Partial<Options> {
  const o: Partial<Options> = { freq: FREQ[rule.freq], interval: rule.interval, dtstart: start };
  if (rule.byDay.length) o.byweekday = rule.byDay.map((d) => new RRuleWeekday(WEEKDAYS.indexOf(d.day), d.nth ?? undefined));
  if (rule.byMonthDay.length) o.bymonthday = rule.byMonthDay;
  if (rule.byMonth.length) o.bymonth = rule.byMonth;
  if (rule.count !== null) o.count = rule.count;
  // UNTIL is a day: occurrences any time that day still count.
  if (rule.until !== null) o.until = new Date(`${rule.until}T23:59:59.000Z`);
  const plain = !rule.byDay.length && !rule.byMonthDay.length && !rule.byMonth.length;
  const day = start.getUTCDate();
  // The start's day, or the month's last when the month is shorter (see the top of the file).
  if (plain && rule.freq === "MONTHLY" && day > 28) Object.assign(o, { bymonthday: [day, -1], bysetpos: 1 });
  if (plain && rule.freq === "YEARLY" && day === 29 && start.getUTCMonth() === 1)
    Object.assign(o, { bymonth: [2], bymonthday: [29, -1], bysetpos: 1 });
  return o;
}

/**
 * The first occurrence after `after` of the rule started at `start` (its first occurrence), or
 * null when the rule has ended (COUNT, UNTIL) or its next time is past the date bound
 * (contracts/date-bounds.ts: "every 999 years" must not make a nudge the alarm can't be set for).
 * Slots are the person's wall-clock times.
 */
export function nextSlot(text: string, start: Slot, after: Slot): Slot | null {
  const rule = readRecurrence(text);
  if (typeof rule === "string") return null;
  const next = new RRule(options(rule, floating(start))).after(floating(after), false);
  return next && next.getTime() <= LATEST_AT ? slotOfFloating(next) : null;
}

/**
 * The rule as a calendar app should read it beside a DTSTART in the person's zone (TZID): with the
 * month-end rule above written out, and UNTIL as the UTC end of that day (RFC 5545 wants UNTIL in
 * UTC when DTSTART has a time zone).
 */
export function calendarRule(text: string, start: Slot, timeZone: string): string {
  const rule = readRecurrence(text);
  if (typeof rule === "string") return text;
  const o = options(rule, floating(start));
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  const list = (v: unknown) => [v].flat().join(",");
  if (o.bymonth) parts.push(`BYMONTH=${list(o.bymonth)}`);
  if (o.bymonthday) parts.push(`BYMONTHDAY=${list(o.bymonthday)}`);
  if (rule.byDay.length) parts.push(`BYDAY=${rule.byDay.map((d) => `${d.nth ?? ""}${d.day}`).join(",")}`);
  if (o.bysetpos) parts.push(`BYSETPOS=${list(o.bysetpos)}`);
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== null) {
    const end = instantOf(`${rule.until}T23:59`, timeZone) + 59_000;
    parts.push(
      `UNTIL=${new Date(end)
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "")}`,
    );
  }
  return parts.join(";");
}
