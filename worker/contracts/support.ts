// The AI support channel as the API takes and gives it (docs/product.md#ai-support).
import { t } from "@lingui/core/macro";
import { z } from "zod";
import { lineText, multilineText } from "./free-text";

export const SUPPORT_TYPES = ["support", "connection_advice", "feature_request"] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];
export const SUPPORT_CATEGORIES = ["technical", "connection", "feature", "other"] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const SUPPORT_STATUSES = ["pending", "resolved", "escalated"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const MAX_SUPPORT_MESSAGE = 2000;

const optionalText = (text: typeof lineText, label: string, max: number) =>
  text(() => t`${label} must be text`)
    .trim()
    .max(max, { error: () => t`${label} must be at most ${max} characters` })
    .optional();

export const supportContextSchema = z.object({
  contactName: optionalText(lineText, "contactName", 100),
  contactHistory: optionalText(multilineText, "contactHistory", 2000),
  reminderMessage: optionalText(multilineText, "reminderMessage", 1000),
});
export type SupportContext = z.infer<typeof supportContextSchema>;

export const supportRequestSchema = z.object({
  type: z.enum(SUPPORT_TYPES, { error: () => t`type must be one of ${SUPPORT_TYPES.join(", ")}` }),
  message: multilineText(() => t`Please type a message`)
    .trim()
    .min(1, { error: () => t`Please type a message` })
    .max(MAX_SUPPORT_MESSAGE, { error: () => t`Messages can be at most ${MAX_SUPPORT_MESSAGE} characters` }),
  context: supportContextSchema.nullable().optional(),
});
export type SupportRequestInput = z.infer<typeof supportRequestSchema>;

export type SupportResponse = { response: string; requiresHumanReview: boolean; category: SupportCategory; requestId: number };
export type SupportHistoryItem = { id: number; type: SupportType; message: string; createdAt: string };
/** A human reply the user has not seen in the app yet. */
export type SupportNotification = { id: number; type: SupportType; message: string; humanResponse: string; updatedAt: string };
