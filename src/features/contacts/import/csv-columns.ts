// Which CSV column holds what. Google Contacts (both its 2024 and older exports) and Outlook are
// recognised by their headers; any other file with a header row gets the same guesses, and the
// person can change each one in the preview.

export const FIELDS = ["name", "firstName", "lastName", "phone", "email", "birthday", "notes", "organisation", "title", "circles"] as const;
export type Field = (typeof FIELDS)[number];
/** Each field's columns, in the order they are tried (a row's first non-empty one wins). */
export type Mapping = Record<Field, string[]>;

export const FIELD_LABELS: Record<Field, string> = {
  name: "Full name",
  firstName: "First name",
  lastName: "Last name",
  phone: "Phone",
  email: "Email",
  birthday: "Birthday",
  notes: "Notes",
  organisation: "Company",
  title: "Job title",
  circles: "Circles (groups, labels)",
};

const squash = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

// Google: "Phone 1 - Value" beside "Phone 1 - Label"; Outlook: "Mobile Phone", "E-mail Address".
// Outlook's plain "Title" is Mr/Ms, so only "Job Title" and Google's organisation title count.
const GUESSES: [Field, RegExp][] = [
  ["name", /^(name|full name|display name|contact name|contact)$/],
  ["firstName", /^(first name|given name|first)$/],
  ["lastName", /^(last name|family name|surname|last)$/],
  [
    "phone",
    /^(mobile phone|cell phone|mobile|cell|primary phone|phone( number)?|home phone|business phone|other phone|telephone|phone \d+ value)$/,
  ],
  ["email", /^(e ?mail( address)?|e ?mail \d+( address| value)|email \d+)$/],
  ["birthday", /^(birthday|birth date|date of birth|bday|dob)$/],
  ["notes", /^(notes?|comments?)$/],
  ["organisation", /^(company|organi[sz]ation( \d+)?( name)?|organi[sz]ation \d+ name|employer)$/],
  ["title", /^(job title|organi[sz]ation( \d+)? title|position|role)$/],
  // Google: "Labels" (2024+) or "Group Membership" (older); Outlook: "Categories".
  ["circles", /^(labels?|group membership|categories|category|groups?|tags?|circles?)$/],
];

/** The columns each field is read from, guessed from the headers. */
export function guessMapping(headers: string[]): Mapping {
  const mapping = Object.fromEntries(FIELDS.map((f) => [f, [] as string[]])) as Mapping;
  for (const header of headers) {
    const match = GUESSES.find(([, pattern]) => pattern.test(squash(header)));
    if (match) mapping[match[0]].push(header);
  }
  // Mobile numbers first: they are the ones a text reaches.
  mapping.phone.sort((a, b) => Number(!/mobile|cell/i.test(a)) - Number(!/mobile|cell/i.test(b)));
  return mapping;
}

/** A file can be imported with this mapping: some column gives each person a name. */
export const namesSomeone = (m: Mapping) => m.name.length + m.firstName.length + m.lastName.length > 0;
