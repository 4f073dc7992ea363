// A contact's birthdays and other yearly dates as TanStack Query hooks; each change also moves
// the pending nudges list, since every date keeps a nudge scheduled.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { ImportantDate } from "@contracts/important-dates";
import { refreshNudges } from "@/lib/nudge-api";
import { apiRequest, queryClient } from "@/lib/api";

/** The key is the path: /api/contacts/{id}/dates. */
export const datesKey = (contactId: number) => ["/api/contacts", contactId, "dates"] as const;

export const useContactDates = (contactId: number) => useQuery<ImportantDate[] | null>({ queryKey: datesKey(contactId) });

const refresh = (contactId: number) => Promise.all([queryClient.invalidateQueries({ queryKey: datesKey(contactId) }), refreshNudges()]);

export function useAddDate() {
  return useMutation({
    mutationFn: async ({ contactId, ...fields }: { contactId: number; label: string; date: string; leadDays: number }) =>
      (await apiRequest("POST", `/api/contacts/${contactId}/dates`, fields)).json() as Promise<ImportantDate>,
    onSuccess: (_, { contactId }) => refresh(contactId),
  });
}

export function useDeleteDate() {
  return useMutation({
    mutationFn: async (date: Pick<ImportantDate, "id" | "contactId">) =>
      (await apiRequest("DELETE", `/api/contact-dates/${date.id}`)).json() as Promise<{ message: string }>,
    onSuccess: (_, { contactId }) => refresh(contactId),
  });
}
