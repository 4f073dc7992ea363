// Sends the changes made offline, oldest first, one at a time, when the connection is back.
// A Web Lock keeps two open tabs from sending the same change twice.
import { toast } from "@/hooks/use-toast";
import { ApiError, queryClient, sendRequest } from "@/lib/api";
import { queuedChanges, removeChange } from "@/lib/offline-queue";

let running: Promise<void> | null = null;

async function sendAll() {
  let sent = 0;
  for (let change = queuedChanges()[0]; change; change = queuedChanges()[0]) {
    try {
      await sendRequest(change.method, change.path, change.body, change.idempotencyKey);
      sent++;
    } catch (error) {
      // No connection after all: the rest waits for the next "online".
      if (!(error instanceof ApiError)) break;
      // The server said no (the nudge was deleted elsewhere, a date has passed…): say so and move on.
      toast({
        variant: "destructive",
        title: "A change made offline failed",
        description: `${change.label}: ${error.serverMessage ?? error.message}`,
      });
    }
    removeChange(change.id);
  }
  if (sent > 0) await queryClient.invalidateQueries();
}

export function replayQueue(): Promise<void> {
  if (queuedChanges().length === 0) return Promise.resolve();
  running ??= (navigator.locks ? navigator.locks.request("nudge-offline-queue", sendAll) : sendAll()).finally(() => (running = null));
  return running;
}
