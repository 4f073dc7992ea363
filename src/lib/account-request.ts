// Opens the header's Account dialog at one of its sections from anywhere on the page (a missed
// nudge's "Turn nudge emails back on"), without the page's parts importing the account feature.
// Kept until the section has been shown: a press before the dialog's code has arrived still opens it.
import { useSyncExternalStore } from "react";

/** The Account dialog's sections a fix can point at (their AccountSection ids). */
export type AccountPlace = "devices" | "email-nudges" | "message-drafts";

let request: AccountPlace | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Open Account, scrolled to `place`. */
export function openAccount(place: AccountPlace) {
  request = place;
  notify();
}

/** The section has been shown: a later render must not scroll to it again. */
export function accountShown() {
  request = null;
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The open request, if any: the dialog opens on one, and the named section scrolls into view. */
export const useAccountRequest = () => useSyncExternalStore(subscribe, () => request);
