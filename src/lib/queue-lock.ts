// Reads of the lists and the sending of queued changes never overlap, in this tab or another: a
// read answered by the server before a change reached it, but arriving after the change left the
// queue, would bring the old row back until the next read (the old text flickering back, a
// nudge made offline vanishing for a moment). The same Web Lock keeps two tabs from sending one
// change twice. Reads take it only while changes wait, shared, so they never wait on each other.
import { queuedChanges } from "./offline-queue";

/** Held by the replay (replay-queue.ts) while it sends: after the reads already on their way, before any read that comes later. */
export const QUEUE_LOCK = "nudge-offline-queue";

/** A read that waits while queued changes are being sent. */
export function readBetweenSends<T>(read: () => Promise<T>): Promise<T> {
  if (queuedChanges().length === 0 || !navigator.locks) return read();
  return navigator.locks.request(QUEUE_LOCK, { mode: "shared" }, read);
}
