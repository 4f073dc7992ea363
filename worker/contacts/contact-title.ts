// How a text, call or done nudge reads in the contact's history.
import { t } from "@lingui/core/macro";
export type ContactKind = "text" | "call" | "done";

const TITLES: Record<ContactKind, string> = {
  get text() {
    return t`Texted`;
  },
  call: "Called",
  done: "Nudge done",
};
// The history's titles hold 200 characters; the quoted message gets what the verb leaves.
const MESSAGE_CHARS = 180;

/** `Texted: "Ask about the move"`, the message cut to fit with an ellipsis. */
export function contactTitle(kind: ContactKind, message?: string) {
  if (!message) return TITLES[kind];
  const chars = [...message.trim().replace(/\s+/g, " ")];
  const quoted = chars.length > MESSAGE_CHARS ? `${chars.slice(0, MESSAGE_CHARS - 1).join("")}…` : chars.join("");
  return `${TITLES[kind]}: "${quoted}"`;
}
