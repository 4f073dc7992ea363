// The Today list (issue 24, docs/product.md#today): what GET /api/today answers, and the calendar
// arithmetic of "the person's day in their time zone". No zod: the page reads only types, and its
// actions' bodies are ones the existing routes already check.
import type { DeliveryStatus } from "./delivery";
import type { MessageLink, ReachApp } from "./reach";
import { atLocalTime, inZone } from "./time-zone";

/** How many days ahead birthdays and other dates are listed (today counts as day 0). */
export const DATES_AHEAD_DAYS = 7;

/** Who an item is about, with what their preferred app needs. `id` is null for a nudge no contact matches. */
export type TodayContact = {
  id: number | null;
  name: string;
  phoneNumber: string | null;
  email: string | null;
  reachBy: ReachApp | null;
  telegram: string | null;
};

/** A request the page makes as it is written here: one of the existing routes, with its body. */
export type TodayAction = { method: "POST"; path: string; body?: Record<string, unknown> };

export type TodayLinks = {
  /** Their preferred app with the message typed where it can be (contracts/reach.ts), or null without a way. */
  message: MessageLink | null;
  /** A tel: link, or null without a phone. */
  call: string | null;
  done: TodayAction;
  snooze: TodayAction;
};

type Item = { contact: TodayContact; links: TodayLinks };
/** Check-ins and dates are always about a contact. */
type ContactItem = { contact: TodayContact & { id: number }; links: TodayLinks };

/**
 * A nudge due today: pending (overdue ones too), or sent today and not yet done or snoozed.
 * `delivery`: how a sent one went out, as History says it (null while pending, or for a nudge sent
 * before delivery was recorded).
 */
export type TodayNudge = Item & {
  id: number;
  message: string;
  remindAt: string;
  sent: boolean;
  overdue: boolean;
  delivery: DeliveryStatus | null;
};
/** A contact whose keep-in-touch check-in is due by the end of today. */
export type TodayCheckIn = ContactItem & { dueAt: string; overdue: boolean };
/** A birthday or other date within DATES_AHEAD_DAYS. `occursOn` is this year's (or next year's) day. */
export type TodayDate = ContactItem & { id: number; label: string; occursOn: string; inDays: number; turns: number | null };

export type Today = {
  /** The person's calendar day, "YYYY-MM-DD", in `timeZone`. */
  date: string;
  timeZone: string;
  nudges: TodayNudge[];
  checkIns: TodayCheckIn[];
  dates: TodayDate[];
};

const pad = (n: number) => String(n).padStart(2, "0");
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The local day `now` falls on in `timeZone`: its date and the instants it starts and ends. */
export function dayOf(now: number, timeZone: string) {
  const local = inZone(now, timeZone);
  const [y, m, d] = [local.getFullYear(), local.getMonth() + 1, local.getDate()];
  return {
    date: ymd(y, m, d),
    start: atLocalTime(y, m, d, 0, 0, timeZone),
    end: atLocalTime(y, m, d + 1, 0, 0, timeZone),
  };
}

/**
 * The next time a yearly date ("1990-02-29", year kept) comes round on or after `today`
 * ("YYYY-MM-DD"), and how many days away it is. 29 February falls on the 28th in other years, as
 * its nudge does (contracts/important-dates.ts).
 */
export function nextOccurrence(date: string, today: string) {
  const [, month, day] = date.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  const todayUtc = Date.UTC(ty, tm - 1, td);
  for (const year of [ty, ty + 1]) {
    const d = month === 2 && day === 29 && !isLeap(year) ? 28 : day;
    const at = Date.UTC(year, month - 1, d);
    if (at >= todayUtc) return { occursOn: ymd(year, month, d), year, inDays: Math.round((at - todayUtc) / 86_400_000) };
  }
  throw new Error("unreachable: a date comes round within a year");
}
