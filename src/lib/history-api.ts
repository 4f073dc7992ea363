// Past nudges (docs/product.md#nudge-history): the list, Save/Unsave, Reuse and Mark done.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { Nudge } from "@contracts/nudges";
import { CONTACTS_KEY } from "./contacts-api";
import { HISTORY_KEY, refreshNudges } from "./nudge-api";
import { queryClient } from "@/lib/api";
import { answer, api, once } from "@/lib/api-client";

/** Sent nudges, newest first; null after a 401 (the panel then shows nothing, docs/product.md#api-conventions). */
export const useNudgeHistory = () => useQuery<Nudge[] | null>({ queryKey: HISTORY_KEY });

export function useToggleSaved() {
  return useMutation({
    mutationFn: ({ id, saved }: { id: number; saved: boolean }) =>
      answer(api.reminders[":id"].save.$patch({ param: { id: String(id) }, json: { saved } })),
    onSuccess: refreshNudges,
  });
}

/** Reuse makes a new pending nudge from a past one. */
export function useReuseNudge() {
  return useMutation({
    mutationFn: (submission: { id: number; remindAt: string }) =>
      answer(
        api.reminders[":id"].duplicate.$post(
          { param: { id: String(submission.id) }, json: { remindAt: submission.remindAt } },
          once(submission),
        ),
      ),
    onSuccess: refreshNudges,
  });
}

/** Done counts as contact: the person's "last contact" and check-in nudge move too. */
export function useMarkDone() {
  return useMutation({
    mutationFn: (id: number) => answer(api.reminders[":id"].done.$post({ param: { id: String(id) } })),
    onSuccess: () => Promise.all([refreshNudges(), queryClient.invalidateQueries({ queryKey: CONTACTS_KEY })]),
  });
}
