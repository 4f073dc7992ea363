// The API's phone rule and the text and call links made from a phone, without zod: the contact
// action card checks a phone from the address bar on the dashboard's first paint, which loads no
// zod, and anyone can write that address.
import { hasControl } from "./control-characters";
import { LIMITS } from "./reminder-limits";

const PHONE_CHARACTERS = /^\+?[\d\s().-]{3,}$/;

/** What is wrong with a phone number as a person would fix it, or null when it is fine. */
export function phoneProblem(phone: string): string | null {
  if (phone.length > LIMITS.phoneNumber) return "Phone number is too long";
  if (!PHONE_CHARACTERS.test(phone) || hasControl(phone)) return "Phone number can only contain digits, spaces, + - ( ) and .";
  if (phone.replace(/\D/g, "").length < 3) return "Phone number needs at least 3 digits";
  return null;
}

/**
 * Digits and a leading + only: what a dialer needs, and nothing that could add to the link
 * ("?body=" choosing the text, ";" parameters). Spaces, dots and brackets make some dialers refuse it.
 */
export const dialable = (phone: string) => `${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;

/** Opens the messaging app, with the message already typed when there is one. */
export const textLink = (phone: string, message?: string) =>
  `sms:${dialable(phone)}${message ? `?body=${encodeURIComponent(message)}` : ""}`;

export const callLink = (phone: string) => `tel:${dialable(phone)}`;

/** Digits only: "+1 (555) 010-0100" and "15550100100" are the same phone. */
export const phoneKey = (phone: string | null | undefined) => {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 3 ? digits : null;
};
