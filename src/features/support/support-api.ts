// The AI support channel's calls (/api/support*, docs/product.md#ai-support).
import { useMutation, useQuery } from "@tanstack/react-query";
import type { SupportContext, SupportHistoryItem, SupportNotification, SupportResponse, SupportType } from "@contracts/support";
import { apiRequest, queryClient } from "@/lib/api";
import { readKey } from "@contracts/reads";

export const HISTORY_KEY = ["/api/support/history"];
export const NOTIFICATIONS_KEY = readKey("supportReplies");

export const useSupportHistory = () => useQuery<SupportHistoryItem[] | null>({ queryKey: HISTORY_KEY });

/** Human replies not yet seen; the server marks them seen as it answers, so keep what arrived. */
export const useSupportReplies = () => useQuery<SupportNotification[] | null>({ queryKey: NOTIFICATIONS_KEY, staleTime: Infinity });

export type AskInput = { type: SupportType; message: string; context?: SupportContext };

export function useAskSupport() {
  return useMutation({
    mutationFn: async (input: AskInput) =>
      (await (await apiRequest("POST", "/api/support", input)).json()) as Partial<SupportResponse> & { message?: string },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
  });
}
