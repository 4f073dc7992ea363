// Message drafts and templates (issue 42): what POST /api/drafts and /api/templates take and answer.
import { t } from "@lingui/core/macro";
import { z } from "zod";
import { lineText, multilineText } from "./free-text";
import { REACH_APPS, type ReachApp } from "./reach";
import { PLACEHOLDERS, placeholdersIn } from "./template-fill";

/** What a nudge is for: the four Quick Actions, a yearly date, or a meeting's brief. */
export const PURPOSES = ["check-in", "birthday", "follow-up", "just-because", "date", "meeting"] as const;
export type Purpose = (typeof PURPOSES)[number];

/** The three drafts differ in tone, one each. */
export const TONES = ["warm", "brief", "playful"] as const;
export type Tone = (typeof TONES)[number];

/** The longest draft each app takes well: one SMS segment; chat a little more; email a short note. */
export const CHANNEL_LIMITS: Record<ReachApp, number> = { sms: 160, whatsapp: 160, signal: 200, telegram: 200, email: 600 };

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

/** What a draft drew on: a note, a logged interaction, a yearly date, the nudge, or a template. */
export const USE_KINDS = ["note", "interaction", "date", "nudge", "template"] as const;
export type UseKind = (typeof USE_KINDS)[number];
/** `label` says it in words for the person ("your note of 12 Nov: new job at Acme"). */
export type DraftUse = { kind: UseKind; id: number; label: string };
export type Draft = { text: string; tone: Tone; uses: DraftUse[] };

/** One of the person's own templates, filled in for this contact. */
export type FilledTemplate = { id: number; name: string; text: string; uses: DraftUse[] };

/**
 * POST /api/drafts's answer. `source` "ai" when a model wrote the drafts, "templates" when the
 * built-in composer filled its starters (AI off, failing, slow or over the day's limit: `notice`
 * says which). `templates`: the person's own, filled in for this contact, whichever wrote the drafts;
 * a template that needs a value Nudge doesn't have (an age with no birth year) is left out.
 */
export type DraftsResponse = {
  source: "ai" | "templates";
  drafts: Draft[];
  templates: FilledTemplate[];
  channel: ReachApp;
  notice?: string;
};

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
export type MessageTemplate = { id: number; name: string; text: string; createdAt: string };

/** How many templates an account keeps: a list to pick from, not a library. */
export const TEMPLATES_MAX = 50;
