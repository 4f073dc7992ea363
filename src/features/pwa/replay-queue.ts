// Sends the changes made offline, oldest first, one at a time, when the connection is back.
// queue-lock.ts keeps two open tabs from sending the same change twice, and the lists' reads
// from overlapping the sending.
import { t } from "@lingui/core/macro";
import { toast } from "@/hooks/use-toast";
import { ApiError, queryClient, sendRequest } from "@/lib/api";
import { queuedChanges, removeChange } from "@/lib/offline-queue";
import { QUEUE_LOCK } from "@/lib/queue-lock";

let running: Promise<void> | null = null;

/** Sends what waits; answers how many changes left the queue (sent, or refused by the server). */
async function sendAll() {
  let done = 0;
  for (let change = queuedChanges()[0]; change; change = queuedChanges()[0]) {
    try {
      await sendRequest(change.method, change.path, change.body, change.idempotencyKey);
    } catch (error) {
      // No connection after all: the rest waits for the next "online".
      if (!(error instanceof ApiError)) break;
      // The server said no (the nudge was deleted elsewhere, a date has passed…): say so and move on.
      toast({
        variant: "destructive",
        title: t`A change made offline failed`,
        description: `${change.label}: ${error.serverMessage ?? error.message}`,
      });
    }
    removeChange(change.id);
    done++;
  }
  return done;
}

/**
 * Sends the queue, then reads every list again: the server's rows replace the ones shown while
 * the changes waited (a refused change's too). The reads come after the lock is let go, as they
 * wait for it while changes are left (ones the server could not be reached for).
 */
export function replayQueue(): Promise<void> {
  if (queuedChanges().length === 0) return Promise.resolve();
  running ??= (navigator.locks ? navigator.locks.request(QUEUE_LOCK, sendAll) : sendAll())
    .then((done) => (done > 0 ? queryClient.invalidateQueries() : undefined))
    .finally(() => (running = null));
  return running;
}
