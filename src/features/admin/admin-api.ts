// The admin console's calls (/api/admin/*, docs/product.md#admin); every successful change refreshes its list.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { AdminSupportRequest, AdminUser, KnowledgeItem, PushCampaign } from "@contracts/admin";
import { apiRequest, queryClient } from "@/lib/api";

export const SUPPORT_KEY = ["/api/admin/support"];
export const KNOWLEDGE_KEY = ["/api/admin/knowledge"];
export const CAMPAIGNS_KEY = ["/api/admin/push-campaigns"];
export const USERS_KEY = ["/api/admin/users"];

const json = async <T>(res: Response) => (await res.json()) as T;
const refresh = (queryKey: string[]) => () => queryClient.invalidateQueries({ queryKey });

// docs/product.md#admin: the support list is not retried nor refetched on focus (the defaults already say so).
export const useSupportRequests = () =>
  useQuery<AdminSupportRequest[] | null>({ queryKey: SUPPORT_KEY, retry: false, refetchOnWindowFocus: false });
export const useKnowledge = () => useQuery<KnowledgeItem[] | null>({ queryKey: KNOWLEDGE_KEY });
export const useCampaigns = () => useQuery<PushCampaign[] | null>({ queryKey: CAMPAIGNS_KEY });
export const useAdminUsers = () => useQuery<AdminUser[] | null>({ queryKey: USERS_KEY });

export type SupportUpdate = { id: number; status: "resolved" | "escalated"; humanResponse?: string };
export const useUpdateSupportRequest = () =>
  useMutation({
    mutationFn: async (body: SupportUpdate) => json<AdminSupportRequest>(await apiRequest("PATCH", `/api/admin/support/${body.id}`, body)),
    onSuccess: refresh(SUPPORT_KEY),
  });

export type KnowledgeInput = { title: string; content: string; category: string; tags: string; priority: number };
export const useCreateKnowledge = () =>
  useMutation({
    mutationFn: async (body: KnowledgeInput) => json<KnowledgeItem>(await apiRequest("POST", "/api/admin/knowledge", body)),
    onSuccess: refresh(KNOWLEDGE_KEY),
  });
export const useSetKnowledgeActive = () =>
  useMutation({
    mutationFn: async (body: { id: number; isActive: boolean }) =>
      json<KnowledgeItem>(await apiRequest("PATCH", `/api/admin/knowledge/${body.id}`, { isActive: body.isActive })),
    onSuccess: refresh(KNOWLEDGE_KEY),
  });
export const useDeleteKnowledge = () =>
  useMutation({ mutationFn: async (id: number) => apiRequest("DELETE", `/api/admin/knowledge/${id}`), onSuccess: refresh(KNOWLEDGE_KEY) });

export type CampaignInput = {
  title: string;
  message: string;
  targetType: string;
  targetUserIds: string;
  url: string;
  scheduledAt?: string;
};
export const useCreateCampaign = () =>
  useMutation({
    mutationFn: async (body: CampaignInput) => json<PushCampaign>(await apiRequest("POST", "/api/admin/push-campaigns", body)),
    onSuccess: refresh(CAMPAIGNS_KEY),
  });
export const useSendCampaign = () =>
  useMutation({
    mutationFn: async (id: number) => json<PushCampaign>(await apiRequest("POST", `/api/admin/push-campaigns/${id}/send`)),
    onSuccess: refresh(CAMPAIGNS_KEY),
  });
