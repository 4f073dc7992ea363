// What Today says about each item, in the product's words (docs/product.md#today).
import { plural, t } from "@lingui/core/macro";
import type { Today, TodayDate, TodayNudge } from "@contracts/today";
import { intlLocale, relativeTime, relativeTimeInline } from "@/lib/dates";
import { deliveryStatusText } from "@/lib/delivery-status";

/** "Birthday today", "Birthday tomorrow", "Anniversary in 3 days", with the age when the year is known. */
export function dateWords({ label, inDays, turns }: Pick<TodayDate, "label" | "inDays" | "turns">) {
  // The label is the person's own word ("Birthday", "Anniversary"): a value in the sentence.
  if (turns) {
    if (inDays === 0) return t`${label} today (turns ${turns})`;
    if (inDays === 1) return t`${label} tomorrow (turns ${turns})`;
    return plural(inDays, { one: `${label} in # day (turns ${turns})`, other: `${label} in # days (turns ${turns})` });
  }
  if (inDays === 0) return t`${label} today`;
  if (inDays === 1) return t`${label} tomorrow`;
  return plural(inDays, { one: `${label} in # day`, other: `${label} in # days` });
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
  return plural(n, { one: "# person to reach out to", other: "# people to reach out to" });
}

/** "Tuesday, March 10" for the list's "YYYY-MM-DD" (a calendar day: read in UTC, it stays that day). */
export const dayTitle = (date: string) =>
  new Intl.DateTimeFormat(intlLocale(), { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * When a nudge is due ("In 2 hours"); for a sent one, when it was and how it went out, in Nudge
 * History's words ("Due 6 minutes ago · Not delivered"): never "nudged you" for one that reached no one.
 */
export function nudgeWhen({ remindAt, sent, delivery }: Pick<TodayNudge, "remindAt" | "sent" | "delivery">, now: Date) {
  if (!sent) return relativeTime(remindAt, now);
  const when = relativeTimeInline(remindAt, now);
  const how = delivery ? deliveryStatusText(delivery) : t`Sent`;
  return t`Due ${when} · ${how}`;
}
