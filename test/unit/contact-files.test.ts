// Reading contacts files (issue 23): exports made by the formats' documentation for iOS (vCard
// 3.0), older Android (2.1, quoted-printable), RFC 6350's own 4.0 example, Google's and Outlook's
// CSV, the groups they put people in (CATEGORIES, Labels, Group Membership, Categories), and
// files the import must refuse with a message that says why.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readBirthday } from "@contracts/contact-file/birthday";
import { guessMapping } from "@/features/contacts/import/csv-columns";
import { rowsOf, splitGroups } from "@/features/contacts/import/csv";
import { readContactsFile, type FileRead } from "@/features/contacts/import/read-file";
import type { ReadResult } from "@contracts/contact-file/person";
import { toVCards } from "@/lib/vcard";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/contacts/${name}`, import.meta.url));
const fileOf = (name: string, bytes: BlobPart = fixture(name) as BlobPart) => new File([bytes], name);

async function rowsFrom(name: string) {
  const read = await readContactsFile(fileOf(name));
  if (read.kind === "vcard") return read.result;
  if (read.kind === "csv") return rowsOf(read.table, guessMapping(read.table.headers));
  throw new Error(read.message);
}
const refusal = async (file: File) => ((await readContactsFile(file)) as Extract<FileRead, { kind: "refused" }>).message;

/** A whole export as the import reads it: the rows the preview shows, and the problems it lists. */
type Export = ReadResult & { file: string; what: string };

const readsWhole = (exports: Export[]) =>
  it.each(exports)("reads $what", async ({ file, rows, problems }) => {
    expect(await rowsFrom(file)).toEqual({ rows, problems });
  });

describe("vCard files", () => {
  readsWhole([
    {
      file: "ios.vcf",
      what: "an iOS export: grouped numbers, escaped notes, a year-less birthday, the photo skipped",
      rows: [
        {
          source: "Lines 1–51",
          name: "Ana Souza",
          phoneNumber: "+1 (555) 010-2030",
          email: "ana@example.com",
          notes: "Account manager at Acme Corp, Sales\nMet at the Lisbon meetup, loves jazz.\nAsk about the new job.",
          birthday: "1990-03-14",
        },
        { source: "Lines 52–58", name: "Jürgen Müller", phoneNumber: "+49 30 901820", birthday: "1604-11-02" },
        // A company's own card: called by the company's name.
        { source: "Lines 59–64", name: "Plumbing Co", phoneNumber: "555 0100" },
      ],
      problems: [],
    },
    {
      file: "android.vcf",
      what: "an Android 2.1 export: quoted-printable UTF-8 across a soft line break, bare types, mobile first",
      rows: [
        {
          source: "Lines 1–15",
          name: "Zoë Ţîrnovean",
          phoneNumber: "+44 7700 900123",
          email: "zoe@example.org",
          notes: "Neighbour from the 3rd floor.\nHas a cat called Miso.",
          birthday: "1604-02-29",
        },
        { source: "Lines 16–22", name: "Chidi Okafor", phoneNumber: "07700 900456" },
      ],
      problems: [
        "Lines 16–22: Chidi Okafor's email was left out, it isn't an address",
        "Lines 23–26: skipped, it has no name, company or email",
      ],
    },
    {
      file: "rfc6350.vcf",
      what: "RFC 6350's vCard 4.0 example: tel: URIs and a date without a year",
      rows: [
        {
          source: "Lines 1–12",
          name: "Simon Perreault",
          phoneNumber: "+1-418-262-6501",
          email: "simon.perreault@viagenie.ca",
          notes: "Viagenie",
          birthday: "1604-02-03",
        },
      ],
      problems: [],
    },
  ]);

  // Issue 39, item 4: a line that can't be read used to skip its whole card, and the person with it.
  it("leaves out only the line that can't be read, and names whose it was", async () => {
    const text =
      'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ana\r\nTEL;TYPE="cell:555 0100\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ben\r\nEND:VCARD\r\n';
    const read = await readContactsFile(fileOf("two.vcf", text));
    expect(read.kind === "vcard" && read.result.rows.map((r) => r.name)).toEqual(["Ana", "Ben"]);
    expect(read.kind === "vcard" && read.result.problems).toEqual([
      `Line 4: Ana's TEL line was left out, a quote (") in it is never closed`,
    ]);
  });
});

