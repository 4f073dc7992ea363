// Share and Export (docs/product.md#share-and-export): every contact with all its notes and their
// birthday as one vCard 3.0 file.
import { t } from "@lingui/core/macro";
import type { Contact, ContactNote } from "@contracts/contacts";
import type { ImportantDate } from "@contracts/important-dates";
import { queryClient } from "@/lib/api";
import { saveFile } from "@/lib/save-file";
import { toVCards, VCARD_FILE_NAME, VCARD_MIME } from "@/lib/vcard";
import { notesKey } from "@/lib/contacts-api";

// Notes are fetched per contact; a few at a time keeps a big address book from flooding the API.
const PARALLEL = 6;

/** The notes of the contacts that have any, by contact id, a few requests at a time. */
async function notesOf(contacts: Contact[]) {
  const notes = new Map<number, ContactNote[]>();
  const withNotes = contacts.filter((c) => c.noteCount > 0);
  for (let i = 0; i < withNotes.length; i += PARALLEL) {
    await Promise.all(
      withNotes.slice(i, i + PARALLEL).map(async (c) => {
        notes.set(c.id, (await queryClient.fetchQuery<ContactNote[] | null>({ queryKey: notesKey(c.id) })) ?? []);
      }),
    );
  }
  return notes;
}

/** Every contact's birthday by contact id: their date labelled Birthday (what an import makes, and the card offers first). */
async function birthdays(): Promise<Map<number, string>> {
  // One request for all of them, and fresh: a date added a minute ago is in the file.
  const dates = (await queryClient.fetchQuery<ImportantDate[] | null>({ queryKey: ["/api/contact-dates"], staleTime: 0 })) ?? [];
  const byContact = new Map<number, string>();
  for (const date of dates) {
    if (date.label.trim().toLowerCase() === "birthday" && !byContact.has(date.contactId)) byContact.set(date.contactId, date.date);
  }
  return byContact;
}

/** The .vcf text of these contacts, with the notes of those that have any (cached ones reused) and their birthdays. */
export async function contactsVCard(contacts: Contact[]): Promise<string> {
  const [notes, birthdayOf] = await Promise.all([notesOf(contacts), birthdays()]);
  return toVCards(contacts.map((c) => ({ ...c, contactNotes: notes.get(c.id) ?? [], birthday: birthdayOf.get(c.id) ?? null })));
}

/** Saves the text as nudge-contacts.vcf through the browser's download. */
export function downloadVCard(text: string) {
  saveFile(new Blob([text], { type: VCARD_MIME }), VCARD_FILE_NAME);
}

export type ShareOutcome = "shared-file" | "shared-text" | "copied" | "cancelled";

/**
 * Hands the contacts to the phone's share sheet: as a .vcf file where the browser can share
 * files, else as text, else onto the clipboard.
 */
export async function shareVCard(text: string): Promise<ShareOutcome> {
  const file = new File([text], VCARD_FILE_NAME, { type: "text/vcard" });
  const title = t`My contacts from Nudge`;
  try {
    if (navigator.canShare?.({ files: [file] })) {
      await navigator.share({ files: [file], title });
      return "shared-file";
    }
    if (typeof navigator.share === "function") {
      await navigator.share({ title, text });
      return "shared-text";
    }
  } catch (error) {
    // Closing the share sheet isn't a failure.
    if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    throw error;
  }
  await navigator.clipboard.writeText(text);
  return "copied";
}
