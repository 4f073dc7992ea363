// A contact's birthdays and other yearly dates as TanStack Query hooks; each change also moves
// the pending nudges list, since every date keeps a nudge scheduled.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import type { ImportantDate } from "@contracts/important-dates";
import { refreshNudges } from "@/lib/nudge-api";
import { queryClient } from "@/lib/api";
import { answer, api } from "@/lib/api-client";

const addDate = api.contacts[":id"].dates.$post;

/** The key is the path: /api/contacts/{id}/dates. */
export const datesKey = (contactId: number) => ["/api/contacts", contactId, "dates"] as const;

export const useContactDates = (contactId: number) => useQuery<ImportantDate[] | null>({ queryKey: datesKey(contactId) });

const refresh = (contactId: number) => Promise.all([queryClient.invalidateQueries({ queryKey: datesKey(contactId) }), refreshNudges()]);

export function useAddDate() {
  return useMutation({
    mutationFn: ({ contactId, ...json }: { contactId: number } & InferRequestType<typeof addDate>["json"]) =>
      answer(addDate({ param: { id: String(contactId) }, json })),
    onSuccess: (_, { contactId }) => refresh(contactId),
  });
}

export function useDeleteDate() {
  return useMutation({
    mutationFn: (date: Pick<ImportantDate, "id" | "contactId">) =>
      answer(api["contact-dates"][":id"].$delete({ param: { id: String(date.id) } })),
    onSuccess: (_, { contactId }) => refresh(contactId),
  });
}
