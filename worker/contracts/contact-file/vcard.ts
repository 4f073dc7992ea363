// .vcf files (vCard 2.1, 3.0 and 4.0; one card or many) as import rows, for a chosen file (the
// SPA) and a CardDAV server's cards (worker/carddav/sync.ts) alike. Three layers, each in its own
// file: vcard-lines.ts finds the cards and their unfolded lines in the file's bytes, vcard-charset
// decodes each value in its charset, vcard-values.ts reads it as its version writes it. Here the
// properties become a person. Each card is read on its own, and a line that can't be read leaves
// out only itself.
import { isSystemGroup } from "./groups";
import { toRow, type FileRow, type Person, type ReadResult } from "./person";
import { decodeCard } from "./vcard-charset";
import { cardsOf, type ContentLine, type RawCard } from "./vcard-lines";
import { components, listItems, phoneValue, textValue, type Version } from "./vcard-values";

/** A card's properties with their values as text (not yet unescaped: that depends on the property). */
type Property = { name: string; params: ContentLine["params"]; text: string };
type Card = { raw: RawCard; version: Version; props: Property[] };

function readCard(raw: RawCard): Card {
  const texts = decodeCard(raw.lines);
  const props = raw.lines.map((line, i) => ({ name: line.name, params: line.params, text: texts[i]! }));
  const stated = props.find((p) => p.name === "VERSION")?.text.trim();
  const version: Version = stated === "2.1" || stated === "4.0" ? stated : "3.0";
  return { raw, version, props };
}

const typesOf = (p: Property) => [
  ...(p.params.get("TYPE") ?? []).flatMap((t) => t.toLowerCase().split(",")),
  ...(p.params.has("PREF") ? ["pref"] : []),
];
const MOBILE = new Set(["cell", "mobile", "iphone"]);

/** Mobile numbers first (the one a text reaches), then preferred ones, then the rest as written. */
function phonesOf(card: Card) {
  const rank = (p: Property) => (typesOf(p).some((t) => MOBILE.has(t)) ? 0 : typesOf(p).includes("pref") ? 1 : 2);
  return card.props
    .filter((p) => p.name === "TEL")
    .sort((a, b) => rank(a) - rank(b))
    .map((p) => phoneValue(textValue(p.text, card.version)));
}

/** The address in a mail header's form some phones write ('"Omega" <omega@example.com>'). */
const addressOf = (email: string) => /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(email)?.[1] ?? email;

/** The person on one card. */
function personOf(card: Card): Person {
  const { version } = card;
  const all = (name: string) => card.props.filter((p) => p.name === name);
  const text = (name: string) =>
    all(name)
      .map((p) => textValue(p.text, version).trim())
      .find(Boolean) ?? "";
  // N is family;given;additional;prefix;suffix, said as prefix given additional family suffix.
  const n = all("N")[0];
  const [family = "", given = "", additional = "", prefix = "", suffix = ""] = n ? components(n.text, version) : [];
  const fromN = [prefix, given, additional, family, suffix]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(" ");
  const org = all("ORG")[0];
  return {
    name: text("FN") || fromN,
    phones: phonesOf(card),
    emails: all("EMAIL").map((p) => addressOf(textValue(p.text, version))),
    notes: all("NOTE")
      .map((p) => textValue(p.text, version))
      .join("\n"),
    birthday: text("BDAY"),
    organisation: org
      ? components(org.text, version)
          .map((s) => s.trim())
          .filter(Boolean)
          .join(", ")
      : "",
    title: text("TITLE"),
    nickname:
      all("NICKNAME")
        .flatMap((p) => listItems(p.text, version))[0]
        ?.trim() ?? "",
    // "CATEGORIES:Friends,Work" is two groups, on one line or several. Google's, Apple's and
    // Android's own groups (myContacts, starred) say nothing about the person.
    groups: all("CATEGORIES")
      .flatMap((p) => listItems(p.text, version))
      .filter((g) => !isSystemGroup(g)),
  };
}

const span = (card: RawCard) => (card.from === card.to ? `Line ${card.from}` : `Lines ${card.from}–${card.to}`);
const propText = (card: Card, name: string) => textValue(card.props.find((p) => p.name === name)?.text ?? "", card.version).trim();
const uidKey = (uid: string) => uid.replace(/^urn:uuid:/i, "").toLowerCase();

/**
 * A group card, not a person: vCard 4's KIND:group, or Apple's X-ADDRESSBOOKSERVER-KIND:group
 * (iCloud and macOS keep their groups as cards like this). Its members are listed by UID.
 */
const isGroup = (card: Card) => /^group$/i.test(propText(card, "KIND") || propText(card, "X-ADDRESSBOOKSERVER-KIND"));

/** The group cards' names by their members' UIDs: a group becomes a circle its members join. */
function groupsByMember(cards: Card[]) {
  const byMember = new Map<string, string[]>();
  for (const card of cards) {
    if (!isGroup(card)) continue;
    const name = propText(card, "FN") || propText(card, "N");
    for (const member of card.props.filter((p) => p.name === "MEMBER" || p.name === "X-ADDRESSBOOKSERVER-MEMBER")) {
      const key = uidKey(member.text.trim());
      byMember.set(key, [...(byMember.get(key) ?? []), name]);
    }
  }
  return byMember;
}

/** The cards as rows, in order: null for a group card or one with no name. */
function rowsOf(raws: RawCard[], problems: string[]): (FileRow | null)[] {
  const cards = raws.map(readCard);
  const memberOf = groupsByMember(cards);
  return cards.map((card) => {
    if (isGroup(card)) return null;
    const person = personOf(card);
    const groups = memberOf.get(uidKey(propText(card, "UID")));
    const row = toRow(groups ? { ...person, groups: [...(person.groups ?? []), ...groups] } : person, span(card.raw), problems);
    // A line that can't be read is left out of its person only, and said so (issue 39).
    for (const { where, property } of card.raw.unreadable)
      problems.push(`${where}: ${row ? `${row.name}'s` : "a"} ${property} line was left out, a quote (") in it is never closed`);
    return row;
  });
}

/** A file's bytes, or text (as UTF-8): the reader decodes each value itself. */
const bytesOf = (file: string | Uint8Array) => (typeof file === "string" ? new TextEncoder().encode(file) : file);

/** Every card in a .vcf file as import rows, with what was skipped and why. */
export function readVcards(file: string | Uint8Array): ReadResult {
  const { cards, outside } = cardsOf(bytesOf(file));
  const problems: string[] = [];
  if (outside > 0 && cards.length === 0) return { rows: [], problems: ["No BEGIN:VCARD line: this isn't a vCard file"] };
  return { rows: rowsOf(cards, problems).filter((row) => row !== null), problems };
}

/**
 * Cards that each come on their own (a CardDAV server's resources), as rows in the same order:
 * null where a card is a group or has no name. Groups among them still give their
 * members circles.
 */
export function readCards(cards: (string | Uint8Array)[]): (FileRow | null)[] {
  const raws = cards.map((card) => cardsOf(bytesOf(card)).cards[0] ?? { from: 1, to: 1, lines: [], unreadable: [] });
  return rowsOf(raws, []);
}
