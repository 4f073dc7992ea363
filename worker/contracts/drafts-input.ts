// What POST /api/drafts and /api/templates take (issue 42), with the words of their refusals.
import { t } from "@lingui/core/macro";
import { z } from "zod";
import { PURPOSES } from "./drafts";
import { lineText, multilineText } from "./free-text";
import { REACH_APPS } from "./reach";
import { PLACEHOLDERS, placeholdersIn } from "./template-fill";

const positiveId = (field: string) =>
  z
    .number({ error: () => t`${field} must be a number` })
    .int({ error: () => t`${field} must be a whole number` })
    .positive({ error: () => t`${field} must be positive` });

export const draftRequestSchema = z.object({
  targetName: lineText(() => t`targetName is required: who the message is for`)
    .trim()
    .min(1, { error: () => t`targetName is required: who the message is for` })
    .max(100, { error: () => t`targetName must be at most 100 characters` }),
  contactId: positiveId("contactId").optional(),
  nudgeId: positiveId("nudgeId").optional(),
  purpose: z.enum(PURPOSES, { error: () => t`purpose must be one of ${PURPOSES.join(", ")}` }).optional(),
  channel: z.enum(REACH_APPS, { error: () => t`channel must be one of ${REACH_APPS.join(", ")}` }).optional(),
  // "templates": only the person's templates and the starters, filled here; nothing leaves Nudge.
  source: z.enum(["ai", "templates"], { error: () => t`source must be ai or templates` }).optional(),
});
export type DraftRequest = z.input<typeof draftRequestSchema>;

const known = PLACEHOLDERS.map((p) => `{${p}}`).join(", ");
export const templateSchema = z.object({
  name: lineText(() => t`Name is required`)
    .trim()
    .min(1, { error: () => t`Name is required` })
    .max(60, { error: () => t`Name must be at most 60 characters` }),
  text: multilineText(() => t`Text is required`)
    .trim()
    .min(1, { error: () => t`Text is required` })
    .max(600, { error: () => t`Text must be at most 600 characters` })
    .refine((text) => placeholdersIn(text).every((p) => (PLACEHOLDERS as readonly string[]).includes(p)), {
      error: (issue) => {
        const bad = placeholdersIn(String(issue.input)).find((p) => !(PLACEHOLDERS as readonly string[]).includes(p));
        const written = `{${bad}}`;
        return t`${written} is not a placeholder Nudge fills: use ${known}`;
      },
    }),
});
export type TemplateInput = z.input<typeof templateSchema>;