describe("CSV files", () => {
  readsWhole([
    {
      file: "google.csv",
      what: "a Google Contacts export with its labels and value columns",
      rows: [
        {
          source: "Row 2",
          name: "Ana Souza",
          phoneNumber: "+1 555-010-2030",
          email: "ana@example.com",
          notes: "Account manager at Acme Corp\nMet at the Lisbon meetup, loves jazz.\nAsk about the new job.",
          birthday: "1990-03-14",
          // Labels "* myContacts ::: Friends": Google's own group is no circle.
          circles: ["Friends"],
        },
        { source: "Row 3", name: "Jürgen Müller", phoneNumber: "+49 30 901820", birthday: "1604-11-02" },
        { source: "Row 5", name: "Bea Lima", email: "bea@example.com" },
      ],
      problems: [
        "Row 4: skipped, it has no name, company or email",
        `Row 5: Bea Lima's birthday "1988-02-30" was left out, it isn't a date`,
      ],
    },
    {
      file: "outlook.csv",
      what: "an Outlook export in Windows-1252: mobile before home, the job title but not Mr/Ms, no 0/0/00 birthday",
      rows: [
        {
          source: "Row 2",
          name: "René Côté",
          phoneNumber: "514 555 0199",
          email: "rene@example.com",
          notes: "Chef at Bistro René\nAllergic to peanuts",
          birthday: "1979-07-04",
        },
        { source: "Row 3", name: "Mei Chen", phoneNumber: "+1 206 555 0142", email: "mei@example.com" },
      ],
      problems: [],
    },
    {
      file: "google-multiple-values.csv",
      what: `Google's several values in one cell (" ::: "): each tried, the first the main one, a number labelled Mobile first`,
      rows: [
        // Work's two numbers are in Phone 1, the mobile one in Phone 2.
        { source: "Row 2", name: "Ana Souza", phoneNumber: "+1 555-010-2030", email: "ana@example.com" },
        // "* Mobile" is Google's mark for the main one; an address that isn't one doesn't hide the next.
        { source: "Row 3", name: "Ben Okafor", phoneNumber: "+44 7700 900142", email: "ben@example.com" },
        { source: "Row 4", name: "Lisbon Bakery", phoneNumber: "+351 21 000 0000" },
      ],
      problems: [],
    },
    {
      file: "outlook-company.csv",
      what: "an Outlook row for a company, no person's name: imported under the company's name",
      rows: [
        { source: "Row 2", name: "Acme Plumbing", phoneNumber: "+1 206 555 0100", email: "office@acme-plumbing.example" },
        { source: "Row 3", name: "Mei Chen", phoneNumber: "+1 206 555 0142", notes: "Owner at Acme Plumbing" },
      ],
      problems: [],
    },
  ]);

  it("joins Thunderbird's Birth Year, Month and Day into one birthday, with or without the year", async () => {
    const csv = "First Name,Last Name,Display Name,Birth Year,Birth Month,Birth Day\nAna,Souza,,,2,29\nBen,Lee,,1981,5,4\n";
    const read = await readContactsFile(fileOf("thunderbird.csv", csv));
    if (read.kind !== "csv") throw new Error(read.kind);
    const mapping = guessMapping(read.table.headers);
    expect(mapping.birthday).toEqual(["Birth Year, Month and Day"]);
    expect(rowsOf(read.table, mapping).rows.map((r) => [r.name, r.birthday])).toEqual([
      ["Ana Souza", "1604-02-29"],
      ["Ben Lee", "1981-05-04"],
    ]);
  });

  it("reads from the first row naming two columns, counting the rows before it", async () => {
    // LinkedIn's preamble, and a BOM: the person in the fifth line is "Row 5".
    const linkedIn =
      '\uFEFFNotes:\n"When exporting your connection data, some addresses are missing."\n\nFirst Name,Last Name\nAna,Souza\n';
    const read = await readContactsFile(fileOf("Connections.csv", linkedIn));
    expect(read.kind === "csv" && rowsOf(read.table, guessMapping(read.table.headers)).rows).toEqual([
      { source: "Row 5", name: "Ana Souza" },
    ]);
    // A file without such a row is refused as before, not read from somewhere in its middle.
    expect(await refusal(fileOf("list.csv", "Notes:\nAna Souza 555 0100\n"))).toBe(
      "list.csv has no header row naming its columns. Export it again as a CSV with headers.",
    );
  });

  it("names the row a broken quote made unreadable", async () => {
    const { rows, problems } = await rowsFrom("broken-quote.csv");
    expect(rows.map((r) => r.name)).toEqual(["Ana Souza"]);
    expect(problems).toEqual(['Row 3 to the end: skipped, a quote (") opened in row 3 is never closed']);
  });
});

