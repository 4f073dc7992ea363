// Where a link may lead. The URL parser drops tabs and line breaks anywhere in an address, so a
// link holding one passes as a URL while its raw text, stored, would start a line of its own in
// the calendar feed.
import { hasSpaceOrControl } from "./control-characters";

/** An http(s) URL the parser reads as written (no dropped characters). */
export function isHttpUrl(text: string) {
  if (hasSpaceOrControl(text)) return false;
  try {
    return ["http:", "https:"].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}
