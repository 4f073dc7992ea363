// Just enough RFC 5545 to write a calendar feed: CRLF line ends, and content lines escaped, cleared
// of control characters and folded as vCard's are (contracts/content-line.ts).
import { contentLine, escapeText } from "./contracts/content-line";

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

/** A VCALENDAR of these events, every line folded and ended with CRLF. */
export function calendar(name: string, events: IcsEvent[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Nudge//Keep in touch//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    property("X-WR-CALNAME", escapeText(name)),
  ];
  for (const event of events) {
    lines.push("BEGIN:VEVENT", ...Object.entries(event).map(([key, value]) => property(key, value)), "END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}
