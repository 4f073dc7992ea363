// The digest notification (issue 24, docs/product.md#today): the Today list sent as one push (and,
// if chosen, one email) every day or once a week at the person's time. What the settings API
// answers, and the calendar arithmetic of when a digest is due. No zod: the Account dialog reads it.
import { onDayAt } from "./nudge-time";
import { inZone } from "./time-zone";

/** How often the digest comes: "off" (the default), every day, or once a week on `weekday`. */
export const DIGEST_EVERY = ["off", "daily", "weekly"] as const;
export type DigestEvery = (typeof DIGEST_EVERY)[number];

/** 08:30 when nobody chose, in minutes after local midnight. */
export const DEFAULT_DIGEST_TIME = 8 * 60 + 30;
/** Monday (0 is Sunday … 6 Saturday, as Date.getDay counts). */
export const DEFAULT_DIGEST_WEEKDAY = 1;

/** The digest as GET/PATCH /api/account/settings answer it. `email` goes only to a confirmed address. */
export type DigestSettings = { every: DigestEvery; time: string; weekday: number; email: boolean };

/** An "on" digest as the scheduler keeps it: when (minutes after local midnight) and whether by email too. */
export type DigestRule = { every: "daily" | "weekly"; minutes: number; weekday: number; email: boolean };

const weekdayOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/**
 * The digest times around `now` in `timeZone`: the latest at or before it, and the first after it.
 * Each is `minutes` past midnight on a day the rule picks, DST-safe (onDayAt).
 */
export function digestTimes(now: number, rule: Omit<DigestRule, "email">, timeZone: string) {
  const local = inZone(now, timeZone);
  const [y, m, d] = [local.getFullYear(), local.getMonth() + 1, local.getDate()];
  const slot = (offset: number) =>
    rule.every === "weekly" && weekdayOf(y, m, d + offset) !== rule.weekday ? null : onDayAt(y, m, d + offset, rule.minutes, timeZone);
  let last = 0;
  for (let offset = 0; offset >= -7 && last === 0; offset--) {
    const at = slot(offset);
    if (at !== null && at <= now) last = at;
  }
  let next = 0;
  for (let offset = 0; offset <= 8 && next === 0; offset++) {
    const at = slot(offset);
    if (at !== null && at > now) next = at;
  }
  return { last, next };
}
