// Just enough RFC 5545 to write a calendar feed: CRLF line ends, and content lines escaped, cleared
// of control characters and folded as vCard's are (contracts/content-line.ts).
import { contentLine, escapeText } from "../contracts/content-line";
import { vtimezone } from "./vtimezone";

export type IcsValue = string | { params: string; value: string };
export type IcsEvent = Record<string, IcsValue>;

/** "20270314T090000Z": a UTC DATE-TIME. */
export const icsDateTime = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const property = (name: string, value: IcsValue) =>
  contentLine(typeof value === "string" ? `${name}:${value}` : `${name};${value.params}:${value.value}`);

/**
 * Each TZID the events use, with the years its definition must cover: from the earliest time
 * written with it to the later of the latest one and `now` (a repeating event goes on from its start).
 */
function zonesUsed(events: IcsEvent[], now: number) {
  const years = new Map<string, { from: number; until: number }>();
  const thisYear = new Date(now).getUTCFullYear();
  for (const value of events.flatMap((event) => Object.values(event))) {
    const tzid = typeof value === "string" ? null : /(?:^|;)TZID=([^;:]+)/.exec(value.params)?.[1];
    if (!tzid || typeof value === "string") continue;
    const year = Number(value.value.slice(0, 4));
    const seen = years.get(tzid) ?? { from: year, until: Math.max(year, thisYear) };
    years.set(tzid, { from: Math.min(seen.from, year), until: Math.max(seen.until, year) });
  }
  return years;
}

/**
 * A VCALENDAR of these events, every line folded and ended with CRLF, with a VTIMEZONE for every
 * TZID they use (RFC 5545 §3.2.19): without one, readers take such times as floating.
 */
export function calendar(name: string, events: IcsEvent[], now = Date.now()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    // Not translated: the product identifier RFC 5545 asks for, read by calendar programs.
    "PRODID:-//Nudge//Keep in touch//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    property("X-WR-CALNAME", escapeText(name)),
  ];
  for (const [tzid, { from, until }] of zonesUsed(events, now)) lines.push(...vtimezone(tzid, from, until).map(contentLine));
  for (const event of events) {
    lines.push("BEGIN:VEVENT", ...Object.entries(event).map(([key, value]) => property(key, value)), "END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}
