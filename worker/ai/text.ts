// Words of a question that carry meaning, for knowledge search and relevance. Stop words include
// the everyday fillers people type without apostrophes ("whats", "dont"): they say nothing of what
// is asked, and a word no article has would weigh as much as the rarest (worker/ai/relevance.ts).

const STOPWORDS = new Set(
  `a an and are as at be but by can could did do does doing for from had has have how i if in into is it its
  me my of on or our so than that the their them then there these they this to too was we were what when where
  which who why will with would you your yours am been being get got just please hi hello thanks thank any some
  about app nudge want need use using way there's i'm it's can't don't doesn't isn't whats im dont doesnt cant
  isnt wont won't ive i've i'd let also still really should may might much very`.split(/\s+/),
);

/** Lower-cased words of 2+ letters, stopwords and duplicates removed, in order, at most 24. */
export function tokenize(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .normalize("NFKC")
      .match(/[\p{L}\p{N}']+/gu) ?? [];
  const kept = words.map((w) => w.replace(/^'+|'+$/g, "")).filter((w) => w.length >= 2 && !STOPWORDS.has(w));
  return [...new Set(kept)].slice(0, 24);
}

/** Model output is untrusted text: control characters out, whitespace tidied, length capped. */
export function cleanModelText(text: string, max = 2000): string {
  const cleaned = text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
    .replace(/\r\n?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return cleaned.length > max ? `${cleaned.slice(0, max - 1).trimEnd()}…` : cleaned;
}
