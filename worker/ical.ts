// Just enough RFC 5545 to write a calendar feed: CRLF line ends, TEXT escaping, and lines folded
// at 75 octets (never inside a UTF-8 character).

export type IcsValue = string | { params: string; value: string };
export type IcsEvent = Record<string, IcsValue>;

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export const escapeText = (text: string) => text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");

/** "20270314T090000Z": a UTC DATE-TIME. */
export const icsDateTime = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

const encoder = new TextEncoder();

/** Splits a content line into 75-octet pieces, continuation lines starting with one space (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuations hold 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const property = (name: string, value: IcsValue) => foldLine(typeof value === "string" ? `${name}:${value}` : `${name};${value.params}:${value.value}`);

/** A VCALENDAR of these events, every line folded and ended with CRLF. */
export function calendar(name: string, events: IcsEvent[]): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Nudge//Keep in touch//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH", property("X-WR-CALNAME", escapeText(name))];
  for (const event of events) {
    lines.push("BEGIN:VEVENT", ...Object.entries(event).map(([key, value]) => property(key, value)), "END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}
