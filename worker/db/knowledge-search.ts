// Ranking active knowledge-base items for a question: FTS5 (migrations/0002) with bm25, boosted
// by the item's priority, and how relevant each is (worker/ai/relevance.ts), from where the same
// index finds each of the question's words. Used by the built-in answerer and to ground the LLM prompts.
import type { Language } from "../contracts/languages";
import { relevance, type TermMatches } from "../ai/relevance";
import { tokenize } from "../ai/text";

export type KnowledgeHit = {
  id: number;
  title: string;
  content: string;
  category: string | null;
  tags: string | null;
  priority: number;
  score: number;
  /** 0 to 1: how much of the question this item answers. */
  relevance: number;
};

// Title and tags say what an item is about, so a hit there counts for more than one in the body.
const BM25_WEIGHTS = "10.0, 1.0, 5.0";
// bm25's best few, reordered by relevance: enough that the most relevant is among them.
const CANDIDATES = 20;

// Each term quoted: FTS5 query syntax in the user's text (AND, NEAR, *, ") must never parse.
const phrase = (term: string) => `"${term.replaceAll('"', '""')}"`;

/**
 * A term as the index is asked for it. The index stems English (porter); in the other languages a
 * long word is asked for by its first five letters, so "programo" finds "programar" and
 * "suscripción" finds "suscripciones": a verb's or a noun's ending changes, its start doesn't. Five,
 * because porter cuts the other languages' words short too ("abonnement" is indexed as "abonn").
 */
const termQuery = (term: string, language: Language) =>
  language === "en" || term.length < 6 ? phrase(term) : `${phrase(term.slice(0, 5))}*`;

/**
 * Items matching any of the question's words, the most relevant first, and by bm25 among equally
 * relevant ones: bm25 alone puts an item that repeats one word ("Close friends") above the one
 * about all of the question ("close my account"). bm25 is negative (more negative = better); each
 * priority point makes an item's score 10% stronger, so a priority-10 item wins ties and
 * near-ties but a weak match cannot beat a strong one on priority alone.
 */
export async function searchKnowledge(d1: D1Database, question: string, limit = 3, language: Language = "en"): Promise<KnowledgeHit[]> {
  const terms = tokenize(question, language);
  if (terms.length === 0) return [];
  const hits = await searchIn(d1, terms, limit, language);
  // A language with no article on it yet: the English one beats forwarding the question.
  return hits.length || language === "en" ? hits : searchIn(d1, tokenize(question, "en"), limit, "en");
}

async function searchIn(d1: D1Database, terms: string[], limit: number, language: Language): Promise<KnowledgeHit[]> {
  const [ranked, found, active] = await d1.batch([
    d1
      .prepare(
        `SELECT kb.id, kb.title, kb.content, kb.category, kb.tags, kb.priority,
                bm25(knowledge_fts, ${BM25_WEIGHTS}) * (1 + kb.priority / 10.0) AS score
           FROM knowledge_fts JOIN knowledge_base kb ON kb.id = knowledge_fts.rowid
          WHERE knowledge_fts MATCH ?1 AND kb.isActive = 1 AND kb.language = ?3
          ORDER BY score, kb.priority DESC, kb.id
          LIMIT ?2`,
      )
      .bind(terms.map((t) => termQuery(t, language)).join(" OR "), Math.max(limit, CANDIDATES), language),
    // Where each word is, by the index's own stemming: anywhere, and in the title or tags.
    d1
      .prepare(
        `SELECT q.key AS term, knowledge_fts.rowid AS id, q.subject AS subject
           FROM (SELECT key, value, 0 AS subject FROM json_each(?1)
                 UNION ALL SELECT key, value, 1 FROM json_each(?2)) q
           JOIN knowledge_fts ON knowledge_fts MATCH q.value
           JOIN knowledge_base kb ON kb.id = knowledge_fts.rowid AND kb.isActive = 1 AND kb.language = ?3`,
      )
      .bind(
        JSON.stringify(terms.map((t) => termQuery(t, language))),
        JSON.stringify(terms.map((t) => `{title tags} : ${termQuery(t, language)}`)),
        language,
      ),
    d1.prepare("SELECT count(*) AS n FROM knowledge_base WHERE isActive = 1 AND language = ?1").bind(language),
  ]);
  const matches: TermMatches[] = terms.map(() => ({ anywhere: new Set(), subject: new Set() }));
  for (const row of found!.results as { term: number; id: number; subject: number }[])
    matches[row.term]![row.subject ? "subject" : "anywhere"].add(row.id);
  const articles = (active!.results[0] as { n: number }).n;
  return (ranked!.results as Omit<KnowledgeHit, "relevance">[])
    .map((hit) => ({ ...hit, relevance: relevance(hit.id, matches, articles) }))
    .sort((a, b) => b.relevance - a.relevance || a.score - b.score)
    .slice(0, limit);
}
