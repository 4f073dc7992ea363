// The circle calls (issue 23) as TanStack Query hooks. A circle's change can move its members'
// check-ins, so contacts and pending nudges are read again with it.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { Circle, CircleInput } from "@contracts/circles";
import { queryClient } from "@/lib/api";
import { answer, api } from "@/lib/api-client";
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
    mutationFn: ({ id, fields }: { id?: number; fields: CircleInput }) =>
      id ? answer(api.circles[":id"].$put({ param: { id: String(id) }, json: fields })) : answer(api.circles.$post({ json: fields })),
    onSuccess: refresh,
  });
}

export function useDeleteCircle() {
  return useMutation({
    mutationFn: (id: number) => answer(api.circles[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: refresh,
  });
}
