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

/** The row for a person, or the reason there is none; `problems` gets what was left out. */
export function toRow(person: Person, source: string, problems: string[]): FileRow | null {
  const name = person.name.replace(/\s+/g, " ").trim().slice(0, 100).trim();
  if (!name) {
    problems.push(`${source}: skipped, it has no name`);
    return null;
  }
  const row: FileRow = { name, source };
  const phone = person.phones.map((p) => p.trim()).find((p) => phoneKey(p) && p.length <= 32);
  if (phone) row.phoneNumber = phone;
  else if (person.phones.some((p) => p.trim())) problems.push(`${source}: ${name}'s phone number was left out, it isn't one`);
  const email = person.emails.map((e) => e.trim()).find(Boolean);
  if (email && isEmail(email)) row.email = email;
  else if (email) problems.push(`${source}: ${name}'s email was left out, it isn't an address`);
  const notes = [workLine(person), person.notes?.trim()].filter(Boolean).join("\n").slice(0, 2000).trim();
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
