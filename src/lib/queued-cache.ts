// The changes waiting in the offline queue, shown in the cached lists the moment one is queued
// (in this tab or another), so the saved copy of the cache has them too after a reload offline.
// The queue stays what is sent; this only changes what the lists show (queued-lists.ts). Loaded
// by offline-cache.ts only once a change waits: the dashboard's first paint does without it.
import { type QueryClient, replaceEqualDeep } from "@tanstack/react-query";
import { queuedChanges } from "./offline-queue";
import { withQueuedChanges } from "./queued-lists";

export function showQueuedChanges(client: QueryClient) {
  const changes = queuedChanges();
  for (const query of client.getQueryCache().getAll()) {
    const { data, dataUpdatedAt } = query.state;
    const shown = withQueuedChanges(query.queryKey, data, changes);
    // A list the changes leave as it is keeps its data; one they change keeps its age, so it is
    // read again as it would have been (the replay reads every list once the queue is sent).
    if (replaceEqualDeep(data, shown) !== data) client.setQueryData(query.queryKey, shown, { updatedAt: dataUpdatedAt });
  }
}
