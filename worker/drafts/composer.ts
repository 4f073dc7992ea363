// The built-in composer (issue 42): no model, no network. It fills starters for the nudge's
// purpose, one per tone, from the person's newest notes, last logged contact and coming date, and
// fills the person's own templates. It is what a person gets with AI off, failing or slow.
import { CHANNEL_LIMITS, TONES, type Draft, type DraftUse, type FilledTemplate, type Tone } from "../contracts/drafts";
import { fillTemplate, placeholdersIn, unfilled } from "../contracts/template-fill";
import type { DraftContext, Fact } from "./facts";

/**
 * A starter: its tone, its words, and what it needs. `needs` names the fact it is about (a note,
 * the last contact, the coming date, the nudge); `when` narrows it further. Besides the template
 * placeholders it may use the composer's own: {note} (a note's words), {logged_on} (the day of the
 * last contact), {label} (the date's name) and {when} ("tomorrow", "on 4 Nov").
 */
type Starter = {
  tone: Tone;
  text: string;
  needs?: "note" | "gentle" | "interaction" | "date" | "nudge";
  when?: (context: DraftContext) => boolean;
};

const onTheDay = (c: DraftContext) => c.occasion?.days === 0;
const before = (c: DraftContext) => (c.occasion?.days ?? 0) > 0;
// The label is the person's word, in their language (pt-BR "aniversário" and fr "anniversaire" are birthdays).
const isBirthday = (c: DraftContext) => /birthday|cumpleaños|aniversário|geburtstag|anniversaire|عيد ميلاد/i.test(c.occasion?.label ?? "");
// "It's been 3 days" says nothing worth a message; a fortnight does.
const aWhile = (c: DraftContext) => Number(c.values.days_since ?? 0) >= 14;

const BIRTHDAY: Starter[] = [
  {
    tone: "warm",
    needs: "date",
    when: onTheDay,
    text: "Happy birthday, {first_name}! I hope your day is full of good people and good food.",
  },
  { tone: "brief", needs: "date", when: onTheDay, text: "Happy birthday, {first_name}!" },
  { tone: "playful", needs: "date", when: onTheDay, text: "Happy birthday, {first_name}! {age} looks great on you." },
  { tone: "playful", needs: "date", when: onTheDay, text: "Happy birthday, {first_name}! Cake is mandatory today." },
  { tone: "warm", needs: "date", when: before, text: "Hi {first_name}, your birthday is coming up {when}. Any plans to celebrate?" },
  { tone: "brief", needs: "date", when: before, text: "{first_name}, your birthday is nearly here! Any plans?" },
  { tone: "playful", needs: "date", when: before, text: "{first_name}! {age} {when}? Party plans, please." },
  { tone: "playful", needs: "date", when: before, text: "{first_name}! The birthday countdown is on. Party plans?" },
  // No date on record: the day may not be today, so no wishes yet.
  { tone: "warm", text: "Hi {first_name}, I hope your birthday is a great one. Thinking of you!" },
  { tone: "brief", text: "Hope your birthday is a great one, {first_name}!" },
  { tone: "playful", text: "{first_name}! Birthday plans? Tell me everything." },
];

const YEARLY_DATE: Starter[] = [
  { tone: "warm", needs: "date", when: onTheDay, text: "Happy {label}, {first_name}! Thinking of you today." },
  { tone: "brief", needs: "date", when: onTheDay, text: "Happy {label}, {first_name}!" },
  { tone: "playful", needs: "date", when: onTheDay, text: "{first_name}! It's your {label} today. Celebrating?" },
  { tone: "warm", needs: "date", when: before, text: "Hi {first_name}, your {label} is coming up {when}. Thinking of you!" },
  { tone: "brief", needs: "date", when: before, text: "{first_name}, your {label} is {when}. Any plans?" },
  { tone: "playful", needs: "date", when: before, text: "{first_name}! The countdown to your {label} is on. Big plans?" },
];

const MEETING: Starter[] = [
  { tone: "warm", needs: "nudge", text: "Hi {first_name}, looking forward to seeing you soon!" },
  { tone: "brief", needs: "nudge", text: "See you soon, {first_name}!" },
  { tone: "playful", needs: "nudge", text: "{first_name}! Almost time. See you soon!" },
];

const FOLLOW_UP: Starter[] = [
  { tone: "warm", needs: "gentle", text: "Hi {first_name}, I've been thinking of you. How are you holding up?" },
  { tone: "warm", needs: "note", text: "Hi {first_name}, I was thinking about what you told me ({note}). How is it going?" },
  { tone: "brief", needs: "interaction", text: "Hi {first_name}, following up on our talk on {logged_on}. Anything you need from me?" },
  { tone: "playful", needs: "note", text: "{first_name}! Update time: how's it going with this: {note}?" },
  { tone: "warm", text: "Hi {first_name}, I wanted to follow up on our last conversation. How are things?" },
  { tone: "brief", text: "Hi {first_name}, just following up. Anything you need from me?" },
  { tone: "playful", text: "{first_name}! Friendly follow-up ping. How's it all going?" },
];

const CHECK_IN: Starter[] = [
  { tone: "warm", needs: "gentle", text: "Hi {first_name}, I've been thinking of you. How are you holding up?" },
  { tone: "warm", needs: "note", text: "Hi {first_name}! I was thinking of you and remembered: {note}. How's it going?" },
  { tone: "brief", needs: "interaction", when: aWhile, text: "Hey {first_name}, it's been {days_since} days. How are you?" },
  { tone: "playful", needs: "note", text: "{first_name}! I need an update: {note}. Tell me everything!" },
  { tone: "warm", text: "Hi {first_name}, you've been on my mind. How are you doing?" },
  { tone: "brief", text: "Hey {first_name}, how are things?" },
  { tone: "playful", text: "{first_name}! It's been too long. Coffee soon?" },
];

