// Where a link a person or a query string gives may lead. Browsers read "\" as "/" and drop tabs
// and line breaks anywhere in an address, so "/\evil.example" and "/\t/evil.example" lead to
// another site just as "//evil.example" does; and a stored link's line break would start a line
// of its own in the calendar feed. Kept without zod: the sign-in page's first paint uses it.
import { hasSpaceOrControl } from "./control-characters";

/** A path on this site: one "/" followed by neither "/" nor "\", with no spaces or control characters. */
export const isSitePath = (text: string) => /^\/(?![/\\])/.test(text) && !hasSpaceOrControl(text);

/** An http(s) URL the parser reads as written (no dropped characters). */
export function isHttpUrl(text: string) {
  if (hasSpaceOrControl(text)) return false;
  try {
    return ["http:", "https:"].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** A full web address: http(s)://, then a host. */
export const isWebAddress = (text: string) => /^https?:\/\/[^/\\]/i.test(text) && isHttpUrl(text);
