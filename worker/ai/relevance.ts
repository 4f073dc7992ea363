// How much of a question an article answers, from 0 to 1. bm25 only ranks: it puts the best of
// the articles first even when none of them is about the question, so "Does Enter send?" once got
// the password article (whose steps say "Enter your email" and "Send Reset Link"). This measure
// says whether the best is good enough to give, or the question goes to a person.

/** Below this an article is not given as the answer; the question goes to a person instead. */
export const RELEVANT = 0.5;

/** A word of the question found in an article's title or tags (its subject) counts in full. */
const SUBJECT = 1;
/** Found only in its text, a word may be in passing ("press Send"): it counts for half. */
const BODY = 0.5;

/** Where each of the question's words occurs: the ids of the articles that have it. */
export type TermMatches = { anywhere: Set<number>; subject: Set<number> };

/**
 * A word's weight is its bm25 IDF over the active articles: a word few articles have says more
 * about what the question is after than one most have. A word no article has counts as much as
 * the rarest word: it is what the question is about ("iCloud", "Slack"), and no article covers
 * it, so an article matching only the question's everyday words ("sync", "contacts") is not given.
 */
export function termWeight(articlesWithTerm: number, articles: number): number {
  const df = Math.max(articlesWithTerm, 1);
  return Math.log(1 + (Math.max(articles, df) - df + 0.5) / (df + 0.5));
}

/**
 * The share of the question's weight an article matches, each word counted where the article has
 * it. An article with none of the question's words in its title or tags is 0, whatever its text
 * says in passing: an article answers what it is about.
 */
export function relevance(id: number, terms: TermMatches[], articles: number): number {
  let total = 0;
  let matched = 0;
  let onSubject = false;
  for (const term of terms) {
    const weight = termWeight(term.anywhere.size, articles);
    total += weight;
    if (term.subject.has(id)) {
      matched += weight * SUBJECT;
      onSubject = true;
    } else if (term.anywhere.has(id)) matched += weight * BODY;
  }
  return onSubject && total > 0 ? matched / total : 0;
}
