// A contact's history (GET /api/interactions); logging one is lib/contacts-api.ts's useLogContact.
import { useQuery } from "@tanstack/react-query";
import type { Interaction } from "@contracts/interactions";
import { answer, api } from "@/lib/api-client";
import { CONTACTS_KEY } from "@/lib/contacts-api";

/** Under the contact's key, so every change to contacts (a text, a call, Done) reads it again. */
export const historyKey = (contactId: number) => [...CONTACTS_KEY, contactId, "history"] as const;

/** Newest first; asked for only while the contact's card is open. */
export const useContactHistory = (contactId: number, enabled: boolean) =>
  useQuery<Interaction[]>({
    queryKey: historyKey(contactId),
    queryFn: () => answer(api.interactions.$get({ query: { contactId: String(contactId) } })),
    enabled,
  });
