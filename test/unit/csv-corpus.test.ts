// CSV exports from the places people actually export (issue 39, item 7), read as the SPA reads
// them and held to an independent reading: Python's csv module (test/support/csv-reference.py).
// The files are real exports and the samples parser test suites keep of them, byte for byte;
// test/fixtures/contacts/corpus/csv/SOURCES.md says where each comes from.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { guessMapping } from "@/features/contacts/import/csv-columns";
import { rowsOf } from "@/features/contacts/import/csv";
import { readContactsFile } from "@/features/contacts/import/read-file";

const corpus = (file: string) => fileURLToPath(new URL(`../fixtures/contacts/corpus/csv/${file}`, import.meta.url));
const referenceScript = fileURLToPath(new URL("../support/csv-reference.py", import.meta.url));

type Cells = Record<string, string>;
type Reference = { headers: string[]; records: { row: number; values: Cells }[] };
const reference = (file: string): Reference => JSON.parse(execFileSync("python3", [referenceScript, corpus(file)], { encoding: "utf8" }));

async function preview(file: string) {
  const read = await readContactsFile(new File([readFileSync(corpus(file))], file));
  if (read.kind !== "csv") throw new Error(read.kind === "refused" ? read.message : "read as a vCard");
  return rowsOf(read.table, guessMapping(read.table.headers));
}

/** How a format's columns make a person: what the test expects, written from the format, not the app. */
type Format = {
  /** Whole-name columns, first non-empty wins; else the given and family name joined. */
  name: string[];
  given?: string;
  family?: string;
  company?: string;
  /** Each number column and the column that labels it ("Mobile", "Work"), when the format has one. */
  phones: [value: string, label?: string][];
  emails: string[];
  birthday?: (c: Cells) => string | undefined;
  /** Lines their notes must hold. */
  notes?: (c: Cells) => string[];
};

const cell = (c: Cells, column: string | undefined) => (column ? (c[column] ?? "").trim() : "");
// Google writes a field's several values in one cell: "+1 555 0100 ::: +1 555 0199".
const values = (text: string) =>
  text
    .split(":::")
    .map((v) => v.trim())
    .filter(Boolean);
const pad = (n: string) => n.padStart(2, "0");

/** "1975-12-12", "20/01/1991" (day first when the first can't be a month): the date it means. */
function isoDate(text: string) {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return text;
  const [a, b, year] = text.split("/");
  return Number(a) > 12 ? `${year}-${pad(b!)}-${pad(a!)}` : `${year}-${pad(a!)}-${pad(b!)}`;
}

const GOOGLE_OLD: Format = {
  name: ["Name"],
  given: "Given Name",
  family: "Family Name",
  company: "Organization 1 - Name",
  phones: [1, 2, 3, 4, 5, 6, 7].map((n) => [`Phone ${n} - Value`, `Phone ${n} - Type`]),
  emails: [1, 2, 3, 4].map((n) => `E-mail ${n} - Value`),
  birthday: (c) => cell(c, "Birthday") || undefined,
};

const THUNDERBIRD: Format = {
  name: ["Display Name"],
  given: "First Name",
  family: "Last Name",
  company: "Organization",
  phones: [["Mobile Number"], ["Work Phone"], ["Home Phone"]],
  emails: ["Primary Email", "Secondary Email"],
  // Thunderbird keeps a birthday in three columns.
  birthday: (c) => {
    const [year, month, day] = [cell(c, "Birth Year"), cell(c, "Birth Month"), cell(c, "Birth Day")];
    return month && day ? `${year || "1604"}-${pad(month)}-${pad(day)}` : undefined;
  },
};

const LINKEDIN: Format = {
  name: [],
  given: "First Name",
  family: "Last Name",
  company: "Company",
  phones: [],
  emails: ["Email Address"],
  notes: (c) =>
    [[cell(c, "Position"), cell(c, "Company")].filter(Boolean).join(" at "), `Connected on LinkedIn on ${cell(c, "Connected On")}`].filter(
      (line) => line && !line.endsWith(" on "),
    ),
};

