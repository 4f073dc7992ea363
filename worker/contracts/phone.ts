// The API's phone rule and the text and call links made from a phone, without zod: the contact
// action card checks a phone from the address bar on the dashboard's first paint, which loads no
// zod, and anyone can write that address.
import { t } from "@lingui/core/macro";
import { hasControl } from "./control-characters";
import { LIMITS } from "./nudge-limits";

/**
 * What is wrong with a phone number as a person would fix it, or null when it is fine. The rule is
 * the import's (issue 39): whatever an address book holds as a number, with the digits to dial
 * ("p1234p5678w9" with its pauses, "x102" or ";ext=102", a pager's address, "1-800-FLOWERS"), is
 * kept as typed, so the edit form must take it back. Links only ever carry its digits (dialable).
 */
export function phoneProblem(phone: string): string | null {
  if (phone.length > LIMITS.phoneNumber) return t`Phone number is too long`;
  if (hasControl(phone)) return t`Phone number can't contain line breaks or control characters`;
  if (phone.replace(/\D/g, "").length < 3) return t`Phone number needs at least 3 digits`;
  return null;
}

/** An extension at the end ("x102", "ext. 102", ";ext=102", "#102"): the number to dial is before it. */
const EXTENSION = /(?:;\s*ext\s*=|\s*(?:ext\.?|extension|x|#))\s*\d+\s*$/i;

/**
 * Digits and a leading + only: what a dialer needs, and nothing that could add to the link
 * ("?body=" choosing the text, ";" parameters). Spaces, dots and brackets make some dialers refuse it.
 */
export const dialable = (phone: string) => {
  const number = phone.trim().replace(EXTENSION, "");
  return `${number.startsWith("+") ? "+" : ""}${number.replace(/\D/g, "")}`;
};

/** Opens the messaging app, with the message already typed when there is one. */
export const textLink = (phone: string, message?: string) =>
  `sms:${dialable(phone)}${message ? `?body=${encodeURIComponent(message)}` : ""}`;

export const callLink = (phone: string) => `tel:${dialable(phone)}`;

/** Digits only: "+1 (555) 010-0100" and "15550100100" are the same phone. */
export const phoneKey = (phone: string | null | undefined) => {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 3 ? digits : null;
};
