// The user's time zone and quiet hours (issue 9): the zone arithmetic shared by the Worker
// (scheduling) and the SPA (display, presets, the date input). What the API takes and answers
// is in account-settings.ts.
// Offsets and DST come from @date-fns/tz (TZDateMini reads and builds wall-clock times in a zone).
import { TZDateMini } from "@date-fns/tz";

/** A user who never chose a zone (and was never detected) lives in UTC. */
export const DEFAULT_TIME_ZONE = "UTC";

/** An IANA zone name this runtime knows ("Europe/Berlin", "UTC"); offsets like "+02:00" are not names. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading of `at` in `timeZone` (getFullYear, getHours, … answer in that zone). */
export const inZone = (at: number, timeZone: string) => new TZDateMini(at, timeZone);

/**
 * The instant showing this wall-clock time in `timeZone` (month 1–12; days past the month's end
 * roll over). A time skipped by a DST change lands just after the gap.
 */
export const atLocalTime = (year: number, month: number, day: number, hour: number, minute: number, timeZone: string, second = 0, ms = 0) =>
  new TZDateMini(year, month - 1, day, hour, minute, second, ms, timeZone).getTime();

export const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "22:30" → minutes after midnight (1350). */
export const parseClock = (value: string) => {
  const [, h, m] = CLOCK.exec(value)!;
  return Number(h) * 60 + Number(m);
};
/** 1350 → "22:30". */
export const formatClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Quiet hours as minutes after local midnight; start > end crosses midnight (22:00–08:00). */
export type QuietHours = { start: number; end: number };

/** When the quiet hours `at` falls inside end, or null when `at` is not inside them (the end itself is not). */
export function quietHoursEnd(at: number, quiet: QuietHours, timeZone: string): number | null {
  const local = inZone(at, timeZone);
  const minute = local.getHours() * 60 + local.getMinutes();
  const { start, end } = quiet;
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  // Crossing midnight and still before it: they end tomorrow.
  const nextDay = start > end && minute >= start ? 1 : 0;
  const endsAt = atLocalTime(
    local.getFullYear(),
    local.getMonth() + 1,
    local.getDate() + nextDay,
    Math.floor(end / 60),
    end % 60,
    timeZone,
  );
  if (endsAt > at) return endsAt;
  // The end's wall-clock time happened twice (a DST fall-back) and the zone picked the earlier
  // one: count the minutes left on the clock instead, so the scheduler never re-arms at "now".
  return at - local.getSeconds() * 1000 - local.getMilliseconds() + ((end - minute + 1440) % 1440) * 60_000;
}

/** When a nudge due at `at` is delivered: then, or at the end of the quiet hours it falls in. */
export const deferPastQuietHours = (at: number, quiet: QuietHours | null, timeZone: string) =>
  quiet ? (quietHoursEnd(at, quiet, timeZone) ?? at) : at;
