// Being in touch with a contact, logged (issue 41): what the API takes and gives. The calendar,
// mail and nudges log their own on the server; a person logs one by hand or from the share sheet.
import { t } from "@lingui/core/macro";
import { z } from "zod";
import { lineText } from "./free-text";
import { rowId } from "./id-param";

export const INTERACTION_SOURCES = ["calendar", "mail", "share", "nudge", "manual"] as const;
export type InteractionSource = (typeof INTERACTION_SOURCES)[number];

// What was typed or shared may say it happened up to a day ahead (a time zone away); no further.
const AHEAD_MS = 24 * 60 * 60 * 1000;

export const newInteractionSchema = z.object({
  contactId: z
    .number({ error: () => t`contactId must be a number` })
    .int({ error: () => t`contactId must be a whole number` })
    .positive({ error: () => t`contactId must be positive` }),
  at: z.iso
    .datetime({
      offset: true,
      get error() {
        return t`at must be a date and time like 2026-11-12T10:00:00Z`;
      },
    })
    .refine((v) => Date.parse(v) <= Date.now() + AHEAD_MS, { error: () => t`at can't be in the future` }),
  title: lineText(() => t`Title is required`)
    .trim()
    .min(1, { error: () => t`Title is required` })
    .max(200, { error: () => t`Title must be at most 200 characters` }),
  source: z.enum(["share", "manual"], { error: () => t`source must be "share" or "manual"` }),
});

export const interactionListQuery = z.object({ contactId: rowId("contactId must be a contact's id", "contactId is required") });

export type Interaction = { id: number; contactId: number; at: string; title: string; source: InteractionSource; createdAt: string };

// What waits on Today for a yes (issue 41): an event that only named someone, or a mail to an
// address no contact has. Unanswered, it is dropped after this long.
export const REVIEW_DAYS = 14;
export const REVIEW_ANSWERS = ["yes", "no", "ignore"] as const;

export type InteractionReview = {
  id: number;
  /** "meeting": did you meet `contact`? "person": add `name` (`email`) as a contact? */
  kind: "meeting" | "person";
  source: "calendar" | "mail";
  at: string;
  title: string;
  contact: { id: number; name: string } | null;
  name: string | null;
  email: string | null;
};

export const reviewAnswerSchema = z.object({
  answer: z.enum(REVIEW_ANSWERS, { error: () => t`answer must be "yes", "no" or "ignore"` }),
  // With "yes" or "no": the person it really was (a "Not her" that names the right one).
  contactId: z
    .number({ error: () => t`contactId must be a number` })
    .int({ error: () => t`contactId must be a whole number` })
    .positive({ error: () => t`contactId must be positive` })
    .optional(),
});