const OUTLOOK: Format = {
  name: ["Display Name"],
  given: "First Name",
  family: "Last Name",
  company: "Company",
  phones: [["Home Mobile"], ["Home Phone"], ["Home Phone 2"], ["Business Phone"], ["Business Phone 2"], ["Primary Phone"]],
  emails: ["E-mail Address", "E-mail 2 Address", "E-mail 3 Address", "Email Home", "Email Work", "Email Other"],
  birthday: (c) => (cell(c, "Birthday") ? isoDate(cell(c, "Birthday")) : undefined),
};

const CORPUS: [file: string, format: Format][] = [
  ["roundcube-gmail.csv", GOOGLE_OLD],
  ["mtrazzi-google_contacts.csv", GOOGLE_OLD],
  ["smart-contact-importer-google-contacts.csv", GOOGLE_OLD],
  ["roundcube-tb_plain.csv", THUNDERBIRD],
  ["thunderbird-basic_csv_addressbook.csv", THUNDERBIRD],
  ["thunderbird-export.csv", THUNDERBIRD],
  ["smart-contact-importer-linkedin-connections.csv", LINKEDIN],
  ["six-hops-Connections.csv", LINKEDIN],
  ["sourcer-Connections.csv", LINKEDIN],
  ["labeldekho-Connections.csv", LINKEDIN],
  ["roundcube-all.csv", OUTLOOK],
  ["roundcube-outlook.csv", OUTLOOK],
];

const MOBILE = /mobile|cell/i;
const isNumber = (v: string) => v.replace(/\D/g, "").length >= 3 && v.length <= 32;
const isAddress = (v: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v);

/** What the preview should show for a record, or null when it has nothing to call them by. */
function expected(format: Format, c: Cells) {
  const joined = [cell(c, format.given), cell(c, format.family)].filter(Boolean).join(" ");
  const emails = format.emails.flatMap((column) => values(cell(c, column)));
  const name = format.name.map((column) => cell(c, column)).find(Boolean) || joined || cell(c, format.company) || emails[0];
  if (!name) return null;
  const numbers = format.phones.flatMap(([column, label]) =>
    values(cell(c, column)).map((number) => ({ number, mobile: MOBILE.test(column) || MOBILE.test(cell(c, label)) })),
  );
  // Mobile numbers first, as a text reaches them; else in the order of the columns.
  const phones = [...numbers.filter((n) => n.mobile), ...numbers.filter((n) => !n.mobile)].map((n) => n.number);
  return {
    name,
    phones,
    phone: phones.find(isNumber),
    emails,
    email: emails.find(isAddress),
    birthday: format.birthday?.(c),
    notes: format.notes?.(c) ?? [],
  };
}

describe("CSV exports beside an independent reader", () => {
  it.each(CORPUS)("%s: everyone the reference names is in the preview, with a number, an email and a birthday", async (file, format) => {
    const { records } = reference(file);
    const { rows, problems } = await preview(file);
    const people = records.map((r) => ({ ...r, want: expected(format, r.values) }));
    expect(rows.map((r) => r.name)).toEqual(people.flatMap((p) => (p.want ? [p.want.name] : [])));
    const named = people.filter((p) => p.want);
    rows.forEach((row, i) => {
      const { want, row: at } = named[i]!;
      const source = `Row ${at}`;
      expect(row.source).toBe(source);
      expect(row.phoneNumber).toBe(want!.phone);
      if (!want!.phone && want!.phones.length > 0)
        expect(problems).toContain(`${source}: ${row.name}'s phone number was left out, it isn't one`);
      expect(row.email).toBe(want!.email);
      if (!want!.email && want!.emails.length > 0)
        expect(problems).toContain(`${source}: ${row.name}'s email was left out, it isn't an address`);
      expect(row.birthday).toBe(want!.birthday);
      for (const line of want!.notes) expect(row.notes?.split("\n")).toContain(line);
    });
    // Whoever is left out is named, with the reason.
    for (const { row } of people.filter((p) => !p.want))
      expect(problems).toContain(`Row ${row}: skipped, it has no name, company or email`);
  });
});
