// The rules that decide a request's category and whether a person must look at it, whatever
// provider writes the answer: money, account deletion and bugs always go to a human, as do
// feature requests and questions the knowledge base cannot answer.
import type { SupportCategory, SupportType } from "../contracts/support";
import type { KnowledgeHit } from "../db/knowledge-search";
import { coveredTerms, tokenize } from "./text";

const SENSITIVE_TOPICS: { topic: string; pattern: RegExp }[] = [
  { topic: "billing", pattern: /\b(bill(ing|ed)?|charged?|charges|invoices?|payments?|paid|pay|subscription|credit card|price|pricing)\b/i },
  { topic: "refunds", pattern: /\b(refunds?|refunded|money back|chargeback)\b/i },
  { topic: "account deletion", pattern: /\b(delete|deleting|remove|close|closing|erase)\b.{0,30}\b(account|profile|data)\b|\bgdpr\b/i },
  { topic: "bugs", pattern: /\b(bugs?|crash(es|ed|ing)?|broken|error|doesn'?t work|not working|stopped working|glitch)\b/i },
];

/** The sensitive topic a message is about, if any. */
export function sensitiveTopic(message: string): string | null {
  return SENSITIVE_TOPICS.find(({ pattern }) => pattern.test(message))?.topic ?? null;
}

export function categorize(type: SupportType, message: string): SupportCategory {
  if (type === "connection_advice") return "connection";
  if (type === "feature_request") return "feature";
  const topic = sensitiveTopic(message);
  return topic && topic !== "bugs" ? "other" : "technical";
}

/**
 * A knowledge item answers a question when it covers enough of its words: half of them, but
 * never more than three (a long question needs only its core to match).
 */
export function goodMatches(message: string, hits: KnowledgeHit[]): KnowledgeHit[] {
  const terms = tokenize(message);
  if (terms.length === 0) return [];
  const needed = Math.min(3, Math.ceil(terms.length / 2));
  return hits.filter((hit) => coveredTerms(terms, `${hit.title} ${hit.tags ?? ""} ${hit.content}`) >= needed);
}

export type Triage = { category: SupportCategory; requiresHumanReview: boolean; topic: string | null; answers: KnowledgeHit[] };

export function triage(type: SupportType, message: string, hits: KnowledgeHit[]): Triage {
  const topic = sensitiveTopic(message);
  const answers = goodMatches(message, hits);
  const requiresHumanReview = type === "feature_request" || (type === "support" && (topic !== null || answers.length === 0));
  return { category: categorize(type, message), requiresHumanReview, topic, answers };
}
