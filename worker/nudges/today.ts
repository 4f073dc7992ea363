// GET /api/today's answer (docs/product.md#today): the person's day in their time zone, put
// together from the nudges, the contacts' keep-in-touch rhythms and their dates. Each item says
// which existing route its Done and Snooze call, so the page holds no rules of its own.
import { cadenceOf, checkInDue, shortestCadence } from "../contracts/cadence";
import type { DeliveryStatus } from "../contracts/delivery";
import { callLink, phoneKey } from "../contracts/phone";
import { messageLink, type ReachApp } from "../contracts/reach";
import {
  DATES_AHEAD_DAYS,
  dayOf,
  nextOccurrence,
  type Today,
  type TodayAction,
  type TodayContact,
  type TodayLinks,
} from "../contracts/today";
import type { Db } from "../db/client";
import { CHECK_IN_MESSAGE } from "../db/check-ins";
import { circleRows, groupCircles } from "../db/circles";
import { checkInItem, dateItem, dateNudgeIds, dueNudges, snoozedItems, todayContacts, userDates } from "../db/today";
import { userTimeZone } from "../db/user-settings";

type ContactRow = Awaited<ReturnType<typeof todayContacts>>[number];

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
// Snoozing from Today always means "not today": back at 09:00 tomorrow, in the person's zone.
const TOMORROW = { until: "tomorrow" };
// Address books without a birth year store 1604 (Apple's convention): no age then.
const NO_YEAR = 1604;

const post = (path: string, body?: Record<string, unknown>): TodayAction =>
  body ? { method: "POST", path, body } : { method: "POST", path };

const asContact = (row: ContactRow): TodayContact & { id: number } => ({
  id: row.id,
  name: row.name,
  phoneNumber: row.phoneNumber,
  email: row.email,
  reachBy: row.reachBy as ReachApp | null,
  telegram: row.telegram,
});

function links(contact: TodayContact, done: TodayAction, snooze: TodayAction, message?: string): TodayLinks {
  return { message: messageLink(contact, message), call: contact.phoneNumber ? callLink(contact.phoneNumber) : null, done, snooze };
}

type Window = ReturnType<typeof todayWindow>;

/**
 * The person's day in their zone, or (the weekly digest, `days: 7`) the week from today: nudges
 * and check-ins due within it are listed (dates always look DATES_AHEAD_DAYS ahead).
 */
export function todayWindow(now: number, timeZone: string, days = 1) {
  const today = dayOf(now, timeZone);
  // The window's last day is found from its noon, so a DST change in the week never shifts it a day.
  const lastDay = dayOf(today.start + (days - 1) * DAY_MS + DAY_MS / 2, timeZone);
  return { ...today, end: lastDay.end };
}

/** The reads behind the list, for one D1 batch (the scheduler's digest adds its own to it). */
export const todayReads = (db: Db, userId: number, now: number, day: Window) =>
  [
    todayContacts(db, userId),
    dueNudges(db, userId, day),
    userDates(db, userId),
    dateNudgeIds(db, userId),
    snoozedItems(db, userId, now),
    circleRows(db, userId),
  ] as const;

// Mapped through a type parameter, so a tuple maps element by element.
type Answers<T extends readonly unknown[]> = { [K in keyof T]: Awaited<T[K]> };
type Reads = Answers<ReturnType<typeof todayReads>>;

export async function buildToday(db: Db, userId: number, now: number): Promise<Today> {
  const timeZone = await userTimeZone(db, userId);
  const day = todayWindow(now, timeZone);
  return todayFrom(await db.batch(todayReads(db, userId, now, day)), { now, day, timeZone });
}

