// The share sheet's one call of its own: adding what was shared as a note (logging it is
// lib/contacts-api.ts's useLogContact, shared with the contact card).
import { useMutation } from "@tanstack/react-query";
import { answer, api, once } from "@/lib/api-client";
import { refreshContacts } from "@/lib/contacts-api";

export function useAddSharedNote() {
  return useMutation({
    mutationFn: (submission: { contactId: number; userId: number; note: string }) => {
      const { contactId, userId, note } = submission;
      return answer(
        api.contacts[":id"].bookmarks.$post({ param: { id: String(contactId) }, json: { contactId, userId, note } }, once(submission)),
      );
    },
    onSuccess: refreshContacts,
  });
}
