// .vcf files (vCard 2.1, 3.0 and 4.0; one card or many). ical.js reads 3.0 and 4.0; the 2.1 that
// older Android phones and Outlook still write is first made into 3.0 here: quoted-printable
// values decoded in their charset, bare parameters ("TEL;CELL") named. Photos and other binary
// properties are dropped before parsing: they are most of a file's size and the import has no use
// for them. Each card is read on its own, so one broken card skips only itself.
import ICAL from "ical.js";
import { toRow, type FileRow, type Person, type ReadResult } from "./person";

type Card = { from: number; to: number; lines: string[] };

const BINARY = /^(?:[\w-]+\.)?(PHOTO|LOGO|SOUND|KEY)[;:]/i;

/** The card's property lines, unfolded, with the file line each one started on. */
function cardsOf(text: string): { cards: Card[]; outside: number } {
  const cards: Card[] = [];
  let card: Card | null = null;
  let outside = 0;
  let dropping = false;
  let previous: { line: string; qp: boolean } | null = null;
  const physical = text.split(/\r\n|\r|\n/);
  physical.forEach((line, index) => {
    const number = index + 1;
    // A folded line (RFC 6350 3.2) or a quoted-printable soft break ("=" at the end) continues the last.
    const soft = previous?.qp === true && previous.line.endsWith("=");
    if (card && (soft || /^[ \t]/.test(line))) {
      if (dropping || !previous) return;
      const joined = soft ? previous.line.slice(0, -1) + line : previous.line + line.slice(1);
      previous.line = joined;
      card.lines[card.lines.length - 1] = joined;
      return;
    }
    if (/^BEGIN:VCARD$/i.test(line.trim())) {
      card = { from: number, to: number, lines: [] };
      previous = null;
      return;
    }
    if (!card) {
      if (line.trim()) outside++;
      return;
    }
    if (/^END:VCARD$/i.test(line.trim())) {
      card.to = number;
      cards.push(card);
      card = null;
      return;
    }
    dropping = BINARY.test(line);
    if (dropping || !line.trim()) return;
    previous = { line, qp: /;(ENCODING=)?QUOTED-PRINTABLE(;|$)/i.test(line.split(":")[0]!) };
    card.lines.push(line);
  });
  return { cards, outside };
}

/** Where the value starts: the first colon outside a quoted parameter value. */
function splitProperty(line: string): [string, string] {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ":" && !quoted) return [line.slice(0, i), line.slice(i + 1)];
  }
  return [line, ""];
}

function decodeQuotedPrintable(value: string, charset: string) {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value[i] === "=" ? /^[0-9A-F]{2}/i.exec(value.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(Number.parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(value.charCodeAt(i) & 0xff);
  }
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    decoder = new TextDecoder();
  }
  return decoder.decode(new Uint8Array(bytes));
}

/** A 2.1 (or loosely written 3.0) property line as the 3.0 that ical.js reads. */
function asVersion3(line: string) {
  const [head, value] = splitProperty(line);
  const [name, ...params] = head.split(";");
  if (/^VERSION$/i.test(name!)) return "VERSION:3.0";
  let charset = "utf-8";
  let qp = false;
  const kept: string[] = [];
  for (const param of params) {
    const [key, val] = param.split("=");
    if (val === undefined) {
      if (/^QUOTED-PRINTABLE$/i.test(key!)) qp = true;
      else if (key) kept.push(`TYPE=${key}`);
    } else if (/^ENCODING$/i.test(key!)) qp = /^QUOTED-PRINTABLE$/i.test(val);
    else if (/^CHARSET$/i.test(key!)) charset = val;
    else kept.push(param);
  }
  const text = qp ? decodeQuotedPrintable(value, charset).replace(/\r\n|\r|\n/g, "\\n") : value;
  return `${[name, ...kept].join(";")}:${text}`;
}

type JProperty = [string, Record<string, unknown>, string, ...unknown[]];

const text = (v: unknown): string => (Array.isArray(v) ? v.map(text).join(" ") : typeof v === "string" ? v : v == null ? "" : String(v));
const typesOf = (p: JProperty) => [p[1].type].flat().map((t) => String(t).toLowerCase());

/** Mobile or preferred numbers first: the one a text reaches. */
function phonesOf(props: JProperty[]) {
  const tels = props.filter((p) => p[0] === "tel");
  const rank = (p: JProperty) => (typesOf(p).some((t) => t === "cell" || t === "mobile") ? 0 : typesOf(p).includes("pref") ? 1 : 2);
  return tels.sort((a, b) => rank(a) - rank(b)).map((p) => text(p[3]).replace(/^tel:/i, ""));
}

