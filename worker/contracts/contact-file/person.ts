// A person read from a file, made into a row the import API takes: what the file says, cut to the
// API's limits, with fields the API would refuse left out (and said so) rather than failing the
// whole import.
import { importRowSchema, type ImportRow } from "../contact-import";
import { phoneKey } from "../phone";
import { readBirthday } from "./birthday";
import { circleNames } from "./groups";

export type Person = {
  name: string;
  phones: string[];
  emails: string[];
  notes?: string;
  birthday?: string;
  organisation?: string;
  title?: string;
  nickname?: string;
  /** The groups the address book has them in (CATEGORIES, Labels): they become circles. */
  groups?: string[];
};

/** A file's rows for the preview, and what was left out, each naming where in the file it was. */
export type ReadResult = { rows: FileRow[]; problems: string[] };
/** A row and where it came from ("line 12", "row 5"), for the preview and its messages. */
export type FileRow = ImportRow & { source: string };

const isEmail = (value: string) => importRowSchema.shape.email.safeParse(value).success;

/** "Sales lead at Acme", "Acme" or "Sales lead": where someone works, as one line of notes. */
const workLine = (p: Person) => [p.title?.trim(), p.organisation?.trim()].filter(Boolean).join(" at ");

const oneLine = (value: string | undefined) => value?.replace(/\s+/g, " ").trim() ?? "";

/**
 * What to call them, in the order address books do: their name, else where they work (a
 * company's own card or row), else a nickname, else an email address.
 */
const nameOf = (person: Person) =>
  [person.name, person.organisation, person.nickname, ...person.emails].map(oneLine).find(Boolean)?.slice(0, 100).trim() ?? "";

/** The row for a person, or the reason there is none; `problems` gets what was left out. */
export function toRow(person: Person, source: string, problems: string[]): FileRow | null {
  const name = nameOf(person);
  if (!name) {
    problems.push(`${source}: skipped, it has no name, company or email`);
    return null;
  }
  const row: FileRow = { name, source };
  const phone = person.phones.map((p) => p.trim()).find((p) => phoneKey(p) && p.length <= 32);
  if (phone) row.phoneNumber = phone;
  else if (person.phones.some((p) => p.trim())) problems.push(`${source}: ${name}'s phone number was left out, it isn't one`);
  // Each address in turn, as phones: an invalid first one doesn't hide the valid ones after it.
  const emails = person.emails.map((e) => e.trim()).filter(Boolean);
  const email = emails.find(isEmail);
  if (email) row.email = email;
  else if (emails.length > 0) problems.push(`${source}: ${name}'s email was left out, it isn't an address`);
  // Where they work is already their name on a company's own card.
  const work = name === oneLine(person.organisation) ? person.title?.trim() : workLine(person);
  const notes = [work, person.notes?.trim()].filter(Boolean).join("\n").slice(0, 2000).trim();
  if (notes) row.notes = notes;
  if (person.birthday?.trim()) {
    const birthday = readBirthday(person.birthday);
    if (birthday) row.birthday = birthday;
    else problems.push(`${source}: ${name}'s birthday "${person.birthday.trim()}" was left out, it isn't a date`);
  }
  const { names, dropped } = circleNames(person.groups ?? []);
  if (names.length > 0) row.circles = names;
  if (dropped > 0) problems.push(`${source}: ${name}'s groups after the first ${names.length} were left out`);
  return row;
}
