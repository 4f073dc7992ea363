// Ranking active knowledge-base items for a question: FTS5 (migrations/0002) with bm25, boosted
// by the item's priority. Used by the built-in answerer and to ground the LLM prompts.
import { tokenize } from "../ai/text";

export type KnowledgeHit = {
  id: number;
  title: string;
  content: string;
  category: string | null;
  tags: string | null;
  priority: number;
  score: number;
};

// Title and tags say what an item is about, so a hit there counts for more than one in the body.
const BM25_WEIGHTS = "10.0, 1.0, 5.0";
const CANDIDATES = 20;

/**
 * Items matching any of the question's words, best first. bm25 is negative (more negative =
 * better); each priority point makes an item's score 10% stronger, so a priority-10 item wins
 * ties and near-ties but a weak match cannot beat a strong one on priority alone.
 */
export async function searchKnowledge(d1: D1Database, question: string, limit = 3): Promise<KnowledgeHit[]> {
  const terms = tokenize(question);
  if (terms.length === 0) return [];
  // Each term quoted: FTS5 query syntax in the user's text (AND, NEAR, *, ") must never parse.
  const match = terms.map((t) => `"${t.replaceAll('"', '""')}"`).join(" OR ");
  const { results } = await d1
    .prepare(
      `SELECT kb.id, kb.title, kb.content, kb.category, kb.tags, kb.priority,
              bm25(knowledge_fts, ${BM25_WEIGHTS}) * (1 + kb.priority / 10.0) AS score
         FROM knowledge_fts JOIN knowledge_base kb ON kb.id = knowledge_fts.rowid
        WHERE knowledge_fts MATCH ?1 AND kb.isActive = 1
        ORDER BY score, kb.priority DESC, kb.id
        LIMIT ?2`,
    )
    .bind(match, Math.max(limit, CANDIDATES))
    .all<KnowledgeHit>();
  return results.slice(0, limit);
}
