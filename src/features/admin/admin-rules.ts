// The admin forms' client-side rules (docs/product.md#admin), mirroring the server's.
import { LANGUAGE_CODES, LANGUAGES, type Language } from "@contracts/languages";
import { t } from "@lingui/core/macro";
import { z } from "zod";
import {
  CAMPAIGN_TARGETS,
  campaignUrlRule,
  isCampaignUrl,
  isPriority,
  KNOWLEDGE_CATEGORIES,
  priorityRule,
  priorityOf,
} from "@contracts/admin";
import type { CampaignInput, KnowledgeInput } from "./admin-api";

export const knowledgeFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: () => t`Title is required` })
    .max(255, { error: () => t`Title must be at most 255 characters` }),
  content: z
    .string()
    .trim()
    .min(1, { error: () => t`Content is required` }),
  category: z.enum(KNOWLEDGE_CATEGORIES),
  tags: z.string(),
  // The server's rule: not a number is 0; 4.5 or 11 is refused on the field, never rounded.
  priority: z.string().refine((v) => isPriority(priorityOf(v)), { error: priorityRule }),
  language: z.enum(LANGUAGE_CODES),
});
export type KnowledgeFormValues = z.infer<typeof knowledgeFormSchema>;
export const emptyKnowledgeForm: KnowledgeFormValues = { title: "", content: "", category: "faq", tags: "", priority: "0", language: "en" };
/** Each language by its own name, as the language switch names them. */
export const LANGUAGE_NAMES = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, LANGUAGES[code].name])) as Record<Language, string>;
/** The checked values as sent: the schema has trimmed the title and content already. */
export const toKnowledgeInput = (v: KnowledgeFormValues): KnowledgeInput => ({
  ...v,
  tags: v.tags.trim(),
  priority: priorityOf(v.priority),
});

export const campaignFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: () => t`Title is required` })
      .max(255, { error: () => t`Title must be at most 255 characters` }),
    message: z
      .string()
      .trim()
      .min(1, { error: () => t`Message is required` }),
    targetType: z.enum(CAMPAIGN_TARGETS),
    targetUserIds: z.string(),
    url: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (v.targetType === "user" && !v.targetUserIds.trim())
      ctx.addIssue({ code: "custom", path: ["targetUserIds"], message: t`Pick at least one user` });
    if (v.targetType === "segment" && !v.targetUserIds)
      ctx.addIssue({ code: "custom", path: ["targetUserIds"], message: t`Pick a segment` });
    if (v.url && !isCampaignUrl(v.url)) ctx.addIssue({ code: "custom", path: ["url"], message: campaignUrlRule() });
  });
export type CampaignFormValues = z.infer<typeof campaignFormSchema>;
export const emptyCampaignForm: CampaignFormValues = { title: "", message: "", targetType: "all", targetUserIds: "", url: "" };
/** The checked values as sent (the schema has trimmed them): a campaign to all users names no users or segment. */
export const toCampaignInput = (v: CampaignFormValues): CampaignInput => ({
  ...v,
  targetUserIds: v.targetType === "all" ? "" : v.targetUserIds,
});

export const CATEGORY_LABELS: Record<(typeof KNOWLEDGE_CATEGORIES)[number], string> = {
  faq: "FAQ",
  get feature() {
    return t`Feature`;
  },
  get troubleshooting() {
    return t`Troubleshooting`;
  },
  get news() {
    return t`News`;
  },
};
export const TARGET_LABELS: Record<(typeof CAMPAIGN_TARGETS)[number], string> = {
  get all() {
    return t`All users`;
  },
  get user() {
    return t`Specific users`;
  },
  segment: "Segment",
};
