// The triage rules on their own: which questions an article may answer without a person.
import { describe, expect, it } from "vitest";
import { triage } from "../../worker/ai/triage";
import type { KnowledgeHit } from "../../worker/db/knowledge-search";

const hit = (title: string, content: string, tags: string): KnowledgeHit => ({
  id: 1,
  title,
  content,
  tags,
  category: "faq",
  priority: 5,
  score: -1,
  relevance: 1,
});
const BILLING = hit(
  "Billing and cancelling",
  "Press Manage billing to cancel your subscription, change your card or see invoices.",
  "billing, cancel, subscription, card",
);
const DELETING = hit(
  "Deleting your account",
  "Open Account, enter your password and press Delete my account.",
  "delete account, close account",
);

describe("triage: how-to questions on billing and account deletion", () => {
  it.each([
    ["How do I cancel my subscription?", BILLING],
    ["how can I change the card I pay with", BILLING],
    ["Where do I see my invoices?", BILLING],
    ["How do I delete my account?", DELETING],
    ["Can I delete my account myself?", DELETING],
  ])("%j: answered by the article, no person", (message, article) => {
    const rules = triage("support", message, [article]);
    expect(rules).toMatchObject({ requiresHumanReview: false, category: "other", answers: [article] });
  });

  it.each([
    ["How do I cancel my subscription?", []],
    ["I want to cancel my subscription", [BILLING]],
    ["Please delete my account", [DELETING]],
    ["I was charged twice for my subscription", [BILLING]],
    ["How come my subscription was charged again?", [BILLING]],
    ["How do I stop being charged twice?", [BILLING]],
    ["How do I get a refund for my subscription?", [BILLING]],
    ["How do I cancel my subscription and get my money back?", [BILLING]],
    ["How do I delete my account? The app crashes when I try", [DELETING]],
    ["How do I make a GDPR request to delete my data?", [DELETING]],
  ] as [string, KnowledgeHit[]][])("%j: a person looks", (message, hits) => {
    expect(triage("support", message, hits).requiresHumanReview).toBe(true);
  });

  it("a feature request always goes to the team, however it is worded", () => {
    expect(triage("feature_request", "How do I cancel my subscription?", [BILLING]).requiresHumanReview).toBe(true);
  });
});

describe("triage in every language Nudge speaks", () => {
  it.each([
    ["Quiero un reembolso, por favor", "refunds"],
    ["Me cobraron dos veces este mes", "billing"],
    ["Quero o estorno do valor", "refunds"],
    ["Ich möchte mein Geld zurück", "refunds"],
    ["Bitte mein Konto löschen", "account deletion"],
    ["Je veux un remboursement", "refunds"],
    ["L'application ne fonctionne plus depuis hier", "bugs"],
    ["أريد استرداد أموالي", "refunds"],
    ["التطبيق لا يعمل", "bugs"],
  ])("%j goes to a person (%s)", (message, topic) => {
    const rules = triage("support", message, [BILLING]);
    expect(rules).toMatchObject({ requiresHumanReview: true, topic });
  });

  it.each([
    ["¿Cómo cancelo mi suscripción?", BILLING],
    ["Como cancelo minha assinatura?", BILLING],
    ["Wie kündige ich mein Abo?", BILLING],
    ["Comment supprimer mon compte ?", DELETING],
    ["كيف أحذف حسابي؟", DELETING],
  ])("%j: a how-to question, answered by the article", (message, article) => {
    expect(triage("support", message, [article])).toMatchObject({ requiresHumanReview: false, answers: [article] });
  });

  it("reads a word as a whole word in any script: 'pagoda' is not a payment, 'abogado' not a subscription", () => {
    expect(triage("support", "Where is the pagoda photo?", [BILLING]).topic).toBeNull();
    expect(triage("support", "Mi abogado quiere saber", [BILLING]).topic).toBeNull();
  });
});
