// "Keep in touch every N days/weeks/months": when the next check-in is due and how close it is.
// Pure functions shared by the Worker (scheduling the check-in nudge) and the SPA (list states).
import { z } from "zod";

export const CADENCE_UNITS = ["day", "week", "month"] as const;
export type CadenceUnit = (typeof CADENCE_UNITS)[number];
export type Cadence = { every: number; unit: CadenceUnit };

export const cadenceEvery = z.number({ error: "cadenceEvery must be a number" }).int("cadenceEvery must be a whole number").min(1, "Keep in touch at least every 1 day").max(365, "Keep in touch at most every 365 days, weeks or months");
export const cadenceUnit = z.enum(CADENCE_UNITS, { error: `cadenceUnit must be one of ${CADENCE_UNITS.join(", ")}` });

const DAY_MS = 24 * 60 * 60 * 1000;

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number; ms: number };

/** The wall-clock time at `at` in `timeZone`. */
function wallClock(at: number, timeZone: string): Wall {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second"), ms: ((at % 1000) + 1000) % 1000 };
}

const asUtc = (w: Wall) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.ms);

/** The instant showing wall-clock `w` in `timeZone` (a time skipped by DST lands just after the gap). */
function fromWallClock(w: Wall, timeZone: string): number {
  const target = asUtc(w);
  const offsetAt = (at: number) => asUtc(wallClock(at, timeZone)) - at;
  const first = target - offsetAt(target);
  const second = target - offsetAt(first);
  if (second === first) return first;
  // The offset changes between the two guesses: take the one that shows the wanted time, or
  // (inside a DST gap, where none does) the later one.
  return asUtc(wallClock(second, timeZone)) === target ? second : Math.max(first, second);
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * `from` plus the cadence, keeping the wall-clock time in `timeZone` across DST changes. Months
 * keep the day of the month, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29).
 */
export function addCadence(from: number, { every, unit }: Cadence, timeZone = "UTC"): number {
  const w = wallClock(from, timeZone);
  if (unit === "month") {
    const months = w.month - 1 + every;
    const year = w.year + Math.floor(months / 12);
    const month = (months % 12) + 1;
    return fromWallClock({ ...w, year, month, day: Math.min(w.day, daysInMonth(year, month)) }, timeZone);
  }
  const days = unit === "week" ? every * 7 : every;
  const date = new Date(Date.UTC(w.year, w.month - 1, w.day + days));
  return fromWallClock({ ...w, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }, timeZone);
}

/** Roughly how long one cadence is, for deciding what "due soon" means. */
export const cadenceLengthMs = ({ every, unit }: Cadence) => every * (unit === "month" ? 30 : unit === "week" ? 7 : 1) * DAY_MS;

export type CadenceState = "due" | "drifting" | "fine";

/**
 * due: the check-in time has come. drifting: it comes within the last quarter of the cadence
 * (at most a week). fine: otherwise.
 */
export function cadenceState(nextCheckInAt: number, cadence: Cadence, now: number): CadenceState {
  if (nextCheckInAt <= now) return "due";
  const soon = Math.min(7 * DAY_MS, cadenceLengthMs(cadence) / 4);
  return nextCheckInAt - now <= soon ? "drifting" : "fine";
}

export const describeCadence = ({ every, unit }: Cadence) => (every === 1 ? `Every ${unit}` : `Every ${every} ${unit}s`);
