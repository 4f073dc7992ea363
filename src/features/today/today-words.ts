// What Today says about each item, in the product's words (docs/product.md#today).
import { t } from "@lingui/core/macro";
import type { Today, TodayDate, TodayNudge } from "@contracts/today";
import { relativeTime, relativeTimeInline } from "@/lib/dates";
import { deliveryStatusText } from "@/lib/delivery-status";

/** "Birthday today", "Birthday tomorrow", "Anniversary in 3 days", with the age when the year is known. */
export function dateWords({ label, inDays, turns }: Pick<TodayDate, "label" | "inDays" | "turns">) {
  const when = inDays === 0 ? "today" : inDays === 1 ? "tomorrow" : `in ${inDays} days`;
  return `${label} ${when}${turns ? ` (turns ${turns})` : ""}`;
}

/** How many different people the list asks them to reach out to. */
export function peopleCount(today: Today) {
  const keys = [
    ...today.nudges.map((n) => (n.contact.id === null ? `name:${n.contact.name}` : `id:${n.contact.id}`)),
    ...today.checkIns.map((c) => `id:${c.contact.id}`),
    ...today.dates.map((d) => `id:${d.contact.id}`),
  ];
  return new Set(keys).size;
}

/** "Nothing to do today", "1 person to reach out to", "4 people to reach out to". */
export function summary(today: Today) {
  const n = peopleCount(today);
  if (n === 0) return t`Nothing to do today`;
  return `${n} ${n === 1 ? "person" : "people"} to reach out to`;
}

/** "Tuesday, March 10" for the list's "YYYY-MM-DD" (a calendar day: read in UTC, it stays that day). */
export const dayTitle = (date: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * When a nudge is due ("In 2 hours"); for a sent one, when it was and how it went out, in Nudge
 * History's words ("Due 6 minutes ago · Not delivered"): never "nudged you" for one that reached no one.
 */
export function nudgeWhen({ remindAt, sent, delivery }: Pick<TodayNudge, "remindAt" | "sent" | "delivery">, now: Date) {
  if (!sent) return relativeTime(remindAt, now);
  return t`Due ${relativeTimeInline(remindAt, now)} · ${delivery ? deliveryStatusText(delivery) : "Sent"}`;
}
