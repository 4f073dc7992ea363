// Background syncs: a Cron Trigger (wrangler.toml) takes the address books whose sync is due and
// sends their owners to SYNC_QUEUE; the consumer syncs each. The cron only picks who is due (one
// indexed query); the work runs in queue invocations, each with its own subrequest and query
// budgets, so the number of people syncing doesn't meet a single invocation's limits. A run that
// left cards for later queues the next one. Connected calendars (worker/calendar/) ride the same
// queue: their messages say kind "calendar".
import { runPull } from "../calendar/run";
import { takeDue } from "../db/address-books";
import { takeDueCalendars } from "../db/calendars";
import { getDb } from "../db/client";
import { runSync } from "./run";

export type SyncMessage = { userId: number; kind?: "calendar" };
/** The queue's name in wrangler.toml: the Worker's one queue() handler tells batches apart by it. */
export const SYNC_QUEUE_NAME = "nudge-address-book-sync";

// sendBatch takes at most 100 messages per call; a round sends at most this many.
const MESSAGES_PER_BATCH = 100;
const PER_ROUND = 1000;
// A queued sync that never ran is due again after this long.
const REQUEUE_AFTER_MS = 60 * 60 * 1000;

/** The Cron Trigger: queue every address book and calendar whose sync is due. */
export async function queueDueSyncs(env: Env, now = Date.now()) {
  const db = getDb(env.DB);
  const books: SyncMessage[] = (await takeDue(db, now, PER_ROUND, now + REQUEUE_AFTER_MS)).map((userId) => ({ userId }));
  const calendars: SyncMessage[] = (await takeDueCalendars(db, now, PER_ROUND, now + REQUEUE_AFTER_MS)).map((userId) => ({
    userId,
    kind: "calendar",
  }));
  const messages = [...books, ...calendars];
  for (let i = 0; i < messages.length; i += MESSAGES_PER_BATCH)
    await env.SYNC_QUEUE.sendBatch(messages.slice(i, i + MESSAGES_PER_BATCH).map((body) => ({ body })));
  return messages.length;
}

/** One message's work: answers whether some is left for the next run. */
async function runOne(env: Env, message: SyncMessage) {
  if (message.kind === "calendar") {
    const run = await runPull(env, message.userId);
    return run.status === "done" && run.counts.remaining > 0;
  }
  const run = await runSync(env, message.userId);
  return run.status === "done" && run.counts.remaining > 0;
}

/** The consumer: one sync or pull per message; one that left work for later is queued again. */
export async function consumeSyncBatch(batch: MessageBatch<SyncMessage>, env: Env) {
  for (const message of batch.messages) {
    try {
      if (await runOne(env, message.body)) await env.SYNC_QUEUE.send(message.body);
      message.ack();
    } catch (err) {
      console.error(
        `${message.body.kind === "calendar" ? "Calendar pull" : "Address book sync"} of user ${message.body.userId} failed; retrying`,
        err,
      );
      message.retry({ delaySeconds: 60 });
    }
  }
}
