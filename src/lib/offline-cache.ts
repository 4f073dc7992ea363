// The TanStack Query cache saved on this device, so the dashboard opens with the last known
// nudges, history and contacts offline. It belongs to the session that filled it (one person's
// data never shows for another) and is wiped at sign-out with the queued changes.
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { CACHE_LIFETIME, getToken } from "./api";
import { watchConnectivity } from "./connectivity";
import { clearQueue } from "./offline-queue";
import { sessionTag } from "./session-tag";

const CACHE_KEY = "nudge-offline-cache";
type Saved = { owner: string; savedAt: number; state: DehydratedState };

/**
 * Before the first render: fills the cache from the saved copy when it is this session's and
 * recent. TanStack assumes it starts online; a reload without a connection must not try to fetch.
 */
export function restoreQueryCache(client: QueryClient) {
  watchConnectivity();
  const token = getToken();
  const raw = localStorage.getItem(CACHE_KEY);
  if (!raw) return;
  try {
    const saved = JSON.parse(raw) as Saved;
    if (!token || saved.owner !== sessionTag(token) || Date.now() - saved.savedAt > CACHE_LIFETIME) throw new Error("not this session's");
    hydrate(client, saved.state);
    // Shown at once, but checked with the server as soon as there is a connection.
    void client.invalidateQueries();
  } catch {
    localStorage.removeItem(CACHE_KEY);
  }
}

function save(client: QueryClient) {
  const token = getToken();
  if (!token) return localStorage.removeItem(CACHE_KEY);
  try {
    const saved: Saved = { owner: sessionTag(token), savedAt: Date.now(), state: dehydrate(client) };
    localStorage.setItem(CACHE_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or blocked: the app still works online, just not offline.
  }
}

/** Saves the cache a second after it changes (and when the page is hidden or closed). */
export function persistQueryCache(client: QueryClient) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  client.getQueryCache().subscribe(() => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      save(client);
    }, 1000);
  });
  addEventListener("pagehide", () => save(client));
}

/** At sign-out: nothing of this person's stays on the device. */
export function clearOfflineData() {
  localStorage.removeItem(CACHE_KEY);
  clearQueue();
}
