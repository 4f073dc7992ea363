// The answerer that needs no model: it answers from the best-matching knowledge-base items,
// writes connection advice from the nudge's context, and says plainly when a person will reply.
import { t } from "@lingui/core/macro";
import type { SupportContext, SupportType } from "../contracts/support";
import type { KnowledgeHit } from "../db/knowledge-search";
import type { Triage } from "./triage";

const forwarded = () => t`I've forwarded your request to our support team; you'll get a reply here in the app and by email.`;

const excerpt = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function fromKnowledge(answers: KnowledgeHit[]): string {
  const [best, ...rest] = answers;
  if (!best) return "";
  const related = rest.slice(0, 2).map((hit) => `• ${hit.title}: ${excerpt(hit.content, 240)}`);
  const relatedList = related.join("\n");
  return [`${best.title}\n\n${best.content}`, related.length ? t`Related:\n${relatedList}` : ""].filter(Boolean).join("\n\n");
}

function supportAnswer(triage: Triage): string {
  const known = fromKnowledge(triage.answers);
  if (!triage.requiresHumanReview) return known;
  const handOff = forwarded();
  if (triage.topic) {
    const topic = triage.topic;
    const intro = t`Questions about ${topic} are handled by a person on our team. ${handOff}`;
    return known ? t`${intro}\n\nIn the meantime, this may help:\n\n${known}` : intro;
  }
  return t`I couldn't find an answer to that in our help articles. ${handOff}`;
}

function featureAnswer(triage: Triage): string {
  const thanks = t`Thanks for the idea! I've forwarded your feature request to our support team; you'll get a reply here in the app and by email.`;
  const known = triage.answers[0];
  if (!known) return thanks;
  const title = known.title;
  const content = excerpt(known.content, 400);
  return t`${thanks}\n\nYou may also like what already exists — ${title}: ${content}`;
}

function adviceAnswer(context: SupportContext | null | undefined, triage: Triage): string {
  const name = context?.contactName;
  const lines = [name ? t`Here's a simple way to reach out to ${name}:` : t`Here's a simple way to reach out to them:`];
  if (context?.reminderMessage) {
    const meant = excerpt(context.reminderMessage, 300);
    lines.push(t`• Start with what you meant to say: "${meant}"`);
  }
  if (context?.contactHistory) {
    const noted = excerpt(context.contactHistory, 300);
    lines.push(t`• Pick up where you left off — you noted: "${noted}". Ask how that turned out.`);
  }
  lines.push(
    t`• Keep the first message short and about them: one genuine question is better than a long update.`,
    name
      ? t`• Suggest a small next step (a call this week, a coffee) so ${name} can say yes easily.`
      : t`• Suggest a small next step (a call this week, a coffee) so they can say yes easily.`,
    t`• If it has been a while, say so lightly — "It's been too long!" — and skip the apology.`,
  );
  const known = triage.answers[0];
  if (known) {
    const title = known.title;
    const content = excerpt(known.content, 400);
    lines.push("", t`From our tips — ${title}: ${content}`);
  }
  if (!context?.contactName && !context?.reminderMessage)
    lines.push("", t`Tip: tell me who you're reaching out to for advice that uses their name.`);
  return lines.join("\n");
}

export function builtinAnswer(type: SupportType, context: SupportContext | null | undefined, triage: Triage): string {
  if (type === "feature_request") return featureAnswer(triage);
  if (type === "connection_advice") return adviceAnswer(context, triage);
  return supportAnswer(triage);
}
