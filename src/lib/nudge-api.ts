// The nudge calls (docs/product.md#active-nudges) as TanStack Query hooks. Each mutation refreshes the lists it
// changes, so the pending table and the history never show a stale nudge.
import type { Scope } from "@contracts/reminders";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { Reminder } from "@contracts/reminders";
import { apiRequest, queryClient } from "@/lib/api";
import { submissionKey } from "@/lib/idempotency";
import { readKey } from "@contracts/first-reads";

export const PENDING_KEY = readKey("pendingNudges");
export const HISTORY_KEY = ["/api/nudge-history"] as const;

/** Pending nudges, soonest first; null after a 401 (the panel then shows nothing, docs/product.md#api-conventions). */
export const usePendingNudges = () => useQuery<Reminder[] | null>({ queryKey: PENDING_KEY });

/** What the schedule form sends: optional fields are left out when blank (docs/product.md#schedule-form). */
export type NewNudge = {
  userId: number;
  targetName: string;
  message: string;
  remindAt: string;
  phoneNumber?: string;
  url?: string;
  /** How it repeats (an RRULE); left out, it doesn't. */
  recurrence?: string;
};

/** What the Edit Nudge dialog sends: a blank phone or link is null, which clears it. */
export type NudgeChanges = {
  userId: number;
  targetName: string;
  message: string;
  remindAt: string;
  phoneNumber: string | null;
  url: string | null;
  recurrence: string | null;
  /** Of a repeating nudge: this occurrence only, or it and all after it. */
  scope?: Scope;
};

const json = async <T>(res: Response) => (await res.json()) as T;

export function useScheduleNudge() {
  return useMutation({
    mutationFn: async (nudge: NewNudge) => json<Reminder>(await apiRequest("POST", "/api/reminder", nudge, submissionKey(nudge))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PENDING_KEY }),
  });
}

export function useUpdateNudge() {
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: NudgeChanges }) =>
      json<Reminder>(await apiRequest("PUT", `/api/reminders/${id}`, changes)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PENDING_KEY }),
  });
}

/** Deleting works from either list, so both are refreshed. */
export function useDeleteNudge() {
  return useMutation({
    // Of a repeating nudge, scope "this" skips to its next occurrence; without it, it ends.
    mutationFn: async ({ id, scope }: { id: number; scope?: Scope }) =>
      json<{ message: string }>(await apiRequest("DELETE", `/api/reminders/${id}${scope ? `?scope=${scope}` : ""}`)),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: PENDING_KEY }), queryClient.invalidateQueries({ queryKey: HISTORY_KEY })]),
  });
}
