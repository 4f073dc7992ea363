// What a received mail means for the account: who it was with, when, and under which title. Only
// these leave this file; the body is read here (for a forwarded block) and dropped.
import type { Address, Email } from "postal-mime";
import { forwardedDate, forwardedHeaders, htmlText, looksForwarded, withoutForwardPrefix } from "./forwarded";

/** A mail names at most this many people: a list's worth is not "being in touch". */
export const MAX_PEOPLE = 20;
const TITLE_CHARS = 200;

export type Person = { email: string; name: string | null };
export type MailPlan = { people: Person[]; title: string; at: number; forwarded: boolean };

const mailboxes = (list: Address[] | undefined) =>
  (list ?? []).flatMap((a) => (a.group ? a.group : [a])).filter((m) => m.address?.includes("@"));

const cleanTitle = (subject: string) =>
  subject
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, TITLE_CHARS) || "Email";

/** A date in epoch ms, never after now; missing or unreadable is now. */
const clampedDate = (at: number, now: number) => (Number.isFinite(at) ? Math.min(at, now) : now);

/**
 * BCC'd: the To and Cc people, minus the account and the mail-in address. Forwarded: the original
 * sender (or, when the account forwards its own sent mail, whom it was sent to).
 */
export function planMail(email: Email, own: { account: string; isMailIn: (address: string) => boolean }, now: number): MailPlan {
  const subject = email.subject ?? "";
  const text = email.text ?? (email.html ? htmlText(email.html) : "");
  const isOurs = (address: string) => address === own.account || own.isMailIn(address);
  const sentAt = clampedDate(Date.parse(email.date ?? ""), now);
  if (looksForwarded(subject, text)) {
    const original = forwardedHeaders(text);
    const from = original?.from;
    const people: Person[] =
      from && !isOurs(from.email) ? [from] : (original?.to ?? []).filter((a) => !isOurs(a)).map((a) => ({ email: a, name: null }));
    const originalAt = original?.date ? forwardedDate(original.date) : Number.NaN;
    return {
      people: unique(people),
      title: cleanTitle(withoutForwardPrefix(subject) || original?.subject || ""),
      at: Number.isFinite(originalAt) ? clampedDate(originalAt, now) : sentAt,
      forwarded: true,
    };
  }
  const people = [...mailboxes(email.to), ...mailboxes(email.cc)]
    .map((m) => ({ email: m.address.trim().toLowerCase(), name: m.name.trim() || null }))
    .filter((p) => !isOurs(p.email));
  return { people: unique(people), title: cleanTitle(subject), at: sentAt, forwarded: false };
}

function unique(people: Person[]) {
  const seen = new Map<string, Person>();
  for (const person of people) if (!seen.has(person.email)) seen.set(person.email, person);
  return [...seen.values()].slice(0, MAX_PEOPLE);
}
