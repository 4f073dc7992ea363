// Birthdays and other yearly dates on a contact (issue 9): what the API takes and gives, and the
// pure date arithmetic of their nudges.
import { t } from "@lingui/core/macro";
import { z } from "zod";
import { isDayTooLate, tooLate } from "./date-bounds";
import { lineText } from "./free-text";
import { DEFAULT_NUDGE_TIME, onDayAt } from "./nudge-time";

export const MAX_LEAD_DAYS = 60;

export const importantDateSchema = z.object({
  label: lineText(() => t`Label is required`)
    .trim()
    .min(1, { error: () => t`Label is required` })
    .max(50, { error: () => t`Label must be at most 50 characters` }),
  // The year is kept (for "turns 30") but only the month and day repeat.
  date: z
    .string({ error: () => t`date is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => t`date must look like 1990-03-14` })
    .refine((v) => parseDate(v) !== null, { error: () => t`date is not a real calendar date` })
    .refine((v) => !isDayTooLate(v), { error: tooLate }),
  leadDays: z
    .number({ error: () => t`leadDays must be a number` })
    .int({ error: () => t`leadDays must be a whole number` })
    .min(0, { error: () => t`leadDays cannot be negative` })
    .max(MAX_LEAD_DAYS, { error: () => t`leadDays must be at most ${MAX_LEAD_DAYS}` })
    .default(0),
});

/**
 * A date with `leadDays` keeps two pending nudges: the heads-up that many days early
 * (headsUpAt) and the one on the day (onTheDayAt); with 0 only the one on the day. nextNudgeAt is
 * the sooner of the two; each is null when not pending.
 */
export type ImportantDate = {
  id: number;
  contactId: number;
  label: string;
  date: string;
  leadDays: number;
  nextNudgeAt: string | null;
  headsUpAt: string | null;
  onTheDayAt: string | null;
  createdAt: string;
};

/** "1990-02-29" → { year, month, day }, or null when no such day exists. */
export function parseDate(value: string): { year: number; month: number; day: number } | null {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * When the next nudge for a yearly date is due: `leadDays` before the date (0: on the day), at
 * the person's time of day (`minutes` after local midnight), the first such moment after `after`.
 * A 29 February date (a leap-day birthday) falls on 28 February in non-leap years, so it is never
 * skipped; the calendar feed does the same.
 */
export function nextDateNudge(
  month: number,
  day: number,
  leadDays: number,
  after: number,
  timeZone = "UTC",
  minutes = DEFAULT_NUDGE_TIME,
): { at: number; occursOn: string } {
  const startYear = new Date(after).getUTCFullYear() - 1;
  for (let year = startYear; ; year++) {
    const d = month === 2 && day === 29 && !isLeap(year) ? 28 : day;
    const occurs = new Date(Date.UTC(year, month - 1, d - leadDays));
    const at = onDayAt(occurs.getUTCFullYear(), occurs.getUTCMonth() + 1, occurs.getUTCDate(), minutes, timeZone);
    if (at > after) return { at, occursOn: `${year}-${String(month).padStart(2, "0")}-${String(d).padStart(2, "0")}` };
  }
}
