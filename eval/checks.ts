// What the evaluation holds each draft to (issue 42), on top of the Worker's own checker
// (worker/drafts/check.ts), which it never replaces: every shown draft grounded in a fact of this
// history and in nothing else, short enough for the channel, no placeholder left, one per tone.
import { CHANNEL_LIMITS, type Draft } from "../worker/contracts/drafts";
import { unfilled } from "../worker/contracts/template-fill";
import type { DraftContext } from "../worker/drafts/facts";
import { NOTE_IDS } from "./context";
import type { WrittenCase } from "./histories";

/** What a model answered, before the checker: read loosely, since a model can answer anything. */
export type RawDraft = { text?: unknown; tone?: unknown; uses?: unknown };

// Capitalised words any message may hold without them being facts: the sender, greetings, the occasion.
const ALLOWED = new Set(
  ["I", "I'm", "I'll", "I've", "I'd", "Hi", "Hey", "Hello", "Dear", "Happy", "Birthday", "Congrats", "Congratulations", "OK", "Thanks"].map(
    (w) => w.toLowerCase(),
  ),
);
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** The draft's capitalised words that are not a sentence's first word. */
function midSentenceCapitals(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\p{Lu}[\p{L}\p{N}'’-]*/gu)) {
    // What comes before, without spaces, emoji and opening quotes or brackets: empty, or a sentence's end, is a sentence start.
    const before = text.slice(0, m.index).replace(/(?:\s|\p{Extended_Pictographic}|\u200d|\ufe0f|["“‘'(])+$/u, "");
    if (before === "" || /[.!?…]$/.test(before)) continue;
    found.push(m[0]);
  }
  return found;
}

/** A capitalised word the history holds, in any case, or a plain word of greeting; "Zoë's" reads as "Zoë". */
function known(word: string, words: Set<string>) {
  const bare = word.toLowerCase().replace(/['’]s$/, "");
  if (ALLOWED.has(word.toLowerCase()) || ALLOWED.has(bare)) return true;
  const parts = bare.split(/[-'’]/).filter(Boolean);
  if (parts.every((p) => words.has(p))) return true;
  // "March" where the history says "21 Mar": the date fact's short month.
  return MONTHS.includes(bare) && words.has(bare.slice(0, 3));
}

/** Failures of one shown draft, in words. */
export function draftFailures(draft: Draft, context: DraftContext, words: Set<string>, composer: boolean): string[] {
  const failures: string[] = [];
  const refs = new Set(context.facts.map((f) => f.ref));
  const facts = draft.uses.filter((u) => u.kind !== "template");
  // The composer's generic starter names itself as the source when it draws on no fact; a model's draft never may.
  const starterOnly = composer && facts.length === 0 && draft.uses.some((u) => u.kind === "template" && u.id === 0);
  if (facts.length === 0 && !starterOnly) failures.push("cites no fact");
  for (const u of facts) if (!refs.has(`${u.kind}:${u.id}`)) failures.push(`cites ${u.kind}:${u.id} which is not in the history`);
  const limit = CHANNEL_LIMITS[context.channel];
  if (draft.text.length > limit) failures.push(`is ${draft.text.length} characters, over ${context.channel}'s ${limit}`);
  const left = [...new Set([...unfilled(draft.text).map((p) => `{${p}}`), ...(draft.text.match(/\{[^}]*\}/g) ?? [])])];
  if (left.length) failures.push(`leaves ${left.join(", ")} unfilled`);
  for (const word of new Set(midSentenceCapitals(draft.text)))
    if (!known(word, words)) failures.push(`mentions ${word}, which is not in the history`);
  return failures;
}

/** Failures across a case's shown drafts: at most one per tone. */
export function setFailures(drafts: Draft[]): string[] {
  const tones = drafts.map((d) => d.tone);
  return [...new Set(tones.filter((t, i) => tones.indexOf(t) !== i))].map((t) => `more than one ${t} draft`);
}

/** A model's raw answer, checked for refs it made up, even those the checker then hid. */
export function rawFailures(raw: RawDraft[], context: DraftContext): string[] {
  const refs = new Set(context.facts.map((f) => f.ref));
  const made = raw.flatMap((d) => (Array.isArray(d.uses) ? d.uses.filter((r): r is string => typeof r === "string") : []));
  return [...new Set(made.filter((r) => !refs.has(r)))].map((r) => `the model cites ${r} which is not in the history`);
}

/** The drafts of a model's answer, however malformed; none when it is not JSON with a drafts array. */
export function rawDrafts(raw: string): RawDraft[] {
  try {
    const parsed = JSON.parse(raw) as { drafts?: unknown };
    return Array.isArray(parsed?.drafts) ? (parsed.drafts as RawDraft[]) : [];
  } catch {
    return [];
  }
}

/**
 * What a person would wince at, beyond the facts: light tones on a sensitive note, wishes sent
 * before the day, a yearly date's nudge that never mentions the date, and slips of wording.
 */
export function occasionFailures(drafts: Draft[], c: WrittenCase, context: DraftContext): string[] {
  const failures: string[] = [];
  const sensitive = new Set((c.notes ?? []).flatMap((n, i) => (n.sensitive ? [NOTE_IDS + i] : [])));
  const today = new Set((c.dates ?? []).filter((d) => d.inDays === 0).map((d) => d.label.toLowerCase()));
  for (const d of drafts) {
    if (d.tone !== "warm" && d.uses.some((u) => u.kind === "note" && sensitive.has(u.id)))
      failures.push(`${d.tone} draft draws on a sensitive note in a light tone`);
    for (const m of d.text.matchAll(/happy (birthday|anniversary)/gi))
      if (![...today].some((label) => label.includes(m[1]!.toLowerCase())))
        failures.push(`${d.tone} draft wishes "${m[0]}" before the day`);
    if (/\b1 days\b/.test(d.text)) failures.push(`${d.tone} draft says "1 days"`);
    if (/…\./.test(d.text)) failures.push(`${d.tone} draft puts a full stop after "…"`);
    if (/^(hi|hey|hello|dear)\s+(uncle|aunt|auntie|aunty|dr\.?|mr\.?|mrs\.?|ms\.?|prof\.?)\s*[,!.]/i.test(d.text))
      failures.push(`${d.tone} draft greets them by a title alone`);
  }
  // A yearly date's own nudge, or a meeting's brief: some draft is about it.
  const date = context.facts.find((f) => f.kind === "date");
  if (context.purpose === "date" && date && !drafts.some((d) => d.uses.some((u) => u.kind === "date")))
    failures.push(`no draft mentions the date (${date.text})`);
  const nudge = context.facts.find((f) => f.kind === "nudge");
  if (context.purpose === "meeting" && nudge && !drafts.some((d) => d.uses.some((u) => u.kind === "nudge")))
    failures.push("no draft is about the meeting");
  return failures;
}
