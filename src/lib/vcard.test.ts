// The export is checked by reading it back with ical.js, an independent RFC 6350 / vCard 3.0
// parser: what a phone's address book would see is what was exported.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine } from "@contracts/content-line";
import { readVcards } from "@contracts/contact-file/vcard";
import { toVCard, toVCards, type VCardContact } from "./vcard";

type Card = { fn: string; n: string[]; tel: string | null; email: string | null; note: string | null };

// ical.js follows RFC 6350 §3.4, where "\;" outside compound properties (N, ADR) is optional, and
// leaves it escaped; RFC 2426 (vCard 3.0) requires it, so it is resolved here, after the parser.
// ical.js has already paired every "\\", so each "\;" left is an escaped semicolon.
const semicolons = (value: unknown) => (typeof value === "string" ? value.replace(/\\;/g, ";") : null);

function readBack(text: string): Card[] {
  const parsed = ICAL.parse(text) as unknown[];
  const cards = (Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[][];
  return cards.map((jcard) => {
    const card = new ICAL.Component(jcard as never);
    expect(card.getFirstPropertyValue("version")).toBe("3.0");
    return {
      fn: semicolons(card.getFirstPropertyValue("fn"))!,
      n: card.getFirstPropertyValue("n") as unknown as string[],
      tel: (card.getFirstPropertyValue("tel") as string | null) ?? null,
      email: (card.getFirstPropertyValue("email") as string | null) ?? null,
      note: semicolons(card.getFirstPropertyValue("note")),
    };
  });
}

const longNote = `${"Loves hiking in the Alps, café au lait; and a good book\\novel. ".repeat(4)}`.slice(0, 200);

const contacts: VCardContact[] = [
  {
    name: "Ana Souza",
    phoneNumber: "+1 555 010 2030",
    email: "ana@example.com",
    notes: "Met at the conference",
    contactNotes: [
      { note: "Starts new job", category: "Work" },
      { note: "Birthday: May 3, loves tulips", category: null },
    ],
  },
  { name: "Zoë Ça", phoneNumber: "+33 6 12 34 56 78", email: null, notes: null, contactNotes: [{ note: longNote, category: "Travel" }] },
  { name: "Ben; \\the, builder", phoneNumber: null, email: null, notes: "Line one\nLine two\r\nLine three" },
];

describe("toVCards", () => {
  const text = toVCards(contacts);

  it("reads back with the same names, phones, emails and notes", () => {
    expect(readBack(text)).toEqual([
      {
        fn: "Ana Souza",
        n: ["Souza", "Ana", "", "", ""],
        tel: "+1 555 010 2030",
        email: "ana@example.com",
        note: "Met at the conference\n[Work] Starts new job\nBirthday: May 3, loves tulips",
      },
      { fn: "Zoë Ça", n: ["Ça", "Zoë", "", "", ""], tel: "+33 6 12 34 56 78", email: null, note: `[Travel] ${longNote}` },
      {
        fn: "Ben; \\the, builder",
        n: ["builder", "Ben; \\the,", "", "", ""],
        tel: null,
        email: null,
        note: "Line one\nLine two\nLine three",
      },
    ]);
  });

  it("ends every line with CRLF and folds at 75 octets without cutting a character", () => {
    expect(text.endsWith("END:VCARD\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const strict = new TextDecoder("utf-8", { fatal: true });
    const lines = text.slice(0, -2).split("\r\n");
    for (const line of lines) {
      const bytes = new TextEncoder().encode(line);
      expect(bytes.length).toBeLessThanOrEqual(75);
      expect(() => strict.decode(bytes)).not.toThrow();
    }
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
  });

  // A field holding CR, LF or other control characters (an import, an old row) must not add a
  // property of its own, nor reach a phone's address book as raw control characters.
  it("never writes a line of a field's own, nor any control character but a tab", () => {
    const card = toVCard({
      name: "Ana\r\nTEL:+1900555\u0000",
      phoneNumber: "+1 555\r\nEMAIL:evil@x.test",
      email: "a@b.test\nX-EVIL:1",
      notes: "One\r\nTwo\u000b\u0085",
    });
    const lines = card.slice(0, -2).replace(/\r\n /g, "").split("\r\n");
    expect(lines.map((line) => line.split(/[:;]/, 1)[0])).toEqual(["BEGIN", "VERSION", "N", "FN", "TEL", "EMAIL", "NOTE", "END"]);
    expect(card.replace(/\r\n/g, "")).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/);
    expect(readBack(card)[0]!.note).toBe("One\nTwo");
  });

  it("leaves out empty fields", () => {
    const card = toVCard({ name: "Solo", phoneNumber: " ", email: "", notes: null, contactNotes: [] });
    expect(card).toBe("BEGIN:VCARD\r\nVERSION:3.0\r\nN:;Solo;;;\r\nFN:Solo\r\nEND:VCARD\r\n");
  });
});

// Issue 39 item 1: each round of export → import must not add a backslash. The export's side: every
// special character escaped exactly once, so an RFC-conforming reader gets the text back as it
// was, and exporting what it read gives the same file.
describe("escaping, round after round", () => {
  const tricky: VCardContact[] = [
    { name: "First \\; special", phoneNumber: null, email: null, notes: "a\\b, c; d\nnew line \\n not one" },
    { name: "Ben; \\the, builder", phoneNumber: null, email: null, notes: "\\\\ two, \\, one;\n\nblank line above" },
  ];

  it("writes each backslash, comma, semicolon and line break escaped once", () => {
    const lines = toVCards(tricky).split("\r\n");
    expect(lines).toContain("FN:First \\\\\\; special");
    expect(lines).toContain("N:special;First \\\\\\;;;;");
    expect(lines).toContain("NOTE:a\\\\b\\, c\\; d\\nnew line \\\\n not one");
  });

  it("reads back as typed with ical.js, and exporting what was read gives the same file", () => {
    const first = toVCards(tricky);
    const read = readBack(first);
    expect(read.map((card) => [card.fn, card.note])).toEqual(tricky.map((c) => [c.name, c.notes]));
    const again = toVCards(read.map((card) => ({ name: card.fn, phoneNumber: card.tel, email: card.email, notes: card.note })));
    expect(again).toBe(first);
  });
});

// Birthdays are important dates ("Birthday"); one without a year is kept under 1604, as Apple's
// address book writes it (contact-file/birthday.ts).
describe("birthdays", () => {
  const people: VCardContact[] = [
    { name: "Ana Souza", phoneNumber: null, email: null, notes: null, birthday: "1990-03-14" },
    { name: "Ben Okafor", phoneNumber: null, email: null, notes: null, birthday: "1604-02-29" },
    { name: "Carla Dias", phoneNumber: null, email: null, notes: null, birthday: null },
  ];
  const text = toVCards(people);

  it("are written as BDAY: with the year, and without one as Apple marks it", () => {
    const lines = text.split("\r\n").filter((line) => line.startsWith("BDAY"));
    expect(lines).toEqual(["BDAY:1990-03-14", "BDAY;X-APPLE-OMIT-YEAR=1604:1604-02-29"]);
    // A reference reader sees a vCard 3.0 date, and the mark that the year is not known.
    const cards = ICAL.parse(text) as unknown as unknown[][];
    const bdays = cards.map((jcard) => new ICAL.Component(jcard as never).getFirstProperty("bday"));
    expect(bdays.map((p) => p && [p.type, String(p.getFirstValue()), p.getParameter("x-apple-omit-year") ?? null])).toEqual([
      ["date", "1990-03-14", null],
      ["date", "1604-02-29", "1604"],
      null,
    ]);
  });

  it("come back unchanged through the app's own import", () => {
    expect(readVcards(text).rows.map((row) => [row.name, row.birthday ?? null])).toEqual([
      ["Ana Souza", "1990-03-14"],
      ["Ben Okafor", "1604-02-29"],
      ["Carla Dias", null],
    ]);
  });
});

describe("escapeText", () => {
  it("escapes backslash, comma, semicolon and newlines", () => {
    expect(escapeText("a\\b,c;d\ne\r\nf")).toBe("a\\\\b\\,c\\;d\\ne\\nf");
  });
});

describe("foldLine", () => {
  it("keeps short lines whole", () => {
    expect(foldLine("FN:Ana")).toBe("FN:Ana");
  });

  it("starts each continuation with a space and keeps multi-byte characters whole", () => {
    const line = `NOTE:${"é".repeat(60)}😀${"ü".repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(" ")).toBe(true);
    }
    expect(parts.map((part, i) => (i > 0 ? part.slice(1) : part)).join("")).toBe(line);
  });
});
