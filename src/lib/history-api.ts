// Past nudges (docs/product.md#nudge-history): the list, Save/Unsave, Reuse and Mark done.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { Nudge } from "@contracts/nudges";
import { CONTACTS_KEY } from "./contacts-api";
import { HISTORY_KEY, refreshNudges } from "./nudge-api";
import { apiRequest, queryClient } from "@/lib/api";
import { submissionKey } from "@/lib/idempotency";

/** Sent nudges, newest first; null after a 401 (the panel then shows nothing, docs/product.md#api-conventions). */
export const useNudgeHistory = () => useQuery<Nudge[] | null>({ queryKey: HISTORY_KEY });

export function useToggleSaved() {
  return useMutation({
    mutationFn: async ({ id, saved }: { id: number; saved: boolean }) =>
      (await (await apiRequest("PATCH", `/api/reminders/${id}/save`, { saved })).json()) as Nudge,
    onSuccess: refreshNudges,
  });
}

/** Reuse makes a new pending nudge from a past one. */
export function useReuseNudge() {
  return useMutation({
    mutationFn: async (submission: { id: number; remindAt: string }) =>
      (await (
        await apiRequest("POST", `/api/reminders/${submission.id}/duplicate`, { remindAt: submission.remindAt }, submissionKey(submission))
      ).json()) as Nudge,
    onSuccess: refreshNudges,
  });
}

/** Done counts as contact: the person's "last contact" and check-in nudge move too. */
export function useMarkDone() {
  return useMutation({
    mutationFn: async (id: number) => (await (await apiRequest("POST", `/api/reminders/${id}/done`)).json()) as Nudge,
    onSuccess: () => Promise.all([refreshNudges(), queryClient.invalidateQueries({ queryKey: CONTACTS_KEY })]),
  });
}
