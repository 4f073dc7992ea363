// The built-in composer (issue 42): no model, no network. It fills starters for the nudge's
// purpose, one per tone, from the person's newest note, last logged contact and coming date, and
// fills the person's own templates. It is what a person gets with AI off, failing or slow.
import { CHANNEL_LIMITS, TONES, type Draft, type DraftUse, type FilledTemplate, type Tone } from "../contracts/drafts";
import { fillTemplate, placeholdersIn, unfilled, type FillValues } from "../contracts/template-fill";
import type { DraftContext, Fact } from "./facts";

type Starter = { tone: Tone; text: string; needs?: Fact["kind"] };

// Tried in order per tone; the first whose facts and placeholders this person has is used.
// {note} and {logged} are the composer's own: the newest note's and last contact's words.
const STARTERS: Record<"birthday" | "follow-up" | "check-in", Starter[]> = {
  birthday: [
    { tone: "warm", needs: "date", text: "Happy birthday, {first_name}! I hope your day is full of good people and good food." },
    { tone: "brief", needs: "date", text: "Happy birthday, {first_name}!" },
    { tone: "playful", needs: "date", text: "Happy birthday, {first_name}! {age} looks great on you." },
    { tone: "playful", needs: "date", text: "Happy birthday, {first_name}! Cake is mandatory today." },
    { tone: "warm", text: "Happy birthday, {first_name}! Thinking of you today." },
    { tone: "brief", text: "Happy birthday, {first_name}!" },
    { tone: "playful", text: "Happy birthday, {first_name}! Cake is mandatory today." },
  ],
  "follow-up": [
    { tone: "warm", needs: "note", text: "Hi {first_name}, I was thinking about what you told me ({note}). How is it going?" },
    { tone: "brief", needs: "interaction", text: "Hi {first_name}, following up on {logged}. Anything you need from me?" },
    { tone: "playful", needs: "note", text: "{first_name}! Update time: how's it going with this: {note}?" },
    { tone: "warm", text: "Hi {first_name}, I wanted to follow up on our last conversation. How are things?" },
    { tone: "brief", text: "Hi {first_name}, just following up. Anything you need from me?" },
    { tone: "playful", text: "{first_name}! Friendly follow-up ping. How's it all going?" },
  ],
  "check-in": [
    { tone: "warm", needs: "note", text: "Hi {first_name}! I was thinking of you and remembered: {note}. How's it going?" },
    { tone: "brief", needs: "interaction", text: "Hey {first_name}, it's been {days_since} days. How are you?" },
    { tone: "playful", needs: "note", text: "{first_name}! I need an update: {note}. Tell me everything!" },
    { tone: "warm", text: "Hi {first_name}, you've been on my mind. How are you doing?" },
    { tone: "brief", text: "Hey {first_name}, how are things?" },
    { tone: "playful", text: "{first_name}! It's been too long. Coffee soon?" },
  ],
};

const STARTER_USE: DraftUse = { kind: "template", id: 0, label: "one of Nudge's starters" };

/** A note's words as they read inside a sentence: one line, no closing stop, a lowercase start. */
function inSentence(text: string, max: number) {
  let words = text.replace(/[.!?…]+$/, "").trim();
  if (words.length > max) words = `${words.slice(0, max).replace(/\s+\S*$/, "")}…`;
  // "Started at Acme" reads "started at Acme"; "iPhone" and "NYC" keep their letters.
  return /^\p{Lu}\p{Ll}/u.test(words) ? words[0]!.toLowerCase() + words.slice(1) : words;
}

/** The facts a text's placeholders draw on: a date for {age}/{date}, the last contact for {days_since}. */
function usesOf(text: string, context: DraftContext, extra: Fact[] = []): DraftUse[] {
  const names = placeholdersIn(text);
  const wanted = new Set<Fact>(extra);
  const date = context.facts.find((f) => f.kind === "date");
  const logged = context.facts.find((f) => f.kind === "interaction");
  if (date && (names.includes("age") || names.includes("date"))) wanted.add(date);
  if (logged && names.includes("days_since")) wanted.add(logged);
  return [...wanted].map((f) => ({ kind: f.kind, id: f.id, label: f.label }));
}

/** Three drafts, one per tone in TONES' order, each fitting the channel, none with a placeholder left. */
export function composeDrafts(context: DraftContext): Draft[] {
  const limit = CHANNEL_LIMITS[context.channel];
  const starters = STARTERS[context.purpose === "birthday" || context.purpose === "follow-up" ? context.purpose : "check-in"];
  const notes = context.facts.filter((f) => f.kind === "note");
  const logged = context.facts.find((f) => f.kind === "interaction");
  const drafts = new Map<Tone, Draft>();
  let noteIndex = 0;
  for (const starter of starters) {
    if (drafts.has(starter.tone)) continue;
    if (starter.needs === "date" && !context.facts.some((f) => f.kind === "date")) continue;
    if (starter.needs === "interaction" && !logged) continue;
    // Two note starters use two notes when there are two.
    const note = starter.needs === "note" ? notes[Math.min(noteIndex, notes.length - 1)] : undefined;
    if (starter.needs === "note" && !note) continue;
    const values: Record<string, string> = { ...context.values };
    if (note) values.note = inSentence(note.text, 70);
    if (logged) values.logged = inSentence(logged.text, 50);
    const text = fillTemplate(starter.text, values as FillValues).replace(/\{(note|logged)\}/g, (_, k: string) => values[k] ?? `{${k}}`);
    if (unfilled(text).length || /\{(note|logged)\}/.test(text) || text.length > limit) continue;
    if (note) noteIndex++;
    const facts = [note, starter.needs === "interaction" ? logged : undefined].filter((f): f is Fact => f !== undefined);
    const uses = usesOf(starter.text, context, facts);
    drafts.set(starter.tone, { text, tone: starter.tone, uses: uses.length ? uses : [STARTER_USE] });
  }
  return TONES.flatMap((tone) => drafts.get(tone) ?? []);
}

/** The person's own templates filled in for this contact; one that needs a value Nudge lacks is left out. */
export function fillTemplates(templates: { id: number; name: string; text: string }[], context: DraftContext): FilledTemplate[] {
  return templates.flatMap((t) => {
    const text = fillTemplate(t.text, context.values);
    if (unfilled(text).length) return [];
    return [
      {
        id: t.id,
        name: t.name,
        text,
        uses: [{ kind: "template" as const, id: t.id, label: `your template “${t.name}”` }, ...usesOf(t.text, context)],
      },
    ];
  });
}
