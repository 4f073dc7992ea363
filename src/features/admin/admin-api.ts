// The admin console's calls (/api/admin/*, docs/product.md#admin); every successful change refreshes its list.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import type { AdminSupportRequest, AdminUser, KnowledgeItem, PushCampaign } from "@contracts/admin";
import type { Language } from "@contracts/languages";
import { queryClient } from "@/lib/api";
import { answer, api } from "@/lib/api-client";

export const SUPPORT_KEY = ["/api/admin/support"];
export const KNOWLEDGE_KEY = ["/api/admin/knowledge"];
export const CAMPAIGNS_KEY = ["/api/admin/push-campaigns"];
export const USERS_KEY = ["/api/admin/users"];

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
      ? { queryKey: [...SUPPORT_KEY, "pending"], queryFn: () => answer(api.admin.support.$get({ query: { status: "pending" } })) }
      : { queryKey: SUPPORT_KEY }),
    retry: false,
    refetchOnWindowFocus: false,
  });
/** One language's items, or every language's ("all"). Its key starts with KNOWLEDGE_KEY, so a change refreshes every filter. */
export const useKnowledge = (language: Language | "all") =>
  useQuery<KnowledgeItem[] | null>(
    language === "all"
      ? { queryKey: KNOWLEDGE_KEY }
      : { queryKey: [...KNOWLEDGE_KEY, language], queryFn: () => answer(api.admin.knowledge.$get({ query: { language } })) },
  );
export const useCampaigns = () => useQuery<PushCampaign[] | null>({ queryKey: CAMPAIGNS_KEY });
export const useAdminUsers = () => useQuery<AdminUser[] | null>({ queryKey: USERS_KEY });

const admin = api.admin;
const param = (id: number) => ({ id: String(id) });

export type SupportUpdate = InferRequestType<(typeof admin.support)[":id"]["$patch"]>["json"] & { id: number };
export const useUpdateSupportRequest = () =>
  useListChange((body: SupportUpdate) => answer(admin.support[":id"].$patch({ param: param(body.id), json: body })), SUPPORT_KEY);

export type KnowledgeInput = InferRequestType<typeof admin.knowledge.$post>["json"];
export const useCreateKnowledge = () => useListChange((json: KnowledgeInput) => answer(admin.knowledge.$post({ json })), KNOWLEDGE_KEY);
export const useSetKnowledgeActive = () =>
  useListChange(
    ({ id, isActive }: { id: number; isActive: boolean }) =>
      answer(admin.knowledge[":id"].$patch({ param: param(id), json: { isActive } })),
    KNOWLEDGE_KEY,
  );
export const useDeleteKnowledge = () =>
  useListChange((id: number) => answer(admin.knowledge[":id"].$delete({ param: param(id) })), KNOWLEDGE_KEY);

export type CampaignInput = InferRequestType<(typeof admin)["push-campaigns"]["$post"]>["json"];
export const useCreateCampaign = () =>
  useListChange((json: CampaignInput) => answer(admin["push-campaigns"].$post({ json })), CAMPAIGNS_KEY);
/** Whom Send Now would reach at this moment, read afresh each time it is asked. */
export const fetchAudience = (id: number) => answer(admin["push-campaigns"][":id"].audience.$get({ param: param(id) }));
export const useSendCampaign = () =>
  useListChange((id: number) => answer(admin["push-campaigns"][":id"].send.$post({ param: param(id) })), CAMPAIGNS_KEY);
