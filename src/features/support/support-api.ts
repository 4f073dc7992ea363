// The AI support channel's calls (/api/support*, docs/product.md#ai-support).
import { useMutation, useQuery } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import type { SupportHistoryItem, SupportNotification, SupportResponse } from "@contracts/support";
import { queryClient } from "@/lib/api";
import { answer, api } from "@/lib/api-client";
import { readKey } from "@contracts/reads";

export const HISTORY_KEY = ["/api/support/history"];
export const NOTIFICATIONS_KEY = readKey("supportReplies");

export const useSupportHistory = () => useQuery<SupportHistoryItem[] | null>({ queryKey: HISTORY_KEY });

/** Human replies not yet seen; the server marks them seen as it answers, so keep what arrived. */
export const useSupportReplies = () => useQuery<SupportNotification[] | null>({ queryKey: NOTIFICATIONS_KEY, staleTime: Infinity });

export type AskInput = InferRequestType<typeof api.support.$post>["json"];

export function useAskSupport() {
  return useMutation({
    // Read loosely: an answer without a response (a proxy's page, an older server) shows its message or a fallback.
    mutationFn: (json: AskInput): Promise<Partial<SupportResponse> & { message?: string }> => answer(api.support.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
  });
}