/** The person on one card (ical.js's jCard: [name, params, type, ...values]). */
function personOf(props: JProperty[]): Person {
  const first = (name: string) => props.find((p) => p[0] === name);
  const values = (name: string) => props.filter((p) => p[0] === name).flatMap((p) => p.slice(3).map(text));
  const n = first("n")?.[3];
  // N is family;given;additional;prefix;suffix.
  const fromN = Array.isArray(n) ? [n[3], n[1], n[2], n[0], n[4]].map(text).filter(Boolean).join(" ") : "";
  const org = first("org")?.[3];
  return {
    name: text(first("fn")?.[3]).trim() || fromN,
    phones: phonesOf(props),
    emails: values("email"),
    notes: values("note").join("\n"),
    birthday: text(first("bday")?.[3]),
    organisation: Array.isArray(org) ? org.map(text).filter(Boolean).join(", ") : text(org),
    title: text(first("title")?.[3]),
    // A multi-value property: "CATEGORIES:Friends,Work" is two groups, on one line or several.
    groups: values("categories"),
  };
}

const span = (card: Card) => (card.from === card.to ? `Line ${card.from}` : `Lines ${card.from}–${card.to}`);

/** The card's properties, or null (and why, in `problems`) when it can't be read. */
function parse(card: Card, problems: string[]): JProperty[] | null {
  try {
    return (ICAL.parse(["BEGIN:VCARD", ...card.lines.map(asVersion3), "END:VCARD"].join("\r\n")) as [string, JProperty[]])[1];
  } catch (error) {
    problems.push(`${span(card)}: skipped, the card can't be read (${error instanceof Error ? error.message : "broken"})`);
    return null;
  }
}

const propText = (props: JProperty[], name: string) => text(props.find((p) => p[0] === name)?.[3]).trim();
const uidKey = (uid: string) => uid.replace(/^urn:uuid:/i, "").toLowerCase();

/**
 * A group card, not a person: vCard 4's KIND:group, or Apple's X-ADDRESSBOOKSERVER-KIND:group
 * (iCloud and macOS keep their groups as cards like this). Its members are listed by UID.
 */
const isGroup = (props: JProperty[]) => /^group$/i.test(propText(props, "kind") || propText(props, "x-addressbookserver-kind"));

/** The group cards' names by their members' UIDs: a group becomes a circle its members join. */
function groupsByMember(cards: (JProperty[] | null)[]) {
  const byMember = new Map<string, string[]>();
  for (const props of cards) {
    if (!props || !isGroup(props)) continue;
    const name = propText(props, "fn") || propText(props, "n");
    for (const member of props.filter((p) => p[0] === "member" || p[0] === "x-addressbookserver-member")) {
      const key = uidKey(text(member[3]));
      byMember.set(key, [...(byMember.get(key) ?? []), name]);
    }
  }
  return byMember;
}

/** The cards as rows, in order: null for a group card or one that can't be read or has no name. */
function rowsOf(cards: Card[], problems: string[]): (FileRow | null)[] {
  const parsed = cards.map((card) => parse(card, problems));
  const memberOf = groupsByMember(parsed);
  return parsed.map((props, i) => {
    if (!props || isGroup(props)) return null;
    const person = personOf(props);
    const groups = memberOf.get(uidKey(propText(props, "uid")));
    return toRow(groups ? { ...person, groups: [...(person.groups ?? []), ...groups] } : person, span(cards[i]!), problems);
  });
}

/** Every card in a .vcf file as import rows, with what was skipped and why. */
export function readVcards(file: string): ReadResult {
  const { cards, outside } = cardsOf(file);
  const problems: string[] = [];
  if (outside > 0 && cards.length === 0) return { rows: [], problems: ["No BEGIN:VCARD line: this isn't a vCard file"] };
  return { rows: rowsOf(cards, problems).filter((row) => row !== null), problems };
}

/**
 * Cards that each come on their own (a CardDAV server's resources), as rows in the same order:
 * null where a card is a group, can't be read or has no name. Groups among them still give their
 * members circles.
 */
export function readCards(texts: string[]): (FileRow | null)[] {
  const cards = texts.map((card) => cardsOf(card).cards[0] ?? { from: 1, to: 1, lines: [] });
  return rowsOf(cards, []);
}
