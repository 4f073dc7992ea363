// The admin console's request and response shapes (docs/product.md#admin).
import { languageField } from "./language-field";
import type { Language } from "./languages";
import { lazyWords } from "#i18n";
import { msg, t } from "@lingui/core/macro";
import { z } from "zod";
import { isTooLate, tooLate } from "./date-bounds";
import { lineText, multilineText } from "./free-text";
import { isSitePath, isWebAddress } from "./links";
import { SUPPORT_STATUSES, type SupportCategory, type SupportContext, type SupportStatus, type SupportType } from "./support";

export const KNOWLEDGE_CATEGORIES = ["faq", "feature", "troubleshooting", "news"] as const;
export type KnowledgeCategory = (typeof KNOWLEDGE_CATEGORIES)[number];
export const CAMPAIGN_TARGETS = ["all", "user", "segment"] as const;
export type CampaignTarget = (typeof CAMPAIGN_TARGETS)[number];
/** Who a segment campaign reaches; the key is stored in targetUserIds. */
export const CAMPAIGN_SEGMENTS = lazyWords({
  trialing: msg`Trialing users`,
  active: msg`Active subscribers`,
  "inactive-30d": msg`Inactive for 30+ days`,
});
export type CampaignSegment = keyof typeof CAMPAIGN_SEGMENTS;

// Optional fields arrive blank from forms and null in the API's payload (url, scheduledAt): both mean "not set".
const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/** `GET /api/admin/support?status=pending`: the list holds the newest 200, so the filter is the server's, or older pending ones would be missed. */
export const supportListQuery = z.object({
  status: z.enum(SUPPORT_STATUSES, { error: () => t`status must be pending, resolved or escalated` }).optional(),
});

export const resolveSupportSchema = z
  .object({
    id: z.number().int().optional(),
    status: z.enum(["resolved", "escalated"], { error: () => t`status must be resolved or escalated` }),
    humanResponse: multilineText(() => t`humanResponse must be text`)
      .trim()
      .max(5000, { error: () => t`The response can be at most 5000 characters` })
      .optional(),
  })
  .refine((v) => v.status !== "resolved" || Boolean(v.humanResponse), {
    error: () => t`Please provide a response before resolving the request`,
    path: ["humanResponse"],
  });

/**
 * docs/product.md#admin: a knowledge item's priority is a whole number from 0 to 10, and anything
 * that is not a number (blank, "lots") becomes 0. A number that breaks the rule (4.5, 11) is
 * refused with priorityRule, never rounded into it. The admin form reads its field the same way.
 */
export const priorityOf = (value: unknown) => {
  if (typeof value === "number") return value;
  const text = typeof value === "string" ? value.trim() : "";
  const n = Number(text);
  return text !== "" && Number.isFinite(n) ? n : 0;
};
export const isPriority = (n: number) => Number.isInteger(n) && n >= 0 && n <= 10;
export const priorityRule = () => t`Priority must be a whole number from 0 to 10`;

export const knowledgeSchema = z.object({
  title: lineText(() => t`Title is required`)
    .trim()
    .min(1, { error: () => t`Title is required` })
    .max(255, { error: () => t`Title must be at most 255 characters` }),
  content: multilineText(() => t`Content is required`)
    .trim()
    .min(1, { error: () => t`Content is required` })
    .max(10_000, { error: () => t`Content must be at most 10000 characters` }),
  category: z.enum(KNOWLEDGE_CATEGORIES, { error: () => t`Category must be one of ${KNOWLEDGE_CATEGORIES.join(", ")}` }).default("faq"),
  tags: z.preprocess(
    blankToUndefined,
    lineText()
      .trim()
      .max(500, { error: () => t`Tags must be at most 500 characters` })
      .optional(),
  ),
  priority: z.preprocess(priorityOf, z.number().refine(isPriority, { error: priorityRule })),
  // Who it answers: people using Nudge in this language.
  language: languageField().default("en"),
});

