// The rules that decide a request's category and whether a person must look at it, whatever
// provider writes the answer: money, account deletion and bugs go to a human, as do feature
// requests and questions the knowledge base cannot answer. The one exception: asking how to do
// something yourself about billing or your account ("How do I cancel…?"), which an article answers.
import type { SupportCategory, SupportType } from "../contracts/support";
import type { KnowledgeHit } from "../db/knowledge-search";
import { RELEVANT } from "./relevance";

// Each pattern holds the words of every language Nudge speaks (worker/contracts/languages.ts): a
// refund asked for in Spanish goes to a person as one asked for in English does. Whole words, where
// a "word" is letters in any script (JavaScript's \b knows only ASCII); Arabic's, which take
// prefixes (ال, و), anywhere.
const word = (...forms: string[]) => `(?<![\\p{L}\\p{N}])(?:${forms.join("|")})(?![\\p{L}\\p{N}])`;
const anywhere = (...forms: string[]) => `(?:${forms.join("|")})`;
const either = (...parts: string[]) => new RegExp(parts.join("|"), "iu");
/** `verb` and `noun` within 30 characters of each other, in either order (German puts the noun first). */
const near = (verb: string, noun: string) => `${verb}.{0,30}${noun}|${noun}.{0,30}${verb}`;

// selfServe: the app itself lets a person do this (cancel, change a card, delete the account).
const SENSITIVE_TOPICS: { topic: string; pattern: RegExp; selfServe: boolean }[] = [
  {
    topic: "billing",
    pattern: either(
      word(
        "bill(?:ing|ed)?",
        "charged?",
        "charges",
        "invoices?",
        "payments?",
        "paid",
        "pay",
        "subscription",
        "credit card",
        "price",
        "pricing",
      ),
      word("factura(?:s|ción)?", "cobr(?:o|os|ado|aron|an)", "pagos?", "pagar", "suscripci[oó]n", "tarjeta de cr[eé]dito", "precio"),
      word("cobran[cç]a", "cobrad[oa]", "faturas?", "pagamentos?", "assinatura", "cart[aã]o de cr[eé]dito", "pre[cç]o"),
      word("rechnung(?:en)?", "abrechnung", "bezahlt", "zahlung(?:en)?", "zahlen", "abo", "abonnement", "kreditkarte", "preis", "belastet"),
      word(
        "factur(?:e|es|ation)",
        "paiements?",
        "payer",
        "pay[ée]e?",
        "abonnement",
        "carte (?:de cr[ée]dit|bancaire)",
        "prix",
        "pr[ée]lev[ée]",
        "d[ée]bit[ée]",
      ),
      anywhere("فاتور", "دفع", "اشتراك", "بطاقة ائتمان", "السعر", "خصم"),
    ),
    selfServe: true,
  },
  {
    topic: "refunds",
    pattern: either(
      word("refunds?", "refunded", "money back", "chargeback"),
      word("reembols(?:o|ar|en)", "devoluci[oó]n del dinero", "devolver el dinero", "estorno", "dinheiro de volta"),
      word("r[üu]ckerstattung", "erstattung", "geld zur[üu]ck"),
      word("rembours(?:ement|er|[ée])"),
      anywhere("استرداد", "استرجاع المبلغ"),
    ),
    selfServe: false,
  },
  {
    topic: "account deletion",
    pattern: either(
      near(word("delete", "deleting", "remove", "close", "closing", "erase"), word("account", "profile", "data")),
      word("gdpr", "rgpd", "dsgvo", "lgpd"),
      near(word("borrar", "eliminar", "cerrar", "borra", "elimina"), word("cuenta", "perfil", "datos")),
      near(word("excluir", "apagar", "deletar", "encerrar"), word("conta", "perfil", "dados")),
      near(word("l[öo]schen", "l[öo]sche", "entfernen", "schlie[ßs]en", "k[üu]ndigen"), word("konto", "profil", "daten", "account")),
      near(word("supprimer", "effacer", "fermer"), word("compte", "profil", "donn[ée]es")),
      near(anywhere("حذف", "إغلاق", "اغلاق", "مسح"), anywhere("حساب", "بيانات", "ملف")),
    ),
    selfServe: true,
  },
  {
    topic: "bugs",
    pattern: either(
      word("bugs?", "crash(?:es|ed|ing)?", "broken", "error", "doesn'?t work", "not working", "stopped working", "glitch"),
      word("falla", "fallo", "no funciona", "se cierra", "se bloquea", "erro", "falha", "n[ãa]o funciona", "travou", "trava"),
      word("fehler", "absturz", "st[üu]rzt ab", "funktioniert nicht", "kaputt"),
      word("bogue", "erreur", "plantage", "plante", "ne (?:fonctionne|marche) (?:pas|plus)"),
      anywhere("خطأ", "عطل", "لا يعمل", "توقف عن العمل"),
    ),
    selfServe: false,
  },
];

// "How do I…", "Where can I…", "Can I…": asking for the steps, not asking us to act or complain.
const HOW_TO = new RegExp(
  [
    "^\\s*(?:how (?:do|can|would|should) (?:i|you|we)|how to|where (?:do|can|is|are)|can i|is it possible)(?![\\p{L}])",
    "^[\\s¿]*(?:c[oó]mo|d[oó]nde|puedo|se puede|como|onde|posso|[ée] poss[ií]vel)(?![\\p{L}])",
    "^\\s*(?:wie|wo|kann ich|ist es m[öo]glich|comment|o[uù]|puis-je|est-il possible|est-ce que je peux)(?![\\p{L}])",
    "^\\s*(?:كيف|أين|اين|هل يمكن)",
  ].join("|"),
  "iu",
);
// Money already taken, or a legal request: a person looks, however politely it is asked.
// Not translated: words to find in a message, never shown.
const DISPUTE = either(
  word("charged", "overcharged", "charges", "twice", "double", "unauthori[sz]ed", "fraud", "dispute", "gdpr"),
  word(
    "dos veces",
    "doble",
    "no autorizad[oa]",
    "fraude",
    "disputa",
    "duas vezes",
    "duplicad[oa]",
    "n[ãa]o autorizad[oa]",
    "contesta[cç][ãa]o",
  ),
  word("doppelt", "zweimal", "nicht autorisiert", "betrug", "widerspruch", "deux fois", "non autoris[ée]e?", "litige", "contestation"),
  anywhere("مرتين", "احتيال", "غير مصرح"),
);

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
