// Drafts for one person (issue 42): each configured model in turn, held to the schema and the
// facts, then the built-in composer. A slow, failing or unusable model is never an error for the
// person: they get the composer's drafts and a sentence saying why.
import { t } from "@lingui/core/macro";
import type { Draft } from "../contracts/drafts";
import type { Provider } from "../ai/providers";
import { checkDrafts } from "./check";
import { composeDrafts } from "./composer";
import type { DraftContext } from "./facts";
import { DRAFTS_SCHEMA, draftPrompt } from "./prompt";

export type Written = { source: "ai"; drafts: Draft[] } | { source: "templates"; drafts: Draft[]; notice: string };

// Each made when read, in the language of the person asking.
export const NOTICES = {
  get none() {
    return t`No AI provider is set up here, so these are templates filled from what you know about them.`;
  },
  get slow() {
    return t`The AI took too long to answer, so these are templates filled from what you know about them. Try again in a moment.`;
  },
  get failing() {
    return t`The AI isn't answering right now, so these are templates filled from what you know about them.`;
  },
  get unusable() {
    return t`The AI's drafts didn't hold up (too long, or not about anything you know about them), so these are templates filled from what you know about them.`;
  },
  cap: (perDay: number) =>
    t`You've asked for ${perDay} AI drafts today, the most a day, so these are templates filled from what you know about them. AI drafts are back tomorrow.`,
};

const timedOut = (err: unknown) => err instanceof Error && (err.name === "APIConnectionTimeoutError" || /timed? ?out/i.test(err.message));

export async function writeDrafts(context: DraftContext, providers: Provider[]): Promise<Written> {
  let notice = NOTICES.none;
  for (const provider of providers) {
    try {
      const raw = await provider.complete(draftPrompt(context), { json: DRAFTS_SCHEMA, maxTokens: 700 });
      return { source: "ai", drafts: checkDrafts(raw, context) };
    } catch (err) {
      notice = timedOut(err) ? NOTICES.slow : err instanceof Error && err.name === "UnusableDrafts" ? NOTICES.unusable : NOTICES.failing;
      console.warn(`Drafts provider ${provider.name} gave no drafts; trying the next one:`, err instanceof Error ? err.message : err);
    }
  }
  return { source: "templates", drafts: composeDrafts(context), notice };
}
