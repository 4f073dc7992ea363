// Reading a calendar someone connected (issue 41) with ical.js: every event occurrence that
// overlaps a window, recurring events expanded in their own time zone (EXDATE, RDATE and
// RECURRENCE-ID overrides applied by ical.js), cancelled ones left out. Pure: no network, no
// database, so the unit tests read the same files beside an independent reader (vobject).
// The input is untrusted: a rule without an end stops at the window, and caps on the steps taken
// per event and in all keep a hostile file from holding the Worker.
import { t } from "@lingui/core/macro";
import ICAL from "ical.js";
import { atLocalTime, isTimeZone } from "../contracts/time-zone";

export type Occurrence = {
  /** The event's UID and, for an occurrence of a recurring one, its RECURRENCE-ID: stable across edits. */
  key: string;
  start: number;
  end: number;
  allDay: boolean;
  summary: string;
  /** ATTENDEE and ORGANIZER mailto: addresses, lower case. */
  emails: string[];
};

export type Window = { from: number; to: number };
export type Limits = { stepsPerEvent: number; steps: number };
export const LIMITS: Limits = { stepsPerEvent: 20_000, steps: 200_000 };

/** A calendar that can't be read or fetched, in words the person can act on. */
export class CalendarError extends Error {}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant a time stands for. A time in a zone the file defines, or UTC, knows its own offset.
 * A TZID the file doesn't define (Google and Outlook often leave the VTIMEZONE out) is read as
 * the IANA zone of that name; a name no one knows (a Windows zone name, a typo) and a floating
 * time are read in the person's own zone. An all-day date starts at midnight in the person's zone.
 */
function instant(time: ICAL.Time, tzid: string | null, ownZone: string): number {
  if (time.isDate) return atLocalTime(time.year, time.month, time.day, 0, 0, ownZone);
  const zone = time.zone;
  if (zone && zone !== ICAL.Timezone.localTimezone && (zone === ICAL.Timezone.utcTimezone || zone.component))
    return time.toUnixTime() * 1000;
  const name = tzid && isTimeZone(tzid) ? tzid : ownZone;
  return atLocalTime(time.year, time.month, time.day, time.hour, time.minute, name, time.second);
}

const tzidOf = (event: ICAL.Event) => {
  const tzid = event.component.getFirstProperty("dtstart")?.getParameter("tzid");
  return typeof tzid === "string" ? tzid : null;
};

function emailsOf(component: ICAL.Component): string[] {
  const found = new Set<string>();
  for (const prop of [...component.getAllProperties("attendee"), ...component.getAllProperties("organizer")]) {
    const value = String(prop.getFirstValue() ?? "");
    const mail = /^mailto:(.+)$/i.exec(value.trim())?.[1];
    if (mail) found.add(mail.trim().toLowerCase());
  }
  return [...found];
}

const cancelled = (component: ICAL.Component) => String(component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED";

/** One occurrence as the item (the master, or its override) says it. */
function occurrence(key: string, item: ICAL.Event, start: ICAL.Time, end: ICAL.Time, ownZone: string): Occurrence {
  const tzid = tzidOf(item);
  const from = instant(start, tzid, ownZone);
  // A missing or backwards end is an event of no length (all-day: the day).
  const until = Math.max(instant(end, tzid, ownZone), start.isDate ? from + DAY_MS : from);
  return {
    key,
    start: from,
    end: until,
    allDay: start.isDate,
    summary: String(item.summary ?? "").trim(),
    emails: emailsOf(item.component),
  };
}

const overlaps = (o: Occurrence, w: Window) => o.end >= w.from && o.start <= w.to;

/** The events of one file grouped by UID: the master and its overrides. */
function byUid(root: ICAL.Component) {
  const groups = new Map<string, { master?: ICAL.Component; overrides: ICAL.Component[] }>();
  for (const component of root.getAllSubcomponents("vevent")) {
    const uid = String(component.getFirstPropertyValue("uid") ?? "");
    if (!uid || !component.getFirstProperty("dtstart")) continue;
    const group = groups.get(uid) ?? { overrides: [] };
    if (component.getFirstProperty("recurrence-id")) group.overrides.push(component);
    else group.master = component;
    groups.set(uid, group);
  }
  return groups;
}

export type Read = { occurrences: Occurrence[]; truncated: boolean };

/** The occurrences of the calendar files' events that overlap the window. */
export function readCalendar(texts: string[], window: Window, ownZone: string, limits: Limits = LIMITS): Read {
  const occurrences: Occurrence[] = [];
  let budget = limits.steps;
  let truncated = false;
  for (const text of texts) {
    let root: ICAL.Component;
    try {
      root = new ICAL.Component(ICAL.parse(text) as unknown[]);
    } catch {
      throw new CalendarError(t`This address doesn't give a calendar (an .ics file).`);
    }
    if (root.name !== "vcalendar") throw new CalendarError(t`This address doesn't give a calendar (an .ics file).`);
    for (const [uid, group] of byUid(root)) {
      try {
        const { steps, capped } = expand(uid, group, window, ownZone, Math.min(limits.stepsPerEvent, budget), occurrences);
        budget -= steps;
        truncated ||= capped;
      } catch (error) {
        // One event ical.js can't read (a bad date, a broken rule) doesn't lose the rest.
        console.warn(`Calendar event ${uid} skipped:`, error);
      }
      if (budget <= 0) return { occurrences, truncated: true };
    }
  }
  return { occurrences, truncated };
}

function expand(
  uid: string,
  group: { master?: ICAL.Component; overrides: ICAL.Component[] },
  window: Window,
  ownZone: string,
  maxSteps: number,
  into: Occurrence[],
) {
  if (!group.master) {
    // Overrides without their series (a CalDAV server may hand out only the changed ones).
    for (const component of group.overrides) {
      if (cancelled(component)) continue;
      const item = new ICAL.Event(component);
      const found = occurrence(`${uid}/${item.recurrenceId.toString()}`, item, item.startDate, item.endDate, ownZone);
      if (overlaps(found, window)) into.push(found);
    }
    return { steps: group.overrides.length, capped: false };
  }
  const event = new ICAL.Event(group.master);
  for (const override of group.overrides) event.relateException(override);
  if (!event.isRecurring()) {
    if (cancelled(group.master)) return { steps: 1, capped: false };
    const found = occurrence(uid, event, event.startDate, event.endDate, ownZone);
    if (overlaps(found, window)) into.push(found);
    return { steps: 1, capped: false };
  }
  const iterator = event.iterator();
  const tzid = tzidOf(event);
  // An occurrence named twice (an override of one the rule already gives, as Google writes them) is one.
  const keys = new Set<string>();
  let steps = 0;
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (++steps > maxSteps) return { steps, capped: true };
    // Ends the rule without an end: nothing past the window is read.
    if (instant(next, tzid, ownZone) > window.to) break;
    const details = event.getOccurrenceDetails(next);
    if (cancelled(details.item.component) || cancelled(group.master)) continue;
    const key = `${uid}/${details.recurrenceId.toString()}`;
    if (keys.has(key)) continue;
    keys.add(key);
    const found = occurrence(key, details.item, details.startDate, details.endDate, ownZone);
    if (overlaps(found, window)) into.push(found);
  }
  return { steps, capped: false };
}
