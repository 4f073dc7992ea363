// Content lines as vCard (RFC 6350 §3.2, §3.4) and iCalendar (RFC 5545 §3.1, §3.3.11) share
// them: the contacts export (src/lib/vcard.ts) and the calendar feed (worker/calendar/ical.ts)
// both use these.

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT escaping: backslash first, so the others aren't doubled. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/,/g, "\\,")
    .replace(/;/g, "\\;")
    .replace(/\r\n|\r|\n/g, "\\n");
}

// RFC 5545 §3.1 and RFC 6350 §3.3 allow no control character in a content line but HTAB; C1 too
// goes, since some readers break lines at NEL. Values are escaped before they get here (TEXT's
// "\n"), but a URI can't be, and a value a caller forgot to escape must not start a line of its own.
const NOT_IN_A_LINE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;

/** One content line, ready to write: any CR, LF or other control character it still holds dropped, then folded. */
export const contentLine = (line: string) => foldLine(line.replace(NOT_IN_A_LINE, ""));

/**
 * Folds a content line at 75 octets: continuation lines start with a space, and a multi-byte
 * UTF-8 character is never cut in two (a parser would see two broken characters).
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}
