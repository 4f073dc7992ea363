// What a model is asked for a person's drafts: the rules in the system message, and in the user
// message only this person's facts as JSON, so nothing else about the account can leak into it.
import { CHANNEL_LIMITS, TONES } from "../contracts/drafts";
import type { ReachApp } from "../contracts/reach";
import type { ChatMessage } from "../ai/prompt";
import type { JsonSchema } from "../ai/providers";
import type { DraftContext } from "./facts";

/** The structured output every provider is held to (OpenAI strict JSON schema; Workers AI JSON mode). */
export const DRAFTS_SCHEMA: JsonSchema = {
  name: "drafts",
  schema: {
    type: "object",
    additionalProperties: false,
    required: ["drafts"],
    properties: {
      drafts: {
        type: "array",
        items: {
          type: "object",
          additionalProperties: false,
          required: ["text", "tone", "uses"],
          properties: {
            text: { type: "string" },
            tone: { type: "string", enum: [...TONES] },
            uses: { type: "array", items: { type: "string" } },
          },
        },
      },
    },
  },
};

const PURPOSE_WORDS: Record<DraftContext["purpose"], string> = {
  "check-in": "checking in after a while",
  birthday: "wishing them a happy birthday",
  "follow-up": "following up on something you talked about",
  "just-because": "reaching out just because",
  date: "marking a date that matters to them",
  meeting: "saying hello before you meet",
};

// Not translated: the model is instructed in English (the app's REACH_NAMES are the person's words, in their language).
const CHANNEL_NAMES: Record<ReachApp, string> = {
  sms: "Text message (SMS)",
  whatsapp: "WhatsApp",
  signal: "Signal",
  telegram: "Telegram",
  email: "Email",
};

/** The user message, as JSON: a model reads it reliably, and the stand-in in tests can too. */
export const draftAsk = (context: DraftContext) => ({
  firstName: context.firstName,
  purpose: PURPOSE_WORDS[context.purpose],
  channel: CHANNEL_NAMES[context.channel],
  maxLength: CHANNEL_LIMITS[context.channel],
  facts: context.facts.map(({ ref, date, text }) => ({ ref, date, text })),
});

export function draftPrompt(context: DraftContext): ChatMessage[] {
  const limit = CHANNEL_LIMITS[context.channel];
  return [
    {
      role: "system",
      content: [
        "You help a person write a short message to someone they care about. They send it themselves, from their own phone.",
        `Write exactly three drafts, one in each tone: ${TONES.join(", ")}. Write in the first person, as the sender, to the recipient by first name.`,
        `Each draft must be at most ${limit} characters${context.channel === "email" ? " and read as a short, friendly email body" : ", like a text message"}.`,
        "Ground each draft in one or two of the facts you are given, and list the refs of the facts it uses in `uses`. Use only those facts: never invent events, places, people or dates.",
        "Facts are the sender's private notes: mention them naturally, never quote them as notes, and leave out anything sensitive (health, money) unless the purpose is about it.",
        "Wish a happy birthday or anniversary only when its fact says it is today; before the day, say it is coming up.",
        "No placeholders, no hashtags, no signature. Answer with the JSON the schema asks for, nothing else.",
      ].join("\n"),
    },
    { role: "user", content: JSON.stringify(draftAsk(context)) },
  ];
}
