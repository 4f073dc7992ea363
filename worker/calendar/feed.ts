// The feed's events: every pending nudge as a 15-minute event at its time, every repeating nudge
// as one event with its rule (in the person's time zone, so 9:00 stays 9:00 across DST), every
// contact's date as a yearly all-day event.
import { t } from "@lingui/core/macro";
import { escapeText } from "../contracts/content-line";
import { formatPhone } from "../contracts/phone-numbers";
import { calendar, icsDateTime, type IcsEvent } from "./ical";
import { calendarRule } from "../nudges/recurrence";
import type { feedRows } from "../db/calendar-feed";

type Rows = Awaited<ReturnType<typeof feedRows>>;

type Nudge = { targetName: string; message: string; phoneNumber: string | null; url: string | null };

const summary = (name: string) => t`Nudge: reach out to ${name}`;

/** What a nudge's event says. */
const about = (n: Nudge) => ({
  DURATION: "PT15M",
  SUMMARY: escapeText(summary(n.targetName)),
  // The number as the app shows it (issue 21).
  DESCRIPTION: escapeText([n.message, n.phoneNumber && formatPhone(n.phoneNumber), n.url].filter(Boolean).join("\n")),
  ...(n.url ? { URL: n.url } : {}),
});

export function feedCalendar({ nudges, dates, series }: Rows, host: string, now: number, timeZone: string): string {
  const stamp = icsDateTime(now);
  const events: IcsEvent[] = [
    ...nudges.map((n) => ({ UID: `nudge-${n.id}@${host}`, DTSTAMP: stamp, DTSTART: icsDateTime(n.remindAt), ...about(n) })),
    ...series.map((s) => ({
      UID: `series-${s.id}@${host}`,
      DTSTAMP: stamp,
      DTSTART: { params: `TZID=${timeZone}`, value: `${s.startSlot.replace(/[-:]/g, "")}00` },
      RRULE: calendarRule(s.recurrence, s.startSlot, timeZone),
      ...about(s),
    })),
    ...dates.map((d) => ({
      UID: `date-${d.id}@${host}`,
      DTSTAMP: stamp,
      // The date as first entered, repeating every year on that month and day. A 29 February date
      // repeats on February's last day instead: the 29th in leap years, the 28th in the others
      // (a plain yearly rule skips the non-leap years, RFC 5545 §3.3.10), as its nudge does.
      DTSTART: { params: "VALUE=DATE", value: d.date.replaceAll("-", "") },
      RRULE: d.date.endsWith("-02-29") ? "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1" : "FREQ=YEARLY",
      SUMMARY: escapeText(`${d.name}: ${d.label}`),
      TRANSP: "TRANSPARENT",
    })),
  ];
  return calendar("Nudge", events, now);
}
