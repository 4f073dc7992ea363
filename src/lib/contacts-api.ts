// The contact calls several features make (docs/product.md#contacts): the list, its keys and
// refreshes, Mark done, importing, and logging a text, a call or a time in touch. The contacts
// screen's own calls are features/contacts/contacts-api.ts.
import { plural } from "@lingui/core/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { Contact } from "@contracts/contacts";
// The limits without zod: these calls are on the dashboard's first paint, which loads none.
import { MAX_CIRCLES, MAX_IMPORT } from "@contracts/contact-limits";
import type { DuplicateChoice, ImportResult, ImportRow } from "@contracts/contact-import";
import { refreshNudges } from "./nudge-api";
import { queryClient } from "@/lib/api";
import { answer, api, once } from "@/lib/api-client";

export const CONTACTS_KEY = ["/api/contacts"] as const;
/** Circles count their members: a contact's change reads them again too. */
export const CIRCLES_KEY = ["/api/circles"] as const;
/** The key is the path (getJson joins it with "/"): /api/contacts/{id}/bookmarks. */
export const notesKey = (contactId: number) => ["/api/contacts", contactId, "bookmarks"] as const;

/** Contacts sorted by name; null after a 401. */
export const useContacts = () => useQuery<Contact[] | null>({ queryKey: CONTACTS_KEY });

// A contact's change can move its keep-in-touch check-in, which is a pending nudge.
export const refreshContacts = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
    refreshNudges(),
    queryClient.invalidateQueries({ queryKey: CIRCLES_KEY }),
  ]);
// A note changes its contact's note count too.
export const refreshNotes = (contactId: number) =>
  Promise.all([refreshContacts(), queryClient.invalidateQueries({ queryKey: notesKey(contactId) })]);

/** Done counts as contact: the person's "last contact" and check-in nudge move too. */
export function useMarkDone() {
  return useMutation({
    mutationFn: (id: number) => answer(api.reminders[":id"].done.$post({ param: { id: String(id) } })),
    onSuccess: () => Promise.all([refreshNudges(), queryClient.invalidateQueries({ queryKey: CONTACTS_KEY })]),
  });
}

const circlesMade = (n: number) => plural(n, { one: "# circle made", other: "# circles made" });
const groups = (n: number) => plural(n, { one: "# group", other: "# groups" });

/** What an import did, for its toast. */
export const importSummary = ({ created, merged, skipped, newCircles, circlesLeftOut }: ImportResult) =>
  [
    `${created} added`,
    merged > 0 ? `${merged} updated` : null,
    `${skipped} already in your contacts`,
    newCircles.length > 0 ? circlesMade(newCircles.length) : null,
    circlesLeftOut.length > 0 ? `${groups(circlesLeftOut.length)} not made into circles (${MAX_CIRCLES} at most)` : null,
  ]
    .filter(Boolean)
    .join(", ");

/**
 * Sends the rows in steps the API takes at once (each step is imported whole or not at all) and
 * adds up what each did. Stopped by an error, the steps before it stay: importing again finds
 * them there and adds nobody twice.
 */
export async function importRows(rows: ImportRow[], onDuplicate: DuplicateChoice, onStep?: (done: number) => void) {
  const total: ImportResult = { created: 0, merged: 0, skipped: 0, newCircles: [], circlesLeftOut: [] };
  try {
    for (let i = 0; i < rows.length; i += MAX_IMPORT) {
      const step = await answer(api.contacts.import.$post({ json: { contacts: rows.slice(i, i + MAX_IMPORT), onDuplicate } }));
      total.created += step.created;
      total.merged += step.merged;
      total.skipped += step.skipped;
      total.newCircles.push(...step.newCircles);
      // Each step names the groups its own rows left out: one named in several steps is told once.
      total.circlesLeftOut = [...new Set([...total.circlesLeftOut, ...step.circlesLeftOut])];
      onStep?.(Math.min(rows.length, i + MAX_IMPORT));
    }
    return total;
  } finally {
    // Imported birthdays bring nudges, and circles check-ins; steps done before an error are there too.
    await refreshContacts();
  }
}

export function useImportContacts() {
  return useMutation({
    mutationFn: (contacts: { name: string; phoneNumber: string }[]) => importRows(contacts, "skip"),
  });
}

export type InteractionKind = "text" | "call" | "done";

/**
 * Logs a text or call on the contact with this phone (it updates "last contact" and adds a note).
 * Fire-and-forget with keepalive: the tap is leaving for the phone or messages app, and the
 * request must neither hold that up nor die with the page.
 */
export function logInteraction(phoneNumber: string, kind: InteractionKind, message?: string) {
  const json = { phoneNumber, kind, ...(message ? { message: message.slice(0, 1000) } : {}) };
  void answer(api.contacts.interactions.$post({ json }, { init: { keepalive: true } }))
    .then(async (result) => {
      if (result.matched) await refreshNotes(result.contactId);
    })
    .catch(() => {
      // Nothing to tell the person: the call or text itself went ahead.
    });
}

type NewInteraction = { contactId: number; at: string; title: string; source: "manual" | "share" };

/** Logs being in touch by hand or from the share sheet; their "last contact" and check-in move. */
export function useLogContact() {
  return useMutation({
    mutationFn: (json: NewInteraction) => answer(api.interactions.$post({ json }, once(json))),
    onSuccess: refreshContacts,
  });
}
