// A model's drafts are untrusted: each is held to the schema, the channel's length and the facts
// it was given. A draft that cites nothing the context holds is dropped, as is one left with a
// placeholder; a ref the context does not hold is never shown as a source.
import { z } from "zod";
import { CHANNEL_LIMITS, TONES, type Draft } from "../contracts/drafts";
import { cleanModelText } from "../ai/text";
import type { DraftContext } from "./facts";

const modelDrafts = z.object({
  drafts: z.array(z.object({ text: z.string(), tone: z.enum(TONES), uses: z.array(z.string()) })),
});

/** Why a model's answer gave no draft worth showing: the next provider, or the composer, takes over. */
export class UnusableDrafts extends Error {
  override name = "UnusableDrafts";
}

/** The drafts that hold up, the first of each tone, in TONES' order; throws when none does. */
export function checkDrafts(raw: string, context: DraftContext): Draft[] {
  let parsed: z.infer<typeof modelDrafts>;
  try {
    parsed = modelDrafts.parse(JSON.parse(raw));
  } catch {
    throw new UnusableDrafts("The model's answer is not the drafts schema");
  }
  const facts = new Map(context.facts.map((f) => [f.ref, f]));
  const limit = CHANNEL_LIMITS[context.channel];
  const kept = new Map<Draft["tone"], Draft>();
  for (const draft of parsed.drafts) {
    const text = cleanModelText(draft.text, 4000);
    const uses = [...new Set(draft.uses)].flatMap((ref) => {
      const fact = facts.get(ref);
      return fact ? [{ kind: fact.kind, id: fact.id, label: fact.label }] : [];
    });
    if (!text || text.length > limit || /\{[a-z_]+\}|\[[A-Z_ ]+\]/.test(text) || uses.length === 0 || kept.has(draft.tone)) continue;
    kept.set(draft.tone, { text, tone: draft.tone, uses });
  }
  if (kept.size === 0) throw new UnusableDrafts("None of the model's drafts cites a fact it was given and fits the channel");
  return TONES.flatMap((tone) => kept.get(tone) ?? []);
}
