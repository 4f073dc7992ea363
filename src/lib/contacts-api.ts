// The contact calls (docs/product.md#contacts) as TanStack Query hooks. Notes are cached per contact and fetched
// only when a card is opened; every change refreshes the lists it touches.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { Contact, ContactNote, NoteCategory } from "@contracts/contacts";
import type { CadenceUnit } from "@contracts/cadence";
import { PENDING_KEY } from "./nudge-api";
import { apiRequest, getToken, queryClient } from "@/lib/api";

export const CONTACTS_KEY = ["/api/contacts"] as const;
/** The key is the path (getJson joins it with "/"): /api/contacts/{id}/bookmarks. */
export const notesKey = (contactId: number) => ["/api/contacts", contactId, "bookmarks"] as const;

/** Contacts sorted by name; null after a 401. */
export const useContacts = () => useQuery<Contact[] | null>({ queryKey: CONTACTS_KEY });

/** A contact's notes, newest first, asked for only while its card is open. */
export const useContactNotes = (contactId: number, enabled: boolean) =>
  useQuery<ContactNote[] | null>({ queryKey: notesKey(contactId), enabled });

export type ContactFields = {
  name: string;
  phoneNumber?: string;
  email?: string;
  notes?: string;
  cadenceEvery?: number | null;
  cadenceUnit?: CadenceUnit | null;
};
export type NoteFields = { note: string; category?: NoteCategory };

const json = async <T>(res: Response) => (await res.json()) as T;
// A contact's change can move its keep-in-touch check-in, which is a pending nudge.
const refreshContacts = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }), queryClient.invalidateQueries({ queryKey: PENDING_KEY })]);
// A note changes its contact's note count too.
const refreshNotes = (contactId: number) =>
  Promise.all([refreshContacts(), queryClient.invalidateQueries({ queryKey: notesKey(contactId) })]);

/** Add (no id) or edit (with id) a contact. */
export function useSaveContact() {
  return useMutation({
    mutationFn: async ({ id, userId, fields }: { id?: number; userId: number; fields: ContactFields }) =>
      json<Contact>(await apiRequest(id ? "PUT" : "POST", id ? `/api/contacts/${id}` : "/api/contacts", { userId, ...fields })),
    onSuccess: refreshContacts,
  });
}

export function useDeleteContact() {
  return useMutation({
    mutationFn: async (id: number) => json<{ message: string }>(await apiRequest("DELETE", `/api/contacts/${id}`)),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: notesKey(id) });
      return refreshContacts();
    },
  });
}

/** Add (no id) or edit (with id) a note about a contact. */
export function useSaveNote() {
  return useMutation({
    mutationFn: async ({ id, contactId, userId, fields }: { id?: number; contactId: number; userId: number; fields: NoteFields }) =>
      json<ContactNote>(
        id
          ? await apiRequest("PUT", `/api/contact-bookmarks/${id}`, fields)
          : await apiRequest("POST", `/api/contacts/${contactId}/bookmarks`, { contactId, userId, ...fields }),
      ),
    onSuccess: (_, { contactId }) => refreshNotes(contactId),
  });
}

export function useDeleteNote() {
  return useMutation({
    mutationFn: async (note: Pick<ContactNote, "id" | "contactId">) =>
      json<{ message: string }>(await apiRequest("DELETE", `/api/contact-bookmarks/${note.id}`)),
    onSuccess: (_, { contactId }) => refreshNotes(contactId),
  });
}

/** What an import did, for its toast (from the phone's picker or pasted). */
export const importSummary = ({ created, skipped }: { created: number; skipped: number }) =>
  `${created} added, ${skipped} already in your contacts`;

export function useImportContacts() {
  return useMutation({
    mutationFn: async (contacts: { name: string; phoneNumber: string }[]) =>
      json<{ created: number; skipped: number }>(await apiRequest("POST", "/api/contacts/import", { contacts })),
    onSuccess: refreshContacts,
  });
}

export type InteractionKind = "text" | "call" | "done";

/**
 * Logs a text or call on the contact with this phone (it updates "last contact" and adds a note).
 * Fire-and-forget with keepalive: the tap is leaving for the phone or messages app, and the
 * request must neither hold that up nor die with the page.
 */
export function logInteraction(phoneNumber: string, kind: InteractionKind, message?: string) {
  const token = getToken();
  void fetch("/api/contacts/interactions", {
    method: "POST",
    credentials: "include",
    keepalive: true,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ phoneNumber, kind, ...(message ? { message: message.slice(0, 1000) } : {}) }),
  })
    .then(async (res) => {
      const result = res.ok ? ((await res.json()) as { matched: boolean; contactId?: number }) : null;
      if (result?.contactId) await refreshNotes(result.contactId);
    })
    .catch(() => {
      // Nothing to tell the person: the call or text itself went ahead.
    });
}
