// The circle calls (issue 23) as TanStack Query hooks. A circle's change can move its members'
// check-ins, so contacts and pending nudges are read again with it.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { Circle, CircleInput } from "@contracts/circles";
import { apiRequest, queryClient } from "@/lib/api";
import { CIRCLES_KEY, CONTACTS_KEY } from "@/lib/contacts-api";
import { refreshNudges } from "@/lib/nudge-api";

/** The user's circles by name with their member counts; null after a 401. */
export const useCircles = () => useQuery<Circle[] | null>({ queryKey: CIRCLES_KEY });

const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: CIRCLES_KEY }),
    queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
    refreshNudges(),
  ]);

/** Add (no id) or edit (with id) a circle. */
export function useSaveCircle() {
  return useMutation({
    mutationFn: async ({ id, fields }: { id?: number; fields: CircleInput }) =>
      (await (await apiRequest(id ? "PUT" : "POST", id ? `/api/circles/${id}` : "/api/circles", fields)).json()) as Circle,
    onSuccess: refresh,
  });
}

export function useDeleteCircle() {
  return useMutation({
    mutationFn: async (id: number) => apiRequest("DELETE", `/api/circles/${id}`),
    onSuccess: refresh,
  });
}
