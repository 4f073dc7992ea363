// VTIMEZONE components (RFC 5545 §3.6.5) for the calendar feed: a DTSTART with a TZID means
// nothing to a reader without the zone's definition in the same calendar, and ical.js (like many
// readers) then takes the time as floating. The definitions come from the runtime's own time zone
// data (Intl, through @date-fns/tz): the same data that placed the nudges' times, so a reader
// places every occurrence where the app does. No zone library is bundled for this.
import { tzOffset, tzScan } from "@date-fns/tz";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Years a zone's current yearly rule is checked against before it is written as an RRULE. */
const RULE_CHECKED_YEARS = 10;
const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

type Change = { at: number; from: number; to: number };

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");
const offsetAt = (timeZone: string, at: number) => tzOffset(timeZone, new Date(at));
/** "+0100", "-0330": a UTC offset as TZOFFSETFROM/TO write it. */
const utcOffset = (minutes: number) => `${minutes < 0 ? "-" : "+"}${pad(Math.trunc(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
/** The wall-clock time at `at` in a zone `offset` minutes from UTC, as "19700101T000000". */
function wallTime(at: number, offset: number) {
  const d = new Date(at + offset * MINUTE);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/** Every offset change in [from, to), to the minute (tzScan finds the hour; some zones change on the half hour). */
function changesIn(timeZone: string, from: number, to: number): Change[] {
  return tzScan(timeZone, { start: new Date(from), end: new Date(to) }).map(({ date, offset }) => {
    let [before, after] = [date.getTime() - 60 * MINUTE, date.getTime()];
    const previous = offsetAt(timeZone, before);
    while (after - before > MINUTE) {
      const middle = before + Math.floor((after - before) / (2 * MINUTE)) * MINUTE;
      if (offsetAt(timeZone, middle) === previous) before = middle;
      else after = middle;
    }
    return { at: after, from: previous, to: offset };
  });
}

const yearStart = (year: number) => Date.UTC(year, 0, 1);
/** The zone's standard offset that year: the lower of its winter and summer ones (DST adds time). */
const standardOffset = (timeZone: string, year: number) =>
  Math.min(offsetAt(timeZone, Date.UTC(year, 0, 15)), offsetAt(timeZone, Date.UTC(year, 6, 15)));

/**
 * The change as a yearly rule, when one holds: "the last Sunday of March" (BYDAY=-1SU), "the
 * second Sunday" (2SU) or a fixed day; checked against the zone's actual changes in the next years.
 */
function yearlyRule(timeZone: string, change: Change): string | null {
  const local = new Date(change.at + change.from * MINUTE);
  const [month, day] = [local.getUTCMonth(), local.getUTCDate()];
  const lastDay = new Date(Date.UTC(local.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const weekday = WEEKDAYS[local.getUTCDay()]!;
  const nth = day + 7 > lastDay ? -1 : Math.ceil(day / 7);
  const candidates = [`FREQ=YEARLY;BYMONTH=${month + 1};BYDAY=${nth}${weekday}`, `FREQ=YEARLY;BYMONTH=${month + 1};BYMONTHDAY=${day}`];
  const time = local.getTime() - Date.UTC(local.getUTCFullYear(), month, day);
  return (
    candidates.find((rule) => {
      for (let year = local.getUTCFullYear() + 1; year <= local.getUTCFullYear() + RULE_CHECKED_YEARS; year++) {
        const expected = ruleDay(rule, year, month) + time - change.from * MINUTE;
        const actual = changesIn(timeZone, yearStart(year), yearStart(year + 1)).find((c) => c.from === change.from && c.to === change.to);
        if (actual?.at !== expected) return false;
      }
      return true;
    }) ?? null
  );
}

/** The day (UTC midnight of its date) a rule made by yearlyRule picks in `year`. */
function ruleDay(rule: string, year: number, month: number): number {
  const fixed = /BYMONTHDAY=(\d+)/.exec(rule);
  if (fixed) return Date.UTC(year, month, Number(fixed[1]));
  const [, nth, weekday] = /BYDAY=(-?\d)(\w\w)/.exec(rule)!;
  const wanted = WEEKDAYS.indexOf(weekday as (typeof WEEKDAYS)[number]);
  if (Number(nth) === -1) {
    const last = Date.UTC(year, month + 1, 0);
    return last - ((new Date(last).getUTCDay() - wanted + 7) % 7) * DAY;
  }
  const first = Date.UTC(year, month, 1);
  return first + ((wanted - new Date(first).getUTCDay() + 7) % 7) * DAY + (Number(nth) - 1) * 7 * DAY;
}

function observance(timeZone: string, change: Change, rule: string | null = null): string[] {
  const year = new Date(change.at).getUTCFullYear();
  const kind = change.to > standardOffset(timeZone, year) ? "DAYLIGHT" : "STANDARD";
  return [
    `BEGIN:${kind}`,
    `DTSTART:${wallTime(change.at, change.from)}`,
    ...(rule ? [`RRULE:${rule}`] : []),
    `TZOFFSETFROM:${utcOffset(change.from)}`,
    `TZOFFSETTO:${utcOffset(change.to)}`,
    `END:${kind}`,
  ];
}

/**
 * The VTIMEZONE lines for `timeZone`, right for every time from the start of `fromYear` on: the
 * offset then, each change up to `untilYear`, and that last year's changes as yearly rules when
 * the zone keeps to one (else as each change for some years more).
 */
export function vtimezone(timeZone: string, fromYear: number, untilYear: number): string[] {
  // Feeds are polled every few minutes, mostly for a handful of zones: each is worked out once per isolate.
  const key = `${timeZone}|${fromYear}|${untilYear}`;
  const known = made.get(key);
  if (known) return known;
  if (made.size >= MAX_KEPT) made.clear();
  const lines = define(timeZone, fromYear, untilYear);
  made.set(key, lines);
  return lines;
}

const made = new Map<string, string[]>();
const MAX_KEPT = 200;

function define(timeZone: string, fromYear: number, untilYear: number): string[] {
  const start = yearStart(fromYear);
  const first = offsetAt(timeZone, start);
  const earlier = changesIn(timeZone, start, yearStart(untilYear));
  const last = changesIn(timeZone, yearStart(untilYear), yearStart(untilYear + 1));
  const rules = last.map((change) => yearlyRule(timeZone, change));
  const later = rules.every(Boolean)
    ? []
    : changesIn(timeZone, yearStart(untilYear + 1), yearStart(untilYear + 1 + RULE_CHECKED_YEARS)).map((c) => observance(timeZone, c));
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    // What holds before the first change: from a day early, so the year's first hours are in it whatever the offset.
    ...observance(timeZone, { at: start - DAY, from: first, to: first }),
    ...earlier.flatMap((change) => observance(timeZone, change)),
    ...last.flatMap((change, i) => observance(timeZone, change, rules.every(Boolean) ? rules[i]! : null)),
    ...later.flat(),
    "END:VTIMEZONE",
  ];
}