/** The list from what todayReads read. */
export function todayFrom(reads: Reads, { now, day, timeZone }: { now: number; day: Window; timeZone: string }): Today {
  const [contacts, nudgeRows, dates, dateNudgeRows, snoozedRows, memberships] = reads;
  const dateNudges = new Set(dateNudgeRows.flatMap((r) => [r.day, r.headsUp]).filter((id): id is number => id !== null));
  const snoozed = new Set(snoozedRows.map((r) => r.item));
  const circles = groupCircles(memberships);
  const byId = new Map(contacts.map((c) => [c.id, c]));
  const byPhone = new Map(contacts.filter((c) => c.phoneKey).map((c) => [c.phoneKey!, c]));

  const checkIns = contacts
    .flatMap((row) => {
      const rhythm = cadenceOf(row) ?? shortestCadence(circles.get(row.id)?.cadences ?? []);
      if (!rhythm || snoozed.has(checkInItem(row.id))) return [];
      const dueAt = checkInDue(row.lastContactAt ?? row.createdAt, rhythm, timeZone);
      if (dueAt >= day.end) return [];
      const contact = asContact(row);
      const done = post("/api/contacts/interactions", { contactId: row.id, kind: "done" });
      const snooze = post(`/api/today/check-ins/${row.id}/snooze`, TOMORROW);
      return [{ contact, links: links(contact, done, snooze), dueAt, overdue: dueAt <= now }];
    })
    .sort((a, b) => a.dueAt - b.dueAt)
    .map((item) => ({ ...item, dueAt: iso(item.dueAt) }));

  const upcoming = dates
    .flatMap((row) => {
      const contactRow = byId.get(row.contactId);
      if (!contactRow || snoozed.has(dateItem(row.id))) return [];
      const next = nextOccurrence(row.date, day.date);
      if (next.inDays > DATES_AHEAD_DAYS) return [];
      const born = Number(row.date.slice(0, 4));
      const turns = /birthday/i.test(row.label) && born !== NO_YEAR && next.year > born ? next.year - born : null;
      const contact = asContact(contactRow);
      const done = post(`/api/today/dates/${row.id}/done`);
      const snooze = post(`/api/today/dates/${row.id}/snooze`, TOMORROW);
      return [
        { id: row.id, label: row.label, occursOn: next.occursOn, inDays: next.inDays, turns, contact, links: links(contact, done, snooze) },
      ];
    })
    .sort((a, b) => a.inDays - b.inDays || a.contact.name.localeCompare(b.contact.name));

  // Check-in and date nudges are listed above as what they are about, not again as nudges.
  const checkInNudges = new Set(contacts.map((c) => c.checkInReminderId));
  const datesOf = (contactId: number | undefined) => dates.filter((d) => d.contactId === contactId).map((d) => d.label);
  // A sent one is no longer linked to its contact or date (the next one is): known by its words.
  const madeByNudge = (message: string, contact: ContactRow | undefined) =>
    message === CHECK_IN_MESSAGE ||
    datesOf(contact?.id).some((label) => message.startsWith(`${label} today`) || message.startsWith(`${label} in `));
  const nudges = nudgeRows.flatMap((row) => {
    if (checkInNudges.has(row.id) || dateNudges.has(row.id)) return [];
    const matched = byPhone.get(phoneKey(row.phoneNumber) ?? "");
    if (row.sent && madeByNudge(row.message, matched)) return [];
    const contact: TodayContact = matched
      ? asContact(matched)
      : { id: null, name: row.targetName, phoneNumber: row.phoneNumber, email: null, reachBy: null, telegram: null };
    const done = post(`/api/reminders/${row.id}/done`);
    const snooze = post(`/api/reminders/${row.id}/snooze`, TOMORROW);
    return [
      {
        id: row.id,
        message: row.message,
        remindAt: iso(row.remindAt),
        sent: row.sent,
        overdue: !row.sent && row.remindAt <= now,
        // The same column History reads, so the two never disagree.
        delivery: row.sent ? (row.deliveryStatus as DeliveryStatus | null) : null,
        contact,
        links: links(contact, done, snooze, row.message),
      },
    ];
  });

  return { date: day.date, timeZone, nudges, checkIns, dates: upcoming };
}
