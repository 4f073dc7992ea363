// What the service worker sends when a nudge's notification action is tapped (issue 9): the
// single-purpose token from the push, and for Snooze how long.
import { t } from "@lingui/core/macro";
import { z } from "zod";
import { atLocalTime, DEFAULT_TIME_ZONE, inZone, isTimeZone } from "./time-zone";

// 43 random characters, after the id of the object that keeps the token and a dot
// (delivery/action-tokens.ts); a token pushed before tokens moved there has no id.
const token = z.string({ error: () => t`token is required` }).regex(/^(?:[0-9a-f]{64}\.)?[A-Za-z0-9_-]{43}$/, {
  error: () => t`token must be the token from the nudge's notification, as it was sent`,
});

export const SNOOZE_CHOICES = ["1h", "tomorrow"] as const;
export type SnoozeChoice = (typeof SNOOZE_CHOICES)[number];

export const actionTokenSchema = z.object({ token });

/** Snooze from the app (session): how long, and the device's zone for "tomorrow". */
export const snoozeChoiceSchema = z.object({
  until: z.enum(SNOOZE_CHOICES, { error: () => t`until must be "1h" or "tomorrow"` }),
  // The device's zone (the service worker reads it with Intl): "tomorrow" means 09:00 there. Without
  // one, 09:00 in the user's own time zone setting.
  timeZone: z
    .string({ error: () => t`timeZone must be text` })
    .max(64, { error: () => t`timeZone is too long` })
    .refine(isTimeZone, { error: () => t`timeZone must be an IANA time zone such as Europe/Berlin` })
    .optional(),
});

export const snoozeSchema = snoozeChoiceSchema.extend({ token });

export const contactActionSchema = z.object({
  token,
  kind: z.enum(["text", "call"], { error: () => t`kind must be text or call` }),
});

const HOUR = 3_600_000;
export const MORNING_HOUR = 9;

/** 09:00 on the day after `now` in the zone (UTC without one). */
export function tomorrowMorning(now: number, timeZone = DEFAULT_TIME_ZONE) {
  const today = inZone(now, timeZone);
  return atLocalTime(today.getFullYear(), today.getMonth() + 1, today.getDate() + 1, MORNING_HOUR, 0, timeZone);
}

/** When a snoozed nudge comes back. */
export const snoozeUntil = (choice: SnoozeChoice, now: number, timeZone: string) =>
  choice === "1h" ? now + HOUR : tomorrowMorning(now, timeZone);
