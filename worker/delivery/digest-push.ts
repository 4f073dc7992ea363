// The digest's push (issue 24): the Today list as one notification, each person once; a tap opens
// Today. Its email is digest-mail.ts.
import { i18n } from "#i18n";
import { plural, t } from "@lingui/core/macro";
import { andList } from "../contracts/intl-locale";
import type { DigestRule } from "../contracts/digest";
import type { Today, TodayLinks } from "../contracts/today";
import { declarativePush, type DeclarativePush } from "./declarative-push";

/** Names shown in the push before "and N more": enough to recognise the day, short on a lock screen. */
const NAMES_SHOWN = 4;

export type Person = { name: string; why: string; links: Pick<TodayLinks, "message" | "call"> };

/** "Birthday today", "Anniversary in 3 days": the date's own label (the person's words) and when. */
function dateWhy(label: string, days: number) {
  if (days === 0) return t`${label} today`;
  if (days === 1) return t`${label} tomorrow`;
  return t`${label} in ${days} days`;
}

/** Everyone on the list once, in its order (nudges, check-ins, dates), each with the first reason they are on it. */
export function digestPeople(today: Today): Person[] {
  const items = [
    ...today.nudges.map((n) => ({ contact: n.contact, why: n.message, links: n.links })),
    ...today.checkIns.map((c) => ({ contact: c.contact, why: c.overdue ? t`Check-in overdue` : t`Check-in due`, links: c.links })),
    ...today.dates.map((d) => ({ contact: d.contact, why: dateWhy(d.label, d.inDays), links: d.links })),
  ];
  const seen = new Set<string>();
  return items.flatMap(({ contact, why, links }) => {
    const key = contact.id === null ? `name:${contact.name}` : `id:${contact.id}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ name: contact.name, why, links: { message: links.message, call: links.call } }];
  });
}

/** "4 people to reach out to today", "1 person to reach out to this week". */
export function digestTitle(count: number, every: DigestRule["every"]) {
  return every === "weekly"
    ? plural(count, { one: "# person to reach out to this week", other: "# people to reach out to this week" })
    : plural(count, { one: "# person to reach out to today", other: "# people to reach out to today" });
}

/** "Ana, Ben, Cara, Dan and 2 more". */
function namesText(people: Person[]) {
  const names = people.slice(0, NAMES_SHOWN).map((p) => p.name);
  const more = people.length - names.length;
  return andList(more > 0 ? [...names, t`${more} more`] : names, i18n.locale);
}

// digest: the day it is for, which the service worker shows once; url: where a tap leads.
export type DigestPayload = DeclarativePush<{ digest: string; url: string }>;

/**
 * The push: a count in the title, the names in the body. With "Hide details on the lock screen"
 * the names stay off it too. One notification per day (tag), however often it is delivered.
 */
export function digestPayload(today: Today, every: DigestRule["every"], appUrl: string, shown: "all" | "name"): DigestPayload {
  const people = digestPeople(today);
  const title = digestTitle(people.length, every);
  const body = shown === "name" ? "" : namesText(people);
  return declarativePush({ title, body, navigate: `${appUrl}/today`, tag: `digest-${today.date}` }, { digest: today.date, url: "/today" });
}
