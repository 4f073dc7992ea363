// Past nudges (docs/product.md#nudge-history): the list, Save/Unsave and Reuse. Mark done is
// lib/contacts-api.ts's useMarkDone, since the card a notification opens (contact-action) offers it too.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { Nudge } from "@contracts/nudges";
import { answer, api, once } from "@/lib/api-client";
import { HISTORY_KEY, refreshNudges } from "@/lib/nudge-api";

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
    mutationFn: (submission: { id: number; remindAt: string; message?: string }) =>
      answer(
        api.reminders[":id"].duplicate.$post(
          { param: { id: String(submission.id) }, json: { remindAt: submission.remindAt, message: submission.message } },
          once(submission),
        ),
      ),
    onSuccess: refreshNudges,
  });
}
