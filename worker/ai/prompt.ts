// What the language models are told: who they are, the top knowledge items to ground the answer,
// and the user's question with its context. The rules (human review, category) stay ours.
import type { SupportContext, SupportType } from "../contracts/support";
import type { KnowledgeHit } from "../db/knowledge-search";

export type ChatMessage = { role: "system" | "user"; content: string };

const TASK: Record<SupportType, string> = {
  support: "The user needs help using Nudge. Answer from the knowledge items when they cover the question.",
  connection_advice: "The user wants advice on reconnecting with someone. Give warm, practical, specific advice using the context.",
  feature_request:
    "The user is suggesting a feature. Thank them, say the team will review it, and mention any existing feature that already helps.",
};

export function buildPrompt(
  type: SupportType,
  message: string,
  context: SupportContext | null | undefined,
  knowledge: KnowledgeHit[],
  humanReview: boolean,
): ChatMessage[] {
  const items = knowledge.map((k, i) => `[${i + 1}] ${k.title} (${k.category ?? "faq"})\n${k.content.slice(0, 1500)}`).join("\n\n");
  const system = [
    "You are the support assistant of Nudge, an app that reminds people to keep in touch with the people who matter (scheduled nudges, web push notifications, contacts with notes).",
    TASK[type],
    "Use only the knowledge items below for facts about Nudge; never invent prices, policies or features.",
    humanReview ? "A person on the support team will also review this request: say so briefly." : "",
    "Reply in plain text (no markdown, no links unless they appear in the knowledge items), at most 150 words.",
    `Knowledge items:\n${items || "(none match this question)"}`,
  ]
    .filter(Boolean)
    .join("\n\n");
  const details = context ? Object.entries(context).filter(([, v]) => v) : [];
  const user = details.length ? `${message}\n\nContext:\n${details.map(([k, v]) => `${k}: ${v}`).join("\n")}` : message;
  return [
    { role: "system", content: system },
    { role: "user", content: user },
  ];
}
