// Contact text import (docs/product.md#import-contacts): people pasted one per line as "name, separator, phone", where the
// separator is spaces, a dash or a colon ("Ana Souza - +1 555 010 2030", "Ben: 555 0101").
import { t } from "@lingui/core/macro";
import { phoneKey } from "@contracts/contacts";

// The most one paste may hold; the SPA sends them to the API in steps (useImportContacts).
const MAX_PASTED = 1000;

export type ImportedContact = { name: string; phoneNumber: string };

export type ImportResult = { contacts: ImportedContact[]; error?: { title: string; description: string } };

// The name is taken lazily so the phone gets every trailing digit; the phone may be written with
// spaces, dots, dashes and brackets, which are dropped afterwards.
const LINE = /^(.+?)[\s:-]+(\+?[\d\s().-]*\d[\d\s().-]*)$/;
const HAS_LETTER = /\p{L}/u;

// The same limits the API applies, so one long line can't make the server refuse the whole batch.
const MAX_NAME = 100;
const MAX_PHONE = 32;

/** One line as a contact, or null when it isn't "name separator phone". */
export function parseContactLine(line: string): ImportedContact | null {
  const match = LINE.exec(line.trim());
  if (!match) return null;
  const name = match[1]!
    .replace(/[\s,;:-]+$/, "")
    .trim()
    .slice(0, MAX_NAME)
    .trim();
  // Only digits and the leading plus sign are kept.
  const phoneNumber = match[2]!.replace(/[^\d+]/g, "");
  if (!HAS_LETTER.test(name) || !phoneKey(phoneNumber) || phoneNumber.length > MAX_PHONE) return null;
  return { name, phoneNumber };
}

/** Every contact in pasted text, first one kept when a phone repeats; with the toast to show when there are none. */
export function parseContactText(text: string): ImportResult {
  if (!text.trim()) {
    return {
      contacts: [],
      error: { title: t`No Text Entered`, description: t`Paste or type your contacts, one per line, like “Ana Souza 555 010 2030”.` },
    };
  }
  const seen = new Set<string>();
  const contacts: ImportedContact[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const contact = parseContactLine(line);
    if (!contact) continue;
    // Digits decide: "+1 555 0100" and "15550100" are the same person (as the server sees it).
    const key = phoneKey(contact.phoneNumber)!;
    if (seen.has(key)) continue;
    seen.add(key);
    contacts.push(contact);
  }
  if (contacts.length === 0) {
    return {
      contacts,
      error: {
        title: t`No Valid Contacts Found`,
        description: t`Each line needs a name, then a space, dash or colon, then a phone number.`,
      },
    };
  }
  if (contacts.length > MAX_PASTED) {
    return { contacts: [], error: { title: t`Too Many Contacts`, description: t`Import at most ${MAX_PASTED} contacts at a time.` } };
  }
  return { contacts };
}
