// A .vcf file's bytes as cards of content lines (RFC 6350 §3.2, RFC 2426 §2.6, vCard 2.1 §2.1):
// the layer under the values, which knows nothing of charsets or escapes. It works on bytes, not
// text, because a value's charset is only known once its line is read (CHARSET=SHIFT_JIS, or
// none and a card that isn't UTF-8), and a line folded inside a multi-byte character is only whole
// again once unfolded (RFC 6350 §3.2 says to unfold before decoding).
//
// Written here rather than taken from a library: ical.js (kept for calendars) reads 3.0 and 4.0
// only, from text, and splits and unescapes values by its own design tables (NOTE at commas);
// the npm vCard readers we looked at read text too and don't take 2.1's bare parameters,
// quoted-printable soft breaks, nested cards or cut-off files. Content lines are a small grammar.

export type Params = Map<string, string[]>;
/** One unfolded property: its name (upper case, group dropped), parameters, and value bytes. */
export type ContentLine = { name: string; params: Params; value: Uint8Array };
/** A line that can't be read ("Line 4", "TEL"): a quote in its parameters is never closed. */
export type Unreadable = { where: string; property: string };
/** A card's lines and where it is in the file, with the lines that can't be read. */
export type RawCard = { from: number; to: number; lines: ContentLine[]; unreadable: Unreadable[] };

/** Binary properties: most of a file's size, and of no use to the import, so never decoded. */
const SKIPPED = /^(?:PHOTO|LOGO|SOUND|KEY|X-[\w-]*(?:PHOTO|IMAGE|AVATAR)[\w-]*)$/;
const SPACE = 0x20;
const TAB = 0x09;
const CR = 0x0d;
const LF = 0x0a;
const EQUALS = 0x3d;

/** A latin1 view of bytes (one char per byte), for the ASCII a property's name and parameters are. */
const ascii = (bytes: Uint8Array, from: number, to: number) => {
  let text = "";
  for (let i = from; i < to; i += 8192) text += String.fromCharCode(...bytes.subarray(i, Math.min(to, i + 8192)));
  return text;
};

/** Physical lines as [start, end, number]: a line ends at LF, CR LF, CR, or CR CR LF (iPhone exports). */
function* physicalLines(bytes: Uint8Array): Generator<[number, number, number]> {
  let start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let number = 1;
  for (let i = start; i < bytes.length; i++) {
    const b = bytes[i];
    if (b !== CR && b !== LF) continue;
    const end = i;
    if (b === CR) {
      let j = i;
      while (bytes[j] === CR) j++;
      if (bytes[j] === LF) i = j;
    }
    yield [start, end, number++];
    start = i + 1;
  }
  if (start < bytes.length) yield [start, bytes.length, number];
}

/** An unfolded line: its pieces in the file, the lines it starts and ends on, whether it is quoted-printable. */
type Logical = { segments: [number, number][]; line: number; last: number; qp: boolean };

/**
 * Unfolded lines: a line starting with a space or tab continues the last (RFC 6350 §3.2), as does
 * the line after a quoted-printable value ending in "=" (its soft line break).
 */
function* logicalLines(bytes: Uint8Array): Generator<Logical> {
  let current: Logical | null = null;
  for (const [start, end, number] of physicalLines(bytes)) {
    const tail = current?.segments.at(-1);
    if (current && tail && current.qp && bytes[tail[1] - 1] === EQUALS) {
      tail[1]--;
      current.segments.push([start, end]);
      current.last = number;
    } else if (current && start < end && (bytes[start] === SPACE || bytes[start] === TAB)) {
      current.segments.push([start + 1, end]);
      current.last = number;
    } else if (start < end) {
      if (current) yield current;
      const head = ascii(bytes, start, Math.min(end, start + 200));
      current = { segments: [[start, end]], line: number, last: number, qp: /^[^:]*;(?:ENCODING=)?QUOTED-PRINTABLE[;:]/i.test(head) };
    }
  }
  if (current) yield current;
}

/** The parameters' text split at ";" outside quotes; null when a quote opened is never closed. */
function splitOutsideQuotes(text: string, separator: string): string[] | null {
  const parts: string[] = [];
  let quoted = false;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (text[i] === separator && !quoted) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return quoted ? null : parts;
}

/** vCard 2.1 writes parameters bare ("TEL;CELL;ENCODING=QUOTED-PRINTABLE" or just ";QUOTED-PRINTABLE"). */
const ENCODINGS = /^(?:QUOTED-PRINTABLE|BASE64|B|8BIT|7BIT)$/i;