/** `GET /api/admin/knowledge?language=de`: one language's articles; without it, every language's. */
export const knowledgeListQuery = z.object({
  language: languageField().optional(),
});

/** Switching an item off keeps it for later but out of the assistant's answers. */
export const knowledgeActiveSchema = z.object({ isActive: z.boolean({ error: () => t`isActive must be true or false` }) });

export const campaignSchema = z
  .object({
    title: lineText(() => t`Title is required`)
      .trim()
      .min(1, { error: () => t`Title is required` })
      .max(255, { error: () => t`Title must be at most 255 characters` }),
    message: multilineText(() => t`Message is required`)
      .trim()
      .min(1, { error: () => t`Message is required` })
      .max(1000, { error: () => t`Message must be at most 1000 characters` }),
    targetType: z.enum(CAMPAIGN_TARGETS, { error: () => t`Target must be all, user or segment` }).default("all"),
    targetUserIds: z.preprocess(
      blankToUndefined,
      lineText()
        .trim()
        .max(2000, { error: () => t`Too many user IDs` })
        .optional(),
    ),
    url: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(2048, { error: () => t`URL is too long` })
        .optional(),
    ),
    scheduledAt: z.preprocess(
      blankToUndefined,
      z.iso
        .datetime({
          offset: true,
          get error() {
            return t`scheduledAt must be a date`;
          },
        })
        .refine((v) => !isTooLate(Date.parse(v)), { error: tooLate })
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.targetType === "user" && !parseUserIds(v.targetUserIds ?? "").length)
      ctx.addIssue({ code: "custom", path: ["targetUserIds"], message: t`Pick at least one user (comma-separated user IDs)` });
    if (v.targetType === "segment" && !(v.targetUserIds && v.targetUserIds in CAMPAIGN_SEGMENTS))
      ctx.addIssue({
        code: "custom",
        path: ["targetUserIds"],
        message: t`Segment must be one of ${Object.keys(CAMPAIGN_SEGMENTS).join(", ")}`,
      });
    if (v.url && !isCampaignUrl(v.url)) ctx.addIssue({ code: "custom", path: ["url"], message: campaignUrlRule() });
  });

/**
 * A campaign's link opens when its notification is tapped: a full web address, or a path on this
 * site ("//evil.example" is another site). The admin form checks it with the same rule.
 */
export const isCampaignUrl = (url: string) => isWebAddress(url) || isSitePath(url);
export const campaignUrlRule = () => t`The link must be a full web address (https://…) or a path on this site that starts with a single /`;

/** "3, 5,x,7" → [3, 5, 7]: the comma-separated ID list stored in targetUserIds. */
export function parseUserIds(text: string) {
  return [
    ...new Set(
      text
        .split(",")
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ];
}

export type AdminSupportRequest = {
  id: number;
  userId: number;
  type: SupportType;
  message: string;
  aiResponse: string | null;
  humanResponse: string | null;
  requiresHumanReview: boolean;
  category: SupportCategory | null;
  context: SupportContext | null;
  status: SupportStatus;
  emailSent: boolean;
  userNotified: boolean;
  createdAt: string | null;
  updatedAt: string | null;
};

export type KnowledgeItem = {
  id: number;
  title: string;
  content: string;
  category: KnowledgeCategory | null;
  tags: string | null;
  isActive: boolean;
  priority: number;
  language: Language;
  createdAt: string;
  updatedAt: string;
};

export type PushCampaign = {
  id: number;
  title: string;
  message: string;
  targetType: CampaignTarget;
  targetUserIds: string | null;
  url: string | null;
  scheduledAt: string | null;
  sentAt: string | null;
  status: string;
  recipientCount: number;
  deliveredCount: number;
  /** null once the developer who wrote it deleted their account. */
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
};

/** `GET /api/admin/push-campaigns/:id/audience`: whom Send Now would reach at this moment. */
export type CampaignAudience = { people: number; devices: number };

export type AdminUser = { id: number; name: string; email: string; isDeveloper: boolean; subscriptionStatus: string; createdAt: string };
