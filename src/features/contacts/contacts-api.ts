// The contacts screen's calls (docs/product.md#contacts) as TanStack Query hooks. Notes are cached
// per contact and fetched only when a card is opened; every change refreshes the lists it touches.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import type { Contact, ContactNote } from "@contracts/contacts";
import { queryClient } from "@/lib/api";
import { answer, api, once } from "@/lib/api-client";
import { CONTACTS_KEY, notesKey, refreshContacts, refreshNotes } from "@/lib/contacts-api";

/** A contact's notes, newest first, asked for only while its card is open. */
export const useContactNotes = (contactId: number, enabled: boolean) =>
  useQuery<ContactNote[] | null>({ queryKey: notesKey(contactId), enabled });

/** A contact's fields as the API takes them (its userId is the submission's). */
export type ContactFields = Omit<InferRequestType<typeof api.contacts.$post>["json"], "userId">;
export type NoteFields = InferRequestType<(typeof api)["contact-bookmarks"][":id"]["$put"]>["json"];

/** Add (no id) or edit (with id) a contact. */
export function useSaveContact() {
  return useMutation({
    mutationFn: async (submission: { id?: number; userId: number; fields: ContactFields }) => {
      const { id, userId, fields } = submission;
      return id
        ? answer(api.contacts[":id"].$put({ param: { id: String(id) }, json: { userId, ...fields } }))
        : answer(api.contacts.$post({ json: { userId, ...fields } }, once(submission)));
    },
    onSuccess: refreshContacts,
  });
}

export function useDeleteContact() {
  return useMutation({
    mutationFn: (id: number) => answer(api.contacts[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: (_, id) => {
      // Out of the list first, so its card (and the reads it keeps open) goes at once; then its
      // own reads (notes, dates: ["/api/contacts", id, …]) are dropped, not refreshed: the list's
      // key is a prefix of theirs, and refreshing it would ask for a deleted contact's dates.
      queryClient.setQueryData<Contact[] | null>(CONTACTS_KEY, (list) => list?.filter((contact) => contact.id !== id));
      queryClient.removeQueries({ queryKey: [...CONTACTS_KEY, id] });
      return refreshContacts();
    },
  });
}

/** Add (no id) or edit (with id) a note about a contact. */
export function useSaveNote() {
  return useMutation({
    mutationFn: async (submission: { id?: number; contactId: number; userId: number; fields: NoteFields }) => {
      const { id, contactId, userId, fields } = submission;
      return id
        ? answer(api["contact-bookmarks"][":id"].$put({ param: { id: String(id) }, json: fields }))
        : answer(
            api.contacts[":id"].bookmarks.$post(
              { param: { id: String(contactId) }, json: { contactId, userId, ...fields } },
              once(submission),
            ),
          );
    },
    onSuccess: (_, { contactId }) => refreshNotes(contactId),
  });
}

export function useDeleteNote() {
  return useMutation({
    mutationFn: (note: Pick<ContactNote, "id" | "contactId">) =>
      answer(api["contact-bookmarks"][":id"].$delete({ param: { id: String(note.id) } })),
    onSuccess: (_, { contactId }) => refreshNotes(contactId),
  });
}
