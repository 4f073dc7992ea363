// The support agent: searches the knowledge base once, applies the triage rules, then asks each
// configured model in turn and falls back to the built-in answerer, so a provider outage or a
// slow model never becomes an error for the user.
import type { Language } from "../contracts/languages";
import type { SupportCategory, SupportContext, SupportType } from "../contracts/support";
import { searchKnowledge } from "../db/knowledge-search";
import { builtinAnswer } from "./builtin";
import { buildPrompt } from "./prompt";
import { modelProviders, type AgentEnv } from "./providers";
import { cleanModelText } from "./text";
import { triage } from "./triage";

export type AgentAnswer = {
  response: string;
  requiresHumanReview: boolean;
  category: SupportCategory;
  provider: "openai" | "workers-ai" | "builtin";
};
/** `language`: the asker's, whose articles are searched (English when left out). */
export type AgentQuestion = { type: SupportType; message: string; context?: SupportContext | null; language?: Language };

export async function answerSupport(env: AgentEnv, question: AgentQuestion, options: { timeoutMs?: number } = {}): Promise<AgentAnswer> {
  const { type, message, context, language = "en" } = question;
  const hits = await searchKnowledge(
    env.DB,
    `${message} ${type === "connection_advice" ? (context?.reminderMessage ?? "") : ""}`,
    5,
    language,
  );
  const rules = triage(type, message, hits);
  const base = { requiresHumanReview: rules.requiresHumanReview, category: rules.category };
  const grounding = rules.answers.length ? rules.answers : hits.slice(0, 3);
  const prompt = buildPrompt(type, message, context, grounding.slice(0, 3), rules.requiresHumanReview);

  for (const provider of modelProviders(env, options.timeoutMs)) {
    try {
      const text = cleanModelText(await provider.complete(prompt));
      if (text) return { ...base, response: text, provider: provider.name };
      console.warn(`Support provider ${provider.name} answered nothing; trying the next one`);
    } catch (err) {
      console.warn(`Support provider ${provider.name} failed; trying the next one:`, err instanceof Error ? err.message : err);
    }
  }
  return { ...base, response: builtinAnswer(type, context, rules), provider: "builtin" };
}
