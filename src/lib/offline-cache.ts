// The TanStack Query cache saved on this device, so the dashboard opens with the last known
// nudges, history and contacts offline. TanStack's own persister does the work (restore, expiry,
// discard, save on change); this file says whose copy it is: the session that filled it (one
// person's data never shows for another), wiped at sign-out with the queued changes.
import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import type { QueryClient } from "@tanstack/react-query";
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe } from "@tanstack/react-query-persist-client";
import { CACHE_LIFETIME, getToken } from "./api";
import { watchConnectivity } from "./connectivity";
import { clearQueue, queuedChanges, subscribeToQueue } from "./offline-queue";
import { sessionTag } from "./session-tag";

const CACHE_KEY = "nudge-offline-cache";

/** The signed-in session's tag, the saved copy's `buster`: a copy made by any other session is discarded. */
const owner = () => {
  const token = getToken();
  return token === null ? "" : sessionTag(token);
};

/**
 * localStorage under CACHE_KEY, at most one write per `throttleTime`. The library fixes `buster`
 * when it starts, but signing in and out happen without a reload, so the copy is tagged with the
 * session signed in when it is written, and nothing is written while nobody is: a save still due
 * at sign-out removes the copy instead. Storage full or blocked: the app still works online.
 */
function localPersister(throttleTime: number) {
  return createAsyncStoragePersister({
    key: CACHE_KEY,
    throttleTime,
    serialize: (client) => JSON.stringify({ ...client, buster: owner() }),
    storage: {
      getItem: (key) => localStorage.getItem(key),
      setItem: (key, value) => (getToken() === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)),
      removeItem: (key) => localStorage.removeItem(key),
    },
  });
}

/**
 * Before the first render (loadPage waits for it): fills the cache from the saved copy when it is
 * this session's and recent, else removes the copy (another session's, too old, unreadable, or in
 * the format before the library, which has no `timestamp`); then saves later changes.
 * TanStack assumes it starts online; a reload without a connection must not try to fetch.
 */
export async function restoreQueryCache(client: QueryClient) {
  watchConnectivity();
  const persister = localPersister(1000);
  const options = { queryClient: client, persister, buster: owner() };
  // Nobody signed in: nothing of anyone's comes back. The restore rejects only after removing an
  // unreadable copy: starting empty is the answer then.
  if (options.buster === "") await persister.removeClient();
  else await persistQueryClientRestore({ ...options, maxAge: CACHE_LIFETIME }).catch(() => undefined);
  // Shown at once, but checked with the server as soon as there is a connection.
  void client.invalidateQueries();
  // Changes waiting to be sent show in the lists now, and each one as it is queued. Offline before
  // the app was stored their code may be missing: the lists show them once it can be fetched.
  const showQueue = () => {
    if (queuedChanges().length > 0) import("./queued-cache").then((m) => m.showQueuedChanges(client)).catch(() => undefined);
  };
  showQueue();
  subscribeToQueue(showQueue);
  persistQueryClientSubscribe(options);
  // The library saves only on its timer, which a closing page never runs.
  const now = localPersister(0);
  addEventListener("pagehide", () => void persistQueryClientSave({ ...options, persister: now }));
}

/** At sign-out: nothing of this person's stays on the device. */
export function clearOfflineData() {
  localStorage.removeItem(CACHE_KEY);
  clearQueue();
}
