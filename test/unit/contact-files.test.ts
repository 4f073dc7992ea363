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

  it("skips only the card that can't be read", async () => {
    const text =
      'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ana\r\nTEL;TYPE="cell:555 0100\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ben\r\nEND:VCARD\r\n';
    const read = await readContactsFile(fileOf("two.vcf", text));
    expect(read.kind === "vcard" && read.result.rows.map((r) => r.name)).toEqual(["Ben"]);
    expect(read.kind === "vcard" && read.result.problems).toEqual([expect.stringMatching(/^Lines 1–5: skipped, the card can't be read/)]);
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
  ]);

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