function paramsOf(parts: string[]): Params {
  const params: Params = new Map();
  for (const part of parts) {
    if (!part.trim()) continue;
    const eq = part.indexOf("=");
    const [key, raw] = eq < 0 ? [ENCODINGS.test(part.trim()) ? "ENCODING" : "TYPE", part] : [part.slice(0, eq), part.slice(eq + 1)];
    const values = (splitOutsideQuotes(raw, ",") ?? [raw]).map((v) => v.trim().replace(/^"(.*)"$/, "$1"));
    const name = key.trim().toUpperCase();
    params.set(name, [...(params.get(name) ?? []), ...values]);
  }
  return params;
}

/** A logical line as a property, or a reason it can't be one (null: not a property at all, skip it). */
function propertyOf(bytes: Uint8Array, l: Logical): ContentLine | Unreadable | null {
  const [start, end] = l.segments[0]!;
  const head = ascii(bytes, start, Math.min(end, start + 100));
  const name = /^(?:[\w-]+\.)?([\w-]+)[;:]/.exec(head)?.[1]?.toUpperCase();
  // A line with no name before ";" or ":": base64 data 2.1 writes unfolded, comments, noise.
  if (!name) return null;
  if (SKIPPED.test(name)) return { name, params: new Map(), value: new Uint8Array() };
  const whole = l.segments.length === 1 ? bytes.subarray(start, end) : concat(bytes, l.segments);
  const text = ascii(whole, 0, whole.length);
  const colon = colonOf(text);
  if (colon === null) return { where: l.last === l.line ? `Line ${l.line}` : `Lines ${l.line}–${l.last}`, property: name };
  if (colon < 0) return null;
  const parts = splitOutsideQuotes(text.slice(0, colon), ";")!;
  return { name, params: paramsOf(parts.slice(1)), value: whole.subarray(colon + 1) };
}

/** Where the value starts: the first colon outside a quoted parameter; null for an unclosed quote. */
function colonOf(text: string): number | null {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (text[i] === ":" && !quoted) return i;
  }
  return quoted ? null : -1;
}

function concat(bytes: Uint8Array, segments: [number, number][]) {
  const out = new Uint8Array(segments.reduce((n, [s, e]) => n + e - s, 0));
  let at = 0;
  for (const [s, e] of segments) {
    out.set(bytes.subarray(s, e), at);
    at += e - s;
  }
  return out;
}

const isLine = (line: ContentLine | Unreadable | null): line is ContentLine => line !== null && "value" in line;
const isMarker = (line: ContentLine | Unreadable | null, marker: "BEGIN" | "END") =>
  isLine(line) && line.name === marker && /^\s*VCARD\s*$/i.test(ascii(line.value, 0, line.value.length));

/**
 * The file's cards, in the order they start. A BEGIN:VCARD inside a card starts a nested one
 * (2.1's AGENT, Android's nest test files): parent and child are both cards. A card the file
 * ends inside (cut off, or no END:VCARD anywhere) still counts, as do lines ended by an
 * END:VCARD with no BEGIN. `outside`: non-blank lines in no card.
 */
export function cardsOf(bytes: Uint8Array): { cards: RawCard[]; outside: number } {
  const cards: RawCard[] = [];
  const open: RawCard[] = [];
  let orphans: RawCard | null = null;
  let outside = 0;
  let last = 0;
  for (const l of logicalLines(bytes)) {
    last = l.last;
    const line = propertyOf(bytes, l);
    if (isMarker(line, "BEGIN")) {
      open.push({ from: l.line, to: l.line, lines: [], unreadable: [] });
      orphans = null;
      continue;
    }
    const card = open.at(-1);
    if (isMarker(line, "END")) {
      const ended = card ?? orphans;
      if (ended) cards.push({ ...ended, to: l.last });
      if (card) open.pop();
      orphans = null;
      continue;
    }
    if (!card) {
      outside++;
      if (isLine(line)) {
        orphans ??= { from: l.line, to: l.line, lines: [], unreadable: [] };
        orphans.lines.push(line);
      }
      continue;
    }
    if (isLine(line)) {
      if (!SKIPPED.test(line.name)) card.lines.push(line);
    } else if (line) card.unreadable.push(line);
  }
  // Cut off: what was read of each open card is still a card.
  for (const card of open) cards.push({ ...card, to: last });
  if (cards.length > 0) outside = 0;
  return { cards: cards.sort((a, b) => a.from - b.from), outside };
}
