// A forwarded mail's original: the header block mail apps write above the forwarded text, read
// from the forwarding mail's text. Gmail: "---------- Forwarded message ---------", Apple Mail:
// "Begin forwarded message:", Outlook: "From: … Sent: …" with no marker line at all.
const FORWARD_SUBJECT = /^\s*(?:(?:fwd?|fw|wg|tr|rv)\s*:\s*)+/i;
const FORWARD_MARKER = /^[ \t>]*(?:-{3,}[ \t]*Forwarded message[ \t]*-{3,}|Begin forwarded message:)[ \t]*$/im;
// Where the block starts: a forward's marker, or the "-----Original Message-----" Outlook writes
// above both forwards and replies.
const MARKER = /^[ \t>]*(?:-{3,}[ \t]*(?:Forwarded message|Original Message)[ \t]*-{3,}|Begin forwarded message:)[ \t]*$/im;
const REPLY_SUBJECT = /^\s*(?:re|aw|sv|antw)\s*:/i;
const OUTLOOK_BLOCK = /^[ \t>]*\*?From:\*?[^\n]*\r?\n[ \t>]*\*?Sent:|^[ \t>]*-{3,}[ \t]*Original Message[ \t]*-{3,}[ \t]*$/im;
const HEADER_LINE = /^[ \t>]*\*?(From|Sent|Date|Subject|To|Cc)\*?:[ \t]*(.*)$/i;
const ADDRESS = /[a-z0-9._%+'-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
// The block sits near the top; reading further only costs time on a huge body.
const SCAN_CHARS = 64 * 1024;
// A header line's limit (RFC 5322): the address pattern never runs over a stranger's megabyte.
const FIELD_CHARS = 998;

export type Forwarded = { from: { email: string; name: string | null } | null; date: string | null; subject: string | null; to: string[] };

/** The subject without its forward prefixes ("Fwd: FW: Lunch" → "Lunch"). */
export const withoutForwardPrefix = (subject: string) => subject.replace(FORWARD_SUBJECT, "");

/**
 * Forwarded: a forward prefix, a forward's marker line, or Outlook's "From: … Sent: …" block or
 * "Original Message" line. A reply (Re:, AW:, SV:) quotes the mail it answers in those same
 * Outlook blocks, so for one they are not a forward: its recipients are whom it was with.
 */
export const looksForwarded = (subject: string, text: string) => {
  const scanned = text.slice(0, SCAN_CHARS);
  return FORWARD_SUBJECT.test(subject) || FORWARD_MARKER.test(scanned) || (!REPLY_SUBJECT.test(subject) && OUTLOOK_BLOCK.test(scanned));
};

/** The first forwarded header block in the text, or null when there is none. */
export function forwardedHeaders(text: string): Forwarded | null {
  const scanned = text.slice(0, SCAN_CHARS);
  const marker = MARKER.exec(scanned);
  const lines = scanned.slice(marker ? marker.index + marker[0].length : 0).split(/\r?\n/);
  // After a marker the block starts at its first header (Thunderbird puts Subject first); without
  // one (Outlook), at the first From line.
  const fieldOf = (line: string) => HEADER_LINE.exec(line)?.[1]?.toLowerCase();
  const start = lines.findIndex((line) => (marker ? fieldOf(line) !== undefined : fieldOf(line) === "from"));
  if (start < 0) return null;
  const block: string[] = [];
  for (const line of lines.slice(start, start + 20)) {
    if (!line.replace(/^[ \t>]*/, "").trim()) break;
    block.push(line);
  }
  // New Outlook starts the text right under the last header, with no blank line between.
  const lastHeader = block.findLastIndex((line) => fieldOf(line) !== undefined);
  const fields = new Map<string, string>();
  let last: string | null = null;
  for (const line of block.slice(0, lastHeader + 1)) {
    const [, name, value] = HEADER_LINE.exec(line) ?? [];
    if (name !== undefined) {
      last = name.toLowerCase();
      if (!fields.has(last)) fields.set(last, (value ?? "").trim().slice(0, FIELD_CHARS));
    } else if (last) {
      // Gmail wraps a long Subject onto the next line without the indent RFC 5322 would use.
      fields.set(last, `${fields.get(last)} ${line.replace(/^[ \t>]*/, "").trim()}`.slice(0, FIELD_CHARS));
    }
  }
  if (!fields.has("from")) return null;
  const from = fields.get("from") ?? "";
  const address = ADDRESS.exec(from)?.[0].toLowerCase();
  const name = (from.split(/[<[]/)[0] ?? "").replace(/["']/g, "").trim();
  return {
    from: address ? { email: address, name: name && !ADDRESS.test(name) ? name : null } : null,
    date: fields.get("date") ?? fields.get("sent") ?? null,
    subject: fields.get("subject") ?? null,
    to: [
      ...(fields.get("to") ?? "").matchAll(new RegExp(ADDRESS, "gi")),
      ...(fields.get("cc") ?? "").matchAll(new RegExp(ADDRESS, "gi")),
    ].map((m) => m[0].toLowerCase()),
  };
}

/** A date as mail apps write it in that block ("Fri, Jun 3, 2022 at 4:14 PM"), in epoch ms or NaN. */
export const forwardedDate = (date: string) => Date.parse(date.replace(/\s+at\s+/i, " "));

/** An HTML-only mail's text, enough to find the forwarded block in: tags out, lines kept. */
export const htmlText = (html: string) =>
  html
    .replace(/<(?:br|\/p|\/div|\/tr)[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
