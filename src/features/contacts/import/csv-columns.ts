// Which CSV column holds what. Google Contacts (both its 2024 and older exports), Outlook,
// Thunderbird and LinkedIn are recognised by their headers; any other file with a header row gets
// the same guesses, and the person can change each one in the preview.
import { lazyWords } from "#i18n";
import { msg } from "@lingui/core/macro";
import { BIRTHDAY_PARTS, CONNECTED_ON } from "./csv-derived";

export const FIELDS = ["name", "firstName", "lastName", "phone", "email", "birthday", "notes", "organisation", "title", "circles"] as const;
export type Field = (typeof FIELDS)[number];
/** Each field's columns, in the order they are tried (a row's first non-empty one wins). */
export type Mapping = Record<Field, string[]>;

export const FIELD_LABELS: Record<Field, string> = lazyWords({
  name: msg`Full name`,
  firstName: msg`First name`,
  lastName: msg`Last name`,
  phone: msg`Phone`,
  email: msg`Email`,
  birthday: msg`Birthday`,
  notes: msg`Notes`,
  organisation: msg`Company`,
  title: msg`Job title`,
  circles: msg`Circles (groups, labels)`,
});

const squash = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

// Google: "Phone 1 - Value" beside "Phone 1 - Label"; Outlook: "Mobile Phone", "Home Phone 2",
// "E-mail Address"; Thunderbird: "Mobile Number", "Work Phone", "Primary Email"; LinkedIn: "Email
// Address", "Company", "Position". A fax, a pager or an assistant's number reaches someone else.
// Outlook's plain "Title" is Mr/Ms, so only "Job Title" and Google's organisation title count.
const GUESSES: [Field, RegExp][] = [
  ["name", /^(name|full name|display name|contact name|contact)$/],
  ["firstName", /^(first name|given name|first)$/],
  ["lastName", /^(last name|family name|surname|last)$/],
  ["phone", /^((home|business|work|other|primary|car|mobile|cell) )?(phone|mobile|cell|telephone)( number)?( \d+)?$|^phone \d+ value$/],
  ["email", /^((primary|secondary|home|work|other) )?e ?mail( \d+)?( address| value)?$|^e ?mail (home|work|other)$/],
  ["birthday", /^(birthday|birth date|date of birth|bday|dob)$/],
  ["notes", /^(notes?|comments?)$/],
  ["organisation", /^(company|organi[sz]ation( \d+)?( name)?|organi[sz]ation \d+ name|employer)$/],
  ["title", /^(job title|organi[sz]ation( \d+)? title|position|role)$/],
  // Google: "Labels" (2024+) or "Group Membership" (older); Outlook: "Categories".
  ["circles", /^(labels?|group membership|categories|category|groups?|tags?|circles?)$/],
];

/** The columns csv-derived.ts joins for some exports, and the field each one is for. */
const DERIVED: Record<string, Field> = { [BIRTHDAY_PARTS]: "birthday", [CONNECTED_ON]: "notes" };

/** The columns each field is read from, guessed from the headers. */
export function guessMapping(headers: string[]): Mapping {
  const mapping = Object.fromEntries(FIELDS.map((f) => [f, [] as string[]])) as Mapping;
  for (const header of headers) {
    const field = DERIVED[header] ?? GUESSES.find(([, pattern]) => pattern.test(squash(header)))?.[0];
    if (field) mapping[field].push(header);
  }
  // Mobile numbers first: they are the ones a text reaches.
  mapping.phone.sort((a, b) => Number(!/mobile|cell/i.test(a)) - Number(!/mobile|cell/i.test(b)));
  return mapping;
}

/** A file can be imported with this mapping: some column gives each person a name. */
export const namesSomeone = (m: Mapping) => m.name.length + m.firstName.length + m.lastName.length > 0;