describe("files the import refuses", () => {
  it("says what is wrong: empty, binary, too large, no header row, not a vCard", async () => {
    expect(await refusal(fileOf("empty.vcf", ""))).toBe("empty.vcf is empty.");
    expect(await refusal(fileOf("photo.vcf", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46])))).toBe(
      "photo.vcf isn't a text file. Choose a .vcf or .csv export of your contacts.",
    );
    const huge = new File([new Uint8Array(50 * 1024 * 1024).fill(0x41)], "huge.csv");
    expect(await refusal(huge)).toBe("huge.csv is 50 MB; Nudge reads files up to 20 MB. Export your contacts without photos, or in parts.");
    expect(await refusal(fileOf("list.csv", "Ana Souza 555 0100\nBen 555 0101\n"))).toBe(
      "list.csv has no header row naming its columns. Export it again as a CSV with headers.",
    );
    const notVcard = await readContactsFile(fileOf("notes.vcf", "hello\nworld\n"));
    expect(notVcard.kind === "vcard" && notVcard.result).toEqual({ rows: [], problems: ["No BEGIN:VCARD line: this isn't a vCard file"] });
  });

  it("refuses more contacts than one preview takes, before parsing them all into rows", async () => {
    const header = "Name,Phone\n";
    const text = header + Array.from({ length: 5001 }, (_, i) => `P${i},555${i}`).join("\n");
    expect(await refusal(fileOf("big.csv", text))).toBe(
      "big.csv has 5,001 contacts; Nudge imports up to 5,000 at a time. Split the file and import each part.",
    );
  });
});

describe("birthdays", () => {
  it.each([
    ["1990-03-14", "1990-03-14"],
    ["19900314", "1990-03-14"],
    ["1990-03-14T00:00:00Z", "1990-03-14"],
    ["--0314", "1604-03-14"],
    ["--02-29", "1604-02-29"],
    ["3/14/1990", "1990-03-14"],
    ["14/3/1990", "1990-03-14"],
    ["2/29/2023", null],
    ["0/0/00", null],
    ["soon", null],
  ])("%s reads as %s", (text, expected) => {
    expect(readBirthday(text)).toBe(expected);
  });
});

describe("groups, as circles", () => {
  it.each([
    {
      file: "icloud-groups.vcf",
      what: "iCloud's group cards (and vCard 4's KIND:group) as circles their members join, not as people",
      circles: [
        ["Ana Souza", ["Climbing crew", "Book club"]],
        ["Ben Okafor", ["Climbing crew"]],
      ],
    },
    {
      file: "categories.vcf",
      what: "CATEGORIES from vCard 4.0 and 3.0: a list, on several lines, escaped commas, each name once ignoring case",
      circles: [
        ["Simon Perreault", ["INTERNET", "IETF", "INDUSTRY", "INFORMATION TECHNOLOGY"]],
        ["Bea Lima", ["Book club", "Work, Lisbon office", "Neighbours"]],
        // Cut to a circle name's 50 characters; the empty ones are nothing.
        ["Dev Sharma", ["A Very Long Group Name That Goes On And On Past Fi"]],
      ],
    },
    {
      file: "google-groups.csv",
      what: "an older Google export's Group Membership: its own groups dropped, a starred group people chose kept",
      circles: [
        ["Ana Souza", ["Friends", "Book Club"]],
        ["Ben Lee", undefined],
      ],
    },
    {
      file: "outlook-categories.csv",
      what: "Outlook's Categories, separated by semicolons",
      circles: [
        ["Mei Chen", ["Key Customer", "Business"]],
        ["Tom Berg", ["Personal"]],
      ],
    },
  ])("reads $what", async ({ file, circles }) => {
    const { rows, problems } = await rowsFrom(file);
    expect(rows.map((r) => [r.name, r.circles])).toEqual(circles);
    expect(problems).toEqual([]);
  });

  it("keeps at most 20 groups a person and says so", async () => {
    const card = `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ana\r\nCATEGORIES:${Array.from({ length: 22 }, (_, i) => `G${i}`).join(",")}\r\nEND:VCARD\r\n`;
    const read = await readContactsFile(fileOf("many.vcf", card));
    expect(read.kind === "vcard" && read.result.rows[0]?.circles).toHaveLength(20);
    expect(read.kind === "vcard" && read.result.problems).toEqual(["Lines 1–5: Ana's groups after the first 20 were left out"]);
  });

  it("guesses the group column of any CSV, and splits its cells as the exports write them", () => {
    for (const header of ["Labels", "Group Membership", "Categories", "Groups", "Tags", "Circles"])
      expect(guessMapping(["Name", header, "E-mail 1 - Label"]).circles).toEqual([header]);
    expect(splitGroups("* myContacts ::: Work, Lisbon ::: Friends")).toEqual(["* myContacts", "Work, Lisbon", "Friends"]);
    expect(splitGroups("Family; Friends")).toEqual(["Family", "Friends"]);
    expect(splitGroups("Family, Friends")).toEqual(["Family", "Friends"]);
  });
});