/** The starters for what the nudge is for, the best first; a check-in's close any gap. */
function startersFor(context: DraftContext): Starter[] {
  if (context.purpose === "meeting") return [...MEETING, ...CHECK_IN];
  if (context.purpose === "birthday" || (context.purpose === "date" && isBirthday(context))) return BIRTHDAY;
  if (context.purpose === "date" && context.occasion) return [...YEARLY_DATE, ...CHECK_IN];
  if (context.purpose === "follow-up") return FOLLOW_UP;
  return CHECK_IN;
}

// A note about grief, illness or a breakup is met gently, and only in the warm tone, without
// repeating its words back: "how's it going with: his dad is in hospital" would hurt.
const SENSITIVE =
  /\b(hospital|stroke|cancer|chemo\w*|surgery|sick|ill(ness)?|diagnos\w*|passed away|died|death|funeral|grie(f|ving)|miscarriage|divorc\w*|split up|broke up|break-?up|separated|laid off|lost (his|her|their) job|rehab|depress\w*)\b/i;
const isSensitive = (text: string) => SENSITIVE.test(text);

const STARTER_USE: DraftUse = { kind: "template", id: 0, label: "one of Nudge's starters" };

/** A note's words as they read inside a sentence: one line, no closing stop, a lowercase start. */
function inSentence(text: string, max: number) {
  let words = text.replace(/[.!?…]+$/, "").trim();
  // Cut at a word, and not after one that leads somewhere ("going back to").
  if (words.length > max)
    words = words
      .slice(0, max)
      .replace(/[\s,;:]+\S*$/, "")
      .replace(/(\s+(to|the|a|an|and|or|of|for|with|at|in|on|is|are|was))+$/i, "");
  // "Started at Acme" reads "started at Acme"; "iPhone" and "NYC" keep their letters.
  return /^\p{Lu}\p{Ll}/u.test(words) ? words[0]!.toLowerCase() + words.slice(1) : words;
}

const useOf = (fact: Fact): DraftUse => ({ kind: fact.kind, id: fact.id, label: fact.label });

/** The facts a text's placeholders draw on: a date for {age}/{date}, the last contact for {days_since}. */
function placeholderUses(text: string, context: DraftContext): Fact[] {
  const names = placeholdersIn(text);
  const date = context.facts.find((f) => f.kind === "date");
  const logged = context.facts.find((f) => f.kind === "interaction");
  return [
    ...(date && (names.includes("age") || names.includes("date")) ? [date] : []),
    ...(logged && names.includes("days_since") ? [logged] : []),
  ];
}

/** Three drafts, one per tone in TONES' order, each fitting the channel, none with a placeholder left. */
export function composeDrafts(context: DraftContext): Draft[] {
  const limit = CHANNEL_LIMITS[context.channel];
  const notes = context.facts.filter((f) => f.kind === "note");
  const light = notes.filter((n) => !isSensitive(n.text));
  const gentle = notes.find((n) => isSensitive(n.text));
  const logged = context.facts.find((f) => f.kind === "interaction");
  const about: Record<NonNullable<Starter["needs"]>, Fact | undefined> = {
    note: undefined,
    gentle,
    interaction: logged,
    date: context.facts.find((f) => f.kind === "date"),
    nudge: context.facts.find((f) => f.kind === "nudge"),
  };
  const drafts = new Map<Tone, Draft>();
  let noteIndex = 0;
  for (const starter of startersFor(context)) {
    if (drafts.has(starter.tone) || (starter.when && !starter.when(context))) continue;
    // Two note starters use two notes when there are two.
    const fact = starter.needs === "note" ? light[Math.min(noteIndex, light.length - 1)] : starter.needs && about[starter.needs];
    if (starter.needs && !fact) continue;
    const text = fillTemplate(starter.text, context.values)
      .replace("{note}", fact && starter.needs === "note" ? inSentence(fact.text, 70) : "{note}")
      .replace("{logged_on}", logged?.day ?? "{logged_on}")
      .replace("{label}", context.occasion ? inSentence(context.occasion.label, 40) : "{label}")
      .replace("{when}", context.occasion?.when ?? "{when}");
    if (/\{[a-z_]+\}/.test(text) || text.length > limit) continue;
    if (starter.needs === "note") noteIndex++;
    const uses = [...new Set([...(fact ? [fact] : []), ...placeholderUses(starter.text, context)])].map(useOf);
    drafts.set(starter.tone, { text, tone: starter.tone, uses: uses.length ? uses : [STARTER_USE] });
  }
  return TONES.flatMap((tone) => drafts.get(tone) ?? []);
}

/** The person's own templates filled in for this contact; one that needs a value Nudge lacks is left out. */
export function fillTemplates(templates: { id: number; name: string; text: string }[], context: DraftContext): FilledTemplate[] {
  return templates.flatMap((t) => {
    const text = fillTemplate(t.text, context.values);
    if (unfilled(text).length) return [];
    const template: DraftUse = { kind: "template", id: t.id, label: `your template “${t.name}”` };
    return [{ id: t.id, name: t.name, text, uses: [template, ...placeholderUses(t.text, context).map(useOf)] }];
  });
}
