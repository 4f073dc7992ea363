// What the service worker sends when a nudge's notification action is tapped (issue 9): the
// single-purpose token from the push, and for Snooze how long.
import { z } from "zod";

const token = z
  .string({ error: "token is required" })
  .regex(/^[A-Za-z0-9_-]{43}$/, "token must be the 43-character token from the nudge's notification");

export const SNOOZE_CHOICES = ["1h", "tomorrow"] as const;
export type SnoozeChoice = (typeof SNOOZE_CHOICES)[number];

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const actionTokenSchema = z.object({ token });

/** Snooze from the app (session): how long, and the device's zone for "tomorrow". */
export const snoozeChoiceSchema = z.object({
  until: z.enum(SNOOZE_CHOICES, { error: 'until must be "1h" or "tomorrow"' }),
  // The device's zone (the service worker or page reads it with Intl): "tomorrow" means 09:00 there.
  timeZone: z
    .string({ error: "timeZone must be text" })
    .max(64, "timeZone is too long")
    .refine(isTimeZone, "timeZone must be an IANA time zone such as Europe/Berlin")
    .optional(),
});

export const snoozeSchema = snoozeChoiceSchema.extend({ token });

export const contactActionSchema = z.object({
  token,
  kind: z.enum(["text", "call"], { error: "kind must be text or call" }),
});

const HOUR = 3_600_000;
export const MORNING_HOUR = 9;

/** The wall-clock parts of an instant in a time zone. */
function wallClock(at: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

/** How far the zone's clock is ahead of UTC at this instant, in ms. */
function offsetAt(at: number, timeZone: string) {
  const w = wallClock(at, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at / 1000) * 1000;
}

/** 09:00 on the day after `now` in the zone (UTC without one). Twice round the offset settles DST days. */
export function tomorrowMorning(now: number, timeZone = "UTC") {
  const today = wallClock(now, timeZone);
  const wanted = Date.UTC(today.year, today.month - 1, today.day + 1, MORNING_HOUR);
  let at = wanted - offsetAt(wanted, timeZone);
  at = wanted - offsetAt(at, timeZone);
  return at;
}

/** When a snoozed nudge comes back. */
export const snoozeUntil = (choice: SnoozeChoice, now: number, timeZone?: string) => (choice === "1h" ? now + HOUR : tomorrowMorning(now, timeZone));
