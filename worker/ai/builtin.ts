// The answerer that needs no model: it answers from the best-matching knowledge-base items,
// writes connection advice from the nudge's context, and says plainly when a person will reply.
import type { SupportContext, SupportType } from "../contracts/support";
import type { KnowledgeHit } from "../db/knowledge-search";
import type { Triage } from "./triage";

const FORWARDED = "I've forwarded your request to our support team; you'll get a reply here in the app and by email.";

const excerpt = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function fromKnowledge(answers: KnowledgeHit[]): string {
  const [best, ...rest] = answers;
  if (!best) return "";
  const related = rest.slice(0, 2).map((hit) => `• ${hit.title}: ${excerpt(hit.content, 240)}`);
  return [`${best.title}\n\n${best.content}`, related.length ? `Related:\n${related.join("\n")}` : ""].filter(Boolean).join("\n\n");
}

function supportAnswer(triage: Triage): string {
  const known = fromKnowledge(triage.answers);
  if (!triage.requiresHumanReview) return known;
  if (triage.topic) {
    const intro = `Questions about ${triage.topic} are handled by a person on our team. ${FORWARDED}`;
    return known ? `${intro}\n\nIn the meantime, this may help:\n\n${known}` : intro;
  }
  return `I couldn't find an answer to that in our help articles. ${FORWARDED}`;
}

function featureAnswer(triage: Triage): string {
  const thanks = `Thanks for the idea! ${FORWARDED.replace("your request", "your feature request")}`;
  const known = triage.answers[0];
  return known ? `${thanks}\n\nYou may also like what already exists — ${known.title}: ${excerpt(known.content, 400)}` : thanks;
}

function adviceAnswer(context: SupportContext | null | undefined, triage: Triage): string {
  const name = context?.contactName || "them";
  const lines = [`Here's a simple way to reach out to ${name}:`];
  if (context?.reminderMessage) lines.push(`• Start with what you meant to say: "${excerpt(context.reminderMessage, 300)}"`);
  if (context?.contactHistory)
    lines.push(`• Pick up where you left off — you noted: "${excerpt(context.contactHistory, 300)}". Ask how that turned out.`);
  lines.push(
    "• Keep the first message short and about them: one genuine question is better than a long update.",
    `• Suggest a small next step (a call this week, a coffee) so ${name === "them" ? "they" : name} can say yes easily.`,
    '• If it has been a while, say so lightly — "It\'s been too long!" — and skip the apology.',
  );
  const known = triage.answers[0];
  if (known) lines.push("", `From our tips — ${known.title}: ${excerpt(known.content, 400)}`);
  if (!context?.contactName && !context?.reminderMessage)
    lines.push("", "Tip: tell me who you're reaching out to for advice that uses their name.");
  return lines.join("\n");
}

export function builtinAnswer(type: SupportType, context: SupportContext | null | undefined, triage: Triage): string {
  if (type === "feature_request") return featureAnswer(triage);
  if (type === "connection_advice") return adviceAnswer(context, triage);
  return supportAnswer(triage);
}
