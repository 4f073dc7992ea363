// Message drafts and templates (issue 42): their kinds and limits, and what the API answers.
// What it takes, with its messages, is drafts-input.ts: the drafts evaluation (eval/) loads this
// file in Node, where Lingui's macros are not compiled.
import type { ReachApp } from "./reach";

/** What a nudge is for: the four Quick Actions, a yearly date, or a meeting's brief. */
export const PURPOSES = ["check-in", "birthday", "follow-up", "just-because", "date", "meeting"] as const;
export type Purpose = (typeof PURPOSES)[number];

/** The three drafts differ in tone, one each. */
export const TONES = ["warm", "brief", "playful"] as const;
export type Tone = (typeof TONES)[number];

/** The longest draft each app takes well: one SMS segment; chat a little more; email a short note. */
export const CHANNEL_LIMITS: Record<ReachApp, number> = { sms: 160, whatsapp: 160, signal: 200, telegram: 200, email: 600 };

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

export type MessageTemplate = { id: number; name: string; text: string; createdAt: string };

/** How many templates an account keeps: a list to pick from, not a library. */
export const TEMPLATES_MAX = 50;