// Issue 39: the vCard reader against the defects found with real address books, each on a real
// file of the corpus (test/fixtures/contacts/corpus, SOURCES.md) or on the few lines that show it.
describe("vCard files as address books write them (issue 39)", () => {
  const corpus = (name: string) => `corpus/${name}`;
  const cardText = (...lines: string[]) => `${["BEGIN:VCARD", ...lines, "END:VCARD"].join("\r\n")}\r\n`;
  const readText = async (text: BlobPart, name = "cards.vcf") => {
    const read = await readContactsFile(fileOf(name, text));
    if (read.kind !== "vcard") throw new Error(`not read as a vCard: ${read.kind}`);
    return read.result;
  };

  it("1. unescapes every TEXT value of 3.0 and 4.0 exactly once, and the export's own cards round-trip", async () => {
    const { rows } = await readText(
      cardText("VERSION:3.0", "FN:First \\; special", "NOTE:Backslash \\\\ comma \\, semicolon \\; line\\nnext\\Nlast") +
        cardText("VERSION:4.0", "FN:Ana \\\\ Bea", "ORG:Acme\\, Inc.;Sales \\; Support"),
    );
    expect(rows.map((r) => [r.name, r.notes])).toEqual([
      ["First ; special", "Backslash \\ comma , semicolon ; line\nnext\nlast"],
      ["Ana \\ Bea", "Acme, Inc., Sales ; Support"],
    ]);
    const contact = { name: "A\\;B, C", phoneNumber: null, email: null, notes: "x\\n; y, z\\" };
    let text = toVCards([contact]);
    for (let round = 0; round < 3; round++) {
      const [row] = (await readText(text)).rows;
      expect([row?.name, row?.notes]).toEqual([contact.name, contact.notes]);
      text = toVCards([{ ...contact, name: row!.name, notes: row!.notes ?? null }]);
    }
  });

  it("2. reads a NOTE as one value: bare commas in 3.0, and 2.1 as 2.1", async () => {
    const { rows } = await readText(
      cardText("VERSION:3.0", "FN:Ana", "NOTE:Met at the conference, Berlin, 2019.") +
        cardText("VERSION:2.1", "FN:Ben", "NOTE:Met at the conference, Berlin, 2019. Files in C:\\Users\\ben"),
    );
    expect(rows.map((r) => r.notes)).toEqual([
      "Met at the conference, Berlin, 2019.",
      "Met at the conference, Berlin, 2019. Files in C:\\Users\\ben",
    ]);
    const kde = await rowsFrom(corpus("kcontacts-vcard10.vcf"));
    expect(kde.rows.find((r) => r.name === "Field after Address not broken")?.notes).toBe(
      'this is identical to "Website broken", but with Note and URL swapped. The Note field does not get truncated as the URL field does.',
    );
  });

  it("3. decodes each value in its declared charset, a line folded inside a character once unfolded, and falls back per card", async () => {
    const japanese = await rowsFrom(corpus("android-v21_japanese_2.vcf"));
    expect(japanese.rows.map((r) => [r.name, r.notes])).toEqual([["安藤 ロイド 1", "メモ"]]);
    // Three cards in Shift_JIS, each where it is in the file (the blank lines between are no card's).
    const three = await rowsFrom(corpus("android-v21_multiple_entry.vcf"));
    expect(three.rows.map((r) => [r.source, r.name])).toEqual([
      ["Lines 1–9", "安藤ロイド3"],
      ["Lines 12–20", "安藤ロイド4"],
      ["Lines 23–31", "安藤ロイド5"],
    ]);
    const greek = await rowsFrom(corpus("kcontacts-vcard9.vcf"));
    expect(greek.rows[0]?.name).toBe("βγδεαβγδ1".repeat(11));
    // One card in Windows-1252 beside a UTF-8 one: each is read in its own.
    const utf8 = new TextEncoder().encode(cardText("VERSION:3.0", "FN:Zoë Ţîrnovean"));
    const cp1252 = new Uint8Array([
      ...new TextEncoder().encode(cardText("VERSION:3.0", "FN:Ren_ C_t_")).map((b) => (b === 0x5f ? 0xe9 : b)),
    ]);
    const mixed = await readText(new Uint8Array([...utf8, ...cp1252]));
    expect(mixed.rows.map((r) => r.name)).toEqual(["Zoë Ţîrnovean", "René Cété"]);
  });

  it("4. reads a file cut off before its last END:VCARD, one with none, and nested 2.1 cards", async () => {
    const cut = await rowsFrom(corpus("eds-vcard-8.vcf"));
    expect(cut.rows.map((r) => [r.name, r.phoneNumber, r.email])).toEqual([["Frank Dawson", "+1-919-676-9515", "Frank_Dawson@Lotus.com"]]);
    const noEnd = await readText(["BEGIN:VCARD", "VERSION:3.0", "FN:Ana", "BEGIN:VCARD", "VERSION:3.0", "FN:Ben", ""].join("\r\n"));
    expect(noEnd.rows.map((r) => r.name)).toEqual(["Ana", "Ben"]);
    const nest = await rowsFrom(corpus("android-v21_nest.vcf"));
    // The parent's TEL:1 is too short to be a number, and said so.
    expect(nest.rows.map((r) => [r.source, r.name])).toEqual([
      ["Lines 1–13", "parent"],
      ["Lines 4–7", "nest1"],
      ["Lines 8–11", "nest2"],
    ]);
    expect(nest.problems).toEqual(["Lines 1–13: parent's phone number was left out, it isn't one"]);
  });

  it("5. calls a person by every name the card has: N alone, and a nickname", async () => {
    const bogus = await rowsFrom(corpus("android-v21_adr_multiple_line.vcf"));
    expect(bogus.rows.map((r) => r.name)).toEqual(["bogus"]);
    const { rows } = await readText(cardText("VERSION:3.0", "NICKNAME:Bea,Bee", "TEL;TYPE=CELL:555 0100"));
    expect(rows.map((r) => r.name)).toEqual(["Bea"]);
  });

  it.each([
    ["LF", "\n"],
    ["CR LF", "\r\n"],
    ["CR", "\r"],
    ["CR CR LF", "\r\r\n"],
  ])("6. reads a birthday before a folded photo with %s line ends", async (_, end) => {
    const lines = [
      "BEGIN:VCARD",
      "VERSION:3.0",
      "FN:Ana",
      "BDAY;value=date:2012-06-06",
      "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQ",
      " SkZJRgABAQAAAQAB",
      "NOTE:Hi",
      "END:VCARD",
    ];
    const { rows } = await readText(lines.join(end) + end);
    expect(rows).toEqual([{ source: "Lines 1–8", name: "Ana", birthday: "2012-06-06", notes: "Hi" }]);
    const iphone = await rowsFrom(corpus("ezvcard-John_Doe_IPHONE.vcf"));
    expect(iphone.rows[0]?.birthday).toBe("2012-06-06");
  });

  it("8. keeps a tel: URI's extension, and the address of an email written as a mail header", async () => {
    const { rows } = await readText(cardText("VERSION:4.0", "FN:Ana", "TEL;VALUE=uri;TYPE=cell:tel:+1-555-555-0100;ext=102"));
    expect(rows[0]?.phoneNumber).toBe("+1-555-555-0100 ext. 102");
    // An email written as a mail header writes it, folded in 2.1: the address is its email.
    const omega = await rowsFrom(corpus("android-v21_invalid_multiple_line.vcf"));
    expect(omega).toEqual({ rows: [{ source: "Lines 1–7", name: "Omega", email: "omega@example.com" }], problems: [] });
  });

  it("9. drops Google's, Android's and Apple's own groups from CATEGORIES", async () => {
    const { rows } = await readText(
      cardText("VERSION:3.0", "FN:Ana", "CATEGORIES:myContacts,starred,Friends", "CATEGORIES:Starred in Android"),
    );
    expect(rows[0]?.circles).toEqual(["Friends"]);
    const android = await rowsFrom(corpus("ezvcard-John_Doe_ANDROID.vcf"));
    expect(android.rows.flatMap((r) => r.circles ?? [])).toEqual([]);
  });

  it("10. keeps the blank lines between a note's paragraphs", async () => {
    const { rows } = await readText(
      cardText("VERSION:3.0", "FN:Ana", "NOTE:First paragraph.\\n\\nSecond paragraph.") +
        cardText("VERSION:2.1", "FN:Ben", "NOTE;ENCODING=QUOTED-PRINTABLE:First paragraph.=0D=0A=0D=0A=", "Second paragraph."),
    );
    expect(rows.map((r) => r.notes)).toEqual(["First paragraph.\n\nSecond paragraph.", "First paragraph.\n\nSecond paragraph."]);
  });
});
