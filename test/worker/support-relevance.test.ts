// The relevance measure on its own: what makes an article the answer, or not.
import { describe, expect, it } from "vitest";
import { RELEVANT, relevance, type TermMatches, termWeight } from "../../worker/ai/relevance";

const ARTICLES = 20;
/** A question word found in these articles' text (anywhere) and, of those, these titles or tags (subject). */
const word = (anywhere: number[], subject: number[] = []): TermMatches => ({
  anywhere: new Set([...anywhere, ...subject]),
  subject: new Set(subject),
});

describe("relevance", () => {
  it("is 1 when every word of the question is in the article's title or tags", () => {
    expect(relevance(1, [word([], [1]), word([2, 3], [1])], ARTICLES)).toBe(1);
  });

  it("is 0 when the article has the words only in passing, in its text", () => {
    // "Does Enter send?" and the password article's "Enter your email… press Send Reset Link".
    expect(relevance(1, [word([1, 2]), word([1, 3])], ARTICLES)).toBe(0);
  });

  it("counts a word in the text for half of one in the title or tags", () => {
    const both = relevance(1, [word([], [1]), word([1], [2])], ARTICLES);
    const subjectOnly = relevance(1, [word([], [1]), word([2], [2])], ARTICLES);
    expect(both).toBeGreaterThan(subjectOnly);
    expect(both).toBeLessThan(1);
  });

  it("weighs a word no article has like the rarest, so everyday words alone don't answer", () => {
    expect(termWeight(0, ARTICLES)).toBe(termWeight(1, ARTICLES));
    expect(termWeight(1, ARTICLES)).toBeGreaterThan(termWeight(10, ARTICLES));
    // "sync my iCloud contacts" with no address-book article: "sync" in the offline article's
    // tags, "contacts" in its text, "icloud" nowhere.
    const sync = word([], [1, 2]);
    const contacts = word([1, 3, 4, 5, 6, 7, 8, 9], []);
    const icloud = word([]);
    expect(relevance(1, [sync, contacts, icloud], ARTICLES)).toBeLessThan(RELEVANT);
    expect(relevance(1, [sync, contacts], ARTICLES)).toBeGreaterThanOrEqual(RELEVANT);
  });
});
