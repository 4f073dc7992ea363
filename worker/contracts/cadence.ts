// "Keep in touch every N days/weeks/months": when the next check-in is due and how close it is.
// Pure functions shared by the Worker (scheduling the check-in nudge) and the SPA (list states).
import { plural, t } from "@lingui/core/macro";
import { z } from "zod";
import { DEFAULT_NUDGE_TIME, onDayAt } from "./nudge-time";
import { atLocalTime, inZone } from "./time-zone";

export const CADENCE_UNITS = ["day", "week", "month"] as const;
export type CadenceUnit = (typeof CADENCE_UNITS)[number];
export type Cadence = { every: number; unit: CadenceUnit };

export const cadenceEvery = z
  .number({ error: () => t`cadenceEvery must be a number` })
  .int({ error: () => t`cadenceEvery must be a whole number` })
  .min(1, { error: () => t`Keep in touch at least every 1 day` })
  .max(365, { error: () => t`Keep in touch at most every 365 days, weeks or months` });
export const cadenceUnit = z.enum(CADENCE_UNITS, { error: () => t`cadenceUnit must be one of ${CADENCE_UNITS.join(", ")}` });

const DAY_MS = 24 * 60 * 60 * 1000;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * `from` plus the cadence, keeping the wall-clock time in `timeZone` across DST changes. Months
 * keep the day of the month, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29).
 */
export function addCadence(from: number, { every, unit }: Cadence, timeZone = "UTC"): number {
  const w = inZone(from, timeZone);
  const at = (year: number, month: number, day: number) =>
    atLocalTime(year, month, day, w.getHours(), w.getMinutes(), timeZone, w.getSeconds(), w.getMilliseconds());
  if (unit === "month") {
    const months = w.getMonth() + every;
    const year = w.getFullYear() + Math.floor(months / 12);
    const month = (months % 12) + 1;
    return at(year, month, Math.min(w.getDate(), daysInMonth(year, month)));
  }
  // Days past the month's end roll over into the next month.
  return at(w.getFullYear(), w.getMonth() + 1, w.getDate() + (unit === "week" ? every * 7 : every));
}

/**
 * When the check-in after contact at `from` is due: on the day `from` + cadence falls on in
 * `timeZone`, at the person's time of day (`minutes` after midnight), not whenever the last
 * contact happened to be.
 */
export function checkInDue(from: number, cadence: Cadence, timeZone = "UTC", minutes = DEFAULT_NUDGE_TIME): number {
  const day = inZone(addCadence(from, cadence, timeZone), timeZone);
  return onDayAt(day.getFullYear(), day.getMonth() + 1, day.getDate(), minutes, timeZone);
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

/** "Every week", "Every 2 months". */
export function describeCadence({ every, unit }: Cadence) {
  switch (unit) {
    case "day":
      return plural(every, { one: "Every day", other: "Every # days" });
    case "week":
      return plural(every, { one: "Every week", other: "Every # weeks" });
    case "month":
      return plural(every, { one: "Every month", other: "Every # months" });
  }
}

/** The shortest of these rhythms (a contact in two circles keeps the closer touch), or null for none. */
export const shortestCadence = (cadences: Cadence[]): Cadence | null =>
  cadences.reduce<Cadence | null>((best, c) => (best === null || cadenceLengthMs(c) < cadenceLengthMs(best) ? c : best), null);

/** A row's own rhythm (cadenceEvery and cadenceUnit columns), or null when it has none. */
export const cadenceOf = (row: { cadenceEvery: number | null; cadenceUnit: string | null }): Cadence | null =>
  row.cadenceEvery && CADENCE_UNITS.includes(row.cadenceUnit as CadenceUnit)
    ? { every: row.cadenceEvery, unit: row.cadenceUnit as CadenceUnit }
    : null;
