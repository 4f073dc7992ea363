// Contacts export (docs/product.md#share-and-export): vCard 3.0 (RFC 2426), readable by phones' address books and by
// RFC 6350 parsers alike. One card per contact; its notes ride along in NOTE.
import type { Contact, ContactNote } from "@contracts/contacts";
import { UNKNOWN_YEAR } from "@contracts/contact-file/birthday";
import { contentLine, escapeText } from "@contracts/content-line";
import { formatPhone } from "@contracts/phone-numbers";

export const VCARD_FILE_NAME = "nudge-contacts.vcf";
export const VCARD_MIME = "text/vcard;charset=utf-8";

/** What a card is made of: the contact, the notes kept about them and their birthday ("1990-03-14"). */
export type VCardContact = Pick<Contact, "name" | "phoneNumber" | "email" | "notes"> & {
  contactNotes?: Pick<ContactNote, "note" | "category">[];
  birthday?: string | null;
};

/** "Zoë Ça" → family "Ça", given "Zoë": the last word is the family name, the rest given names. */
function structuredName(name: string): string {
  const words = name.trim().split(/\s+/);
  const family = words.length > 1 ? words.pop()! : "";
  return [family, words.join(" "), "", "", ""].map(escapeText).join(";");
}

/** The contact's own notes, then each kept note as "[Category] note". */
export function noteText(contact: VCardContact): string {
  const kept = (contact.contactNotes ?? []).map(({ note, category }) => (category ? `[${category}] ${note}` : note));
  return [contact.notes?.trim(), ...kept].filter(Boolean).join("\n");
}

/**
 * BDAY as a vCard 3.0 date. A birthday without a year (kept under UNKNOWN_YEAR) is written as
 * Apple's address book writes it: a full date, which every 3.0 reader can read (the import here
 * too), marked X-APPLE-OMIT-YEAR so Apple's leaves the year out. vCard 4's "--0314" is not a 3.0 date.
 */
function birthdayLine(birthday: string | null | undefined) {
  if (!birthday || !/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return null;
  return birthday.startsWith(`${UNKNOWN_YEAR}-`) ? `BDAY;X-APPLE-OMIT-YEAR=${UNKNOWN_YEAR}:${birthday}` : `BDAY:${birthday}`;
}

/** One card: empty fields are left out rather than written blank. */
export function toVCard(contact: VCardContact): string {
  const name = contact.name.trim();
  const note = noteText(contact);
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:${structuredName(name)}`,
    `FN:${escapeText(name)}`,
    // As the app shows it ("+33 6 12 34 56 78"): international, so any address book dials it.
    contact.phoneNumber?.trim() && `TEL;TYPE=CELL:${escapeText(formatPhone(contact.phoneNumber.trim()))}`,
    contact.email?.trim() && `EMAIL;TYPE=INTERNET:${escapeText(contact.email.trim())}`,
    birthdayLine(contact.birthday),
    note && `NOTE:${escapeText(note)}`,
    "END:VCARD",
  ];
  return lines
    .filter((line): line is string => Boolean(line))
    .map((line) => `${contentLine(line)}\r\n`)
    .join("");
}

/** Every contact as one .vcf text. */
export const toVCards = (contacts: VCardContact[]) => contacts.map(toVCard).join("");
