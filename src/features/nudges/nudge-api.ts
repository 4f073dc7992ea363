// The nudge calls (docs/product.md#active-nudges) as TanStack Query hooks. Each mutation refreshes
// every list a nudge shows in (refreshNudges), so no list shows a stale nudge.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { Nudge, Scope } from "@contracts/nudges";
import type { InferRequestType } from "hono/client";
import { answer, api, once } from "@/lib/api-client";
import { PENDING_KEY, refreshNudges } from "@/lib/nudge-api";

/** Pending nudges, soonest first; null after a 401 (the panel then shows nothing, docs/product.md#api-conventions). */
export const usePendingNudges = () => useQuery<Nudge[] | null>({ queryKey: PENDING_KEY });

export function useScheduleNudge() {
  return useMutation({
    mutationFn: (nudge: InferRequestType<typeof api.reminder.$post>["json"]) => answer(api.reminder.$post({ json: nudge }, once(nudge))),
    onSuccess: refreshNudges,
  });
}

export function useUpdateNudge() {
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: InferRequestType<(typeof api.reminders)[":id"]["$put"]>["json"] }) =>
      answer(api.reminders[":id"].$put({ param: { id: String(id) }, json: changes })),
    onSuccess: refreshNudges,
  });
}

export function useDeleteNudge() {
  return useMutation({
    // Of a repeating nudge, scope "this" skips to its next occurrence; without it, it ends.
    mutationFn: ({ id, scope }: { id: number; scope?: Scope }) =>
      answer(api.reminders[":id"].$delete({ param: { id: String(id) }, query: { scope } })),
    onSuccess: refreshNudges,
  });
}
