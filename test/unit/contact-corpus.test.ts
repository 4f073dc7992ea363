// Real vCard files from public parsers' test suites (test/fixtures/contacts/corpus, SOURCES.md
// says where each comes from), read as the app reads a chosen file, beside an independent reader:
// Debian's python3-vobject (test/support/vcard-reference.py), run once for every file. Issue 39:
// every person the reference finds a name for is in the preview with the same name, one of their
// numbers (a mobile one when they have one), one of their emails and their birthday, or the
// preview says what was left out; and exporting what was read, then reading that, changes nothing.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readBirthday } from "@contracts/contact-file/birthday";
import type { FileRow } from "@contracts/contact-file/person";
import { phoneKey } from "@contracts/phone";
import { readContactsFile } from "@/features/contacts/import/read-file";
import { toVCards, type VCardContact } from "@/lib/vcard";

const DIR = fileURLToPath(new URL("../fixtures/contacts/corpus/", import.meta.url));
const REFERENCE = fileURLToPath(new URL("../support/vcard-reference.py", import.meta.url));
const files = readdirSync(DIR)
  .filter((f) => f.endsWith(".vcf"))
  .sort();

type Reference = { name: string; phones: { value: string; types: string[] }[]; emails: string[]; bday: string | null } | { error: string };
// Debian's interpreter, where python3-vobject is installed (a pyenv or venv python3 may lack it).
const reference: Record<string, Reference[]> = JSON.parse(
  execFileSync("/usr/bin/python3", [REFERENCE, ...files], {
    cwd: DIR,
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "ignore"],
  }).toString(),
);

/**
 * Where vobject is provably wrong, the names the file holds, and why vobject differs. Everything
 * else about these people (numbers, emails, birthdays) is still checked against the reference.
 */
const NAMES_VOBJECT_GETS_WRONG: Record<string, { names: string[]; why: string }> = {
  "android-v21_japanese_1.vcf": { names: ["安藤ロイド"], why: "it ignores CHARSET=SHIFT_JIS and reads the bytes as Latin-1" },
  "android-v21_japanese_2.vcf": { names: ["安藤 ロイド 1"], why: "it ignores CHARSET=SHIFT_JIS" },
  "android-v21_japanese_3.vcf": { names: ["伊能 圭一 伊予"], why: "it ignores CHARSET=SHIFT_JIS" },
  "android-v21_multiple_entry.vcf": { names: ["安藤ロイド3", "安藤ロイド4", "安藤ロイド5"], why: "it ignores CHARSET=SHIFT_JIS" },
  "android-v30_japanese.vcf": { names: ["伊能 圭一 伊予"], why: "it ignores CHARSET=SHIFT_JIS" },
  "kcontacts-vcard9.vcf": {
    names: ["βγδεαβγδ1".repeat(11)],
    why: "the file folds lines inside UTF-8 characters (RFC 6350 §3.2 says to unfold first), so it isn't UTF-8 line by line and vobject reads it all as Latin-1",
  },
  "ezvcard-John_Doe_GMAIL.vcf": {
    names: ["Mr. John Richter, James Doe Sr."],
    why: "it splits FN at a bare comma and keeps the first part; FN is one value (RFC 6350 §6.2.1), as Google writes it",
  },
  "kcontacts-vcard5.vcf": { names: ["Mustermann, Heiko"], why: "it splits FN at a bare comma and keeps the first part" },
  "android-v21_backslash.vcf": {
    names: ["A;B\\C\\;D:E\\\\"],
    why: "it reads vCard 2.1 with 3.0's escapes; 2.1 has none in FN (Android's own test expects this text)",
  },
};

