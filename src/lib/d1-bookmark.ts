// The newest database bookmark this tab has been answered with (worker/db/request-db.ts). Every
// request carries it, so a read is served from a state at least as new as this person's own last
// write, whichever read replica answers. Kept for the tab's life, across reloads.
import { D1_BOOKMARK_HEADER } from "@contracts/d1-bookmark";

const KEY = "nudge:d1-bookmark";
let newest: string | null = null;

const stored = () => {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
};

/** Adds the newest bookmark to a request's headers. */
export function sendD1Bookmark(headers: Headers) {
  newest ??= stored();
  if (newest) headers.set(D1_BOOKMARK_HEADER, newest);
}

/** Keeps an answer's bookmark if it is newer: bookmarks sort oldest to newest as text. */
export function keepD1Bookmark(res: Response) {
  const bookmark = res.headers.get(D1_BOOKMARK_HEADER);
  newest ??= stored();
  if (!bookmark || (newest && bookmark <= newest)) return;
  newest = bookmark;
  try {
    sessionStorage.setItem(KEY, bookmark);
  } catch {
    // Private mode without storage: the tab still keeps it in memory.
  }
}
