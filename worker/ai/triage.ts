// The rules that decide a request's category and whether a person must look at it, whatever
// provider writes the answer: money, account deletion and bugs go to a human, as do feature
// requests and questions the knowledge base cannot answer. The one exception: asking how to do
// something yourself about billing or your account ("How do I cancel…?"), which an article answers.
import type { SupportCategory, SupportType } from "../contracts/support";
import type { KnowledgeHit } from "../db/knowledge-search";
import { RELEVANT } from "./relevance";

// selfServe: the app itself lets a person do this (cancel, change a card, delete the account).
const SENSITIVE_TOPICS: { topic: string; pattern: RegExp; selfServe: boolean }[] = [
  {
    topic: "billing",
    pattern: /\b(bill(ing|ed)?|charged?|charges|invoices?|payments?|paid|pay|subscription|credit card|price|pricing)\b/i,
    selfServe: true,
  },
  { topic: "refunds", pattern: /\b(refunds?|refunded|money back|chargeback)\b/i, selfServe: false },
  {
    topic: "account deletion",
    pattern: /\b(delete|deleting|remove|close|closing|erase)\b.{0,30}\b(account|profile|data)\b|\bgdpr\b/i,
    selfServe: true,
  },
  {
    topic: "bugs",
    pattern: /\b(bugs?|crash(es|ed|ing)?|broken|error|doesn'?t work|not working|stopped working|glitch)\b/i,
    selfServe: false,
  },
];

// "How do I…", "Where can I…", "Can I…": asking for the steps, not asking us to act or complain.
const HOW_TO = /^\s*(how (do|can|would|should) (i|you|we)|how to|where (do|can|is|are)|can i|is it possible)\b/i;
// Money already taken, or a legal request: a person looks, however politely it is asked.
const DISPUTE = /\b(charged|overcharged|charges|twice|double|unauthori[sz]ed|fraud|dispute|gdpr)\b/i;

/** Every sensitive topic a message touches, first-listed first. */
const topicsOf = (message: string) => SENSITIVE_TOPICS.filter(({ pattern }) => pattern.test(message));

/** The sensitive topic a message is about, if any. */
export function sensitiveTopic(message: string): string | null {
  return topicsOf(message)[0]?.topic ?? null;
}

/** A how-to question touching only topics a person can settle in the app, with no dispute in it. */
const isSelfServe = (message: string) => HOW_TO.test(message) && !DISPUTE.test(message) && topicsOf(message).every((t) => t.selfServe);

export function categorize(type: SupportType, message: string): SupportCategory {
  if (type === "connection_advice") return "connection";
  if (type === "feature_request") return "feature";
  const topic = sensitiveTopic(message);
  return topic && topic !== "bugs" ? "other" : "technical";
}

/** The items relevant enough to give as an answer (worker/ai/relevance.ts), best first. */
export const goodMatches = (hits: KnowledgeHit[]) => hits.filter((hit) => hit.relevance >= RELEVANT);

export type Triage = { category: SupportCategory; requiresHumanReview: boolean; topic: string | null; answers: KnowledgeHit[] };

export function triage(type: SupportType, message: string, hits: KnowledgeHit[]): Triage {
  const topic = sensitiveTopic(message);
  const answers = goodMatches(hits);
  const needsPerson = answers.length === 0 || (topic !== null && !isSelfServe(message));
  const requiresHumanReview = type === "feature_request" || (type === "support" && needsPerson);
  return { category: categorize(type, message), requiresHumanReview, topic, answers };
}