/** People in files vobject can't read (or stops reading part way), with why. */
const PEOPLE_VOBJECT_CANT_READ: Record<string, { names: string[]; why: string }> = {
  "eds-vcard-8.vcf": { names: ["Frank Dawson"], why: "the file ends before END:VCARD" },
  "eds-vcard-9.vcf": { names: ["Frank Dawson"], why: "the file is cut off mid-line, before END:VCARD" },
  "eds-vcard-7.vcf": { names: ["Frank Dawson"], why: "the file has no BEGIN:VCARD, only its END" },
  "ezvcard-John_Doe_LOTUS_NOTES.vcf": { names: ["Mr. Doe John I Johny"], why: "it refuses a card whose NOTE contains BEGIN: text" },
  "derived-ezvcard-John_Doe_MAC_ADDRESS_BOOK-cr.vcf": {
    names: ["Mr. John Richter,James Doe Sr."],
    why: "it doesn't take CR alone as a line end",
  },
};

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();
/** The name as the import keeps it: one line, at most the API's 100 characters. */
const asImported = (name: string) => oneLine(name).slice(0, 100).trim();
/** A number's digits, its extension's too: "tel:+1-418-656-9254;ext=102" and "+1 418 656 9254 ext. 102" agree. */
const digits = (phone: string) => phone.replace(/^tel:/i, "").replace(/\D/g, "");
const bytesOf = (file: string) => readFileSync(`${DIR}${file}`);
const read = async (name: string, bytes: BlobPart) => {
  const result = await readContactsFile(new File([bytes], name));
  if (result.kind !== "vcard") throw new Error(`${name}: ${result.kind === "refused" ? result.message : "read as CSV"}`);
  return result.result;
};
const leftOut = (problems: string[], name: string, what: string) => problems.some((p) => p.includes(name) && p.includes(what));

describe("the vCard corpus", () => {
  it("has at least 80 real files", () => {
    expect(files.length).toBeGreaterThanOrEqual(80);
  });

  for (const file of files)
    it(`${file}: everyone the reference reads is in the preview`, async () => {
      const { rows, problems } = await read(file, bytesOf(file));
      const cards = reference[file] ?? [];
      const named = cards.filter((c): c is Exclude<Reference, { error: string }> => !("error" in c) && oneLine(c.name) !== "");
      const corrected = NAMES_VOBJECT_GETS_WRONG[file]?.names;
      if (corrected) expect(corrected).toHaveLength(named.length);
      const unread = PEOPLE_VOBJECT_CANT_READ[file]?.names ?? [];
      for (const name of unread) expect(rows.map((r) => r.name)).toContain(name);

      named.forEach((card, i) => {
        const name = asImported(corrected?.[i] ?? card.name);
        const row = rows.find((r) => r.name === name);
        if (!row) {
          // Left out: the preview must say so, naming them.
          expect(
            problems.some((p) => p.includes(name)),
            `${name} is neither in the preview nor in its problems: ${problems}`,
          ).toBe(true);
          return;
        }
        checkPerson(row, card, problems);
      });
    });

  for (const file of files)
    it(`${file}: export then import changes nobody`, async () => {
      const { rows } = await read(file, bytesOf(file));
      if (rows.length === 0) return;
      // The contacts as stored, each with the birthday the import keeps as their date.
      const contacts = rows.map(
        ({ name, phoneNumber, email, notes, birthday }): VCardContact => ({
          name,
          phoneNumber: phoneNumber ?? null,
          email: email ?? null,
          notes: notes ?? null,
          birthday: birthday ?? null,
        }),
      );
      const exported = toVCards(contacts);
      const again = await read("nudge-contacts.vcf", exported);
      const fields = (r: FileRow) => ({
        name: r.name,
        phone: phoneKey(r.phoneNumber),
        email: r.email,
        notes: r.notes,
        birthday: r.birthday,
      });
      expect(again.rows.map(fields)).toEqual(rows.map(fields));
      expect(again.problems).toEqual([]);
    });
});

function checkPerson(row: FileRow, card: Exclude<Reference, { error: string }>, problems: string[]) {
  const phones = card.phones.filter((p) => phoneKey(p.value.replace(/^tel:/i, "")));
  if (phones.length > 0 && !leftOut(problems, row.name, "phone")) {
    const mobile = phones.filter((p) => p.types.some((t) => t.split(",").includes("cell")));
    const allowed = (mobile.length > 0 ? mobile : phones).map((p) => digits(p.value));
    expect(allowed, `${row.name}'s number`).toContain(digits(row.phoneNumber ?? ""));
  }
  // '"Omega" <omega@example.com>' is the address in <>, as Android's own test reads it.
  const emails = card.emails.map((e) => (/<([^<>]+)>\s*$/.exec(e)?.[1] ?? e).trim().toLowerCase()).filter(Boolean);
  if (emails.length > 0 && !leftOut(problems, row.name, "email")) expect(emails, `${row.name}'s email`).toContain(row.email?.toLowerCase());
  if (card.bday && !leftOut(problems, row.name, "birthday"))
    expect(row.birthday, `${row.name}'s birthday`).toBe(readBirthday(card.bday) ?? "a date");
}
