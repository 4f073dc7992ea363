// The admin console's calls (/api/admin/*, docs/product.md#admin); every successful change refreshes its list.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { AdminSupportRequest, AdminUser, CampaignAudience, KnowledgeItem, PushCampaign } from "@contracts/admin";
import { apiRequest, queryClient } from "@/lib/api";

export const SUPPORT_KEY = ["/api/admin/support"];
export const KNOWLEDGE_KEY = ["/api/admin/knowledge"];
export const CAMPAIGNS_KEY = ["/api/admin/push-campaigns"];
export const USERS_KEY = ["/api/admin/users"];

/** The answer to `method` `path` (with `body`), read as JSON. */
const send = async <T>(method: string, path: string, body?: unknown) => (await (await apiRequest(method, path, body)).json()) as T;

/** A change to one of the admin lists: that list is fetched again once it succeeds. */
const useListChange = <I, T>(change: (input: I) => Promise<T>, list: string[]) =>
  useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: list }) });

// docs/product.md#admin: the support list is not retried nor refetched on focus (the defaults already say so).
// Pending only is the server's filter: the list holds the newest 200, and older pending ones must show too.
// Its key starts with SUPPORT_KEY, so a change refreshes both lists.
export const useSupportRequests = (pendingOnly: boolean) =>
  useQuery<AdminSupportRequest[] | null>({
    // The whole list is read by the default query function (its key is its path); an explicit undefined would replace it.
    ...(pendingOnly
      ? { queryKey: [...SUPPORT_KEY, "pending"], queryFn: () => send("GET", `${SUPPORT_KEY[0]}?status=pending`) }
      : { queryKey: SUPPORT_KEY }),
    retry: false,
    refetchOnWindowFocus: false,
  });
export const useKnowledge = () => useQuery<KnowledgeItem[] | null>({ queryKey: KNOWLEDGE_KEY });
export const useCampaigns = () => useQuery<PushCampaign[] | null>({ queryKey: CAMPAIGNS_KEY });
export const useAdminUsers = () => useQuery<AdminUser[] | null>({ queryKey: USERS_KEY });

export type SupportUpdate = { id: number; status: "resolved" | "escalated"; humanResponse?: string };
export const useUpdateSupportRequest = () =>
  useListChange((body: SupportUpdate) => send<AdminSupportRequest>("PATCH", `/api/admin/support/${body.id}`, body), SUPPORT_KEY);

export type KnowledgeInput = { title: string; content: string; category: string; tags: string; priority: number };
export const useCreateKnowledge = () =>
  useListChange((body: KnowledgeInput) => send<KnowledgeItem>("POST", "/api/admin/knowledge", body), KNOWLEDGE_KEY);
export const useSetKnowledgeActive = () =>
  useListChange(
    ({ id, isActive }: { id: number; isActive: boolean }) => send<KnowledgeItem>("PATCH", `/api/admin/knowledge/${id}`, { isActive }),
    KNOWLEDGE_KEY,
  );
export const useDeleteKnowledge = () => useListChange((id: number) => apiRequest("DELETE", `/api/admin/knowledge/${id}`), KNOWLEDGE_KEY);

export type CampaignInput = {
  title: string;
  message: string;
  targetType: string;
  targetUserIds: string;
  url: string;
  scheduledAt?: string;
};
export const useCreateCampaign = () =>
  useListChange((body: CampaignInput) => send<PushCampaign>("POST", "/api/admin/push-campaigns", body), CAMPAIGNS_KEY);
/** Whom Send Now would reach at this moment, read afresh each time it is asked. */
export const fetchAudience = (id: number) => send<CampaignAudience>("GET", `/api/admin/push-campaigns/${id}/audience`);
export const useSendCampaign = () =>
  useListChange((id: number) => send<PushCampaign>("POST", `/api/admin/push-campaigns/${id}/send`), CAMPAIGNS_KEY);
