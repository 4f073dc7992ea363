// Contacts export (SPEC §9): vCard 3.0 (RFC 2426), readable by phones' address books and by
// RFC 6350 parsers alike. One card per contact; its notes ride along in NOTE.
import type { Contact, ContactNote } from "@contracts/contacts";

export const VCARD_FILE_NAME = "nudge-contacts.vcf";
export const VCARD_MIME = "text/vcard;charset=utf-8";

/** What a card is made of: the contact and the notes kept about them. */
export type VCardContact = Pick<Contact, "name" | "phoneNumber" | "email" | "notes"> & { bookmarks?: Pick<ContactNote, "note" | "category">[] };

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT escaping (RFC 2426 §4, RFC 6350 §3.4): backslash first, so the others aren't doubled. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/,/g, "\\,").replace(/;/g, "\\;").replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Folds a content line at 75 octets (RFC 6350 §3.2): continuation lines start with a space, and
 * a multi-byte UTF-8 character is never cut in two (a parser would see two broken characters).
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}

/** "Zoë Ça" → family "Ça", given "Zoë": the last word is the family name, the rest given names. */
function structuredName(name: string): string {
  const words = name.trim().split(/\s+/);
  const family = words.length > 1 ? words.pop()! : "";
  return [family, words.join(" "), "", "", ""].map(escapeText).join(";");
}

/** The contact's own notes, then each kept note as "[Category] note". */
export function noteText(contact: VCardContact): string {
  const kept = (contact.bookmarks ?? []).map(({ note, category }) => (category ? `[${category}] ${note}` : note));
  return [contact.notes?.trim(), ...kept].filter(Boolean).join("\n");
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
    contact.phoneNumber?.trim() && `TEL;TYPE=CELL:${escapeText(contact.phoneNumber.trim())}`,
    contact.email?.trim() && `EMAIL;TYPE=INTERNET:${escapeText(contact.email.trim())}`,
    note && `NOTE:${escapeText(note)}`,
    "END:VCARD",
  ];
  return lines.filter((line): line is string => Boolean(line)).map((line) => `${foldLine(line)}\r\n`).join("");
}

/** Every contact as one .vcf text. */
export const toVCards = (contacts: VCardContact[]) => contacts.map(toVCard).join("");
