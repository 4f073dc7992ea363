// Background syncs: a Cron Trigger (wrangler.toml) takes the address books whose sync is due and
// sends their owners to SYNC_QUEUE; the consumer syncs each. The cron only picks who is due (one
// indexed query); the work runs in queue invocations, each with its own subrequest and query
// budgets, so the number of people syncing doesn't meet a single invocation's limits. A run that
// left cards for later queues the next one.
import { takeDue } from "../db/address-books";
import { getDb } from "../db/client";
import { runSync } from "./run";

export type SyncMessage = { userId: number };
/** The queue's name in wrangler.toml: the Worker's one queue() handler tells batches apart by it. */
export const SYNC_QUEUE_NAME = "nudge-address-book-sync";

// sendBatch takes at most 100 messages per call; a round sends at most this many.
const MESSAGES_PER_BATCH = 100;
const PER_ROUND = 1000;
// A queued sync that never ran is due again after this long.
const REQUEUE_AFTER_MS = 60 * 60 * 1000;

/** The Cron Trigger: queue every address book whose sync is due. */
export async function queueDueSyncs(env: Env, now = Date.now()) {
  const userIds = await takeDue(getDb(env.DB), now, PER_ROUND, now + REQUEUE_AFTER_MS);
  for (let i = 0; i < userIds.length; i += MESSAGES_PER_BATCH)
    await env.SYNC_QUEUE.sendBatch(userIds.slice(i, i + MESSAGES_PER_BATCH).map((userId) => ({ body: { userId } })));
  return userIds.length;
}

/** The consumer: one sync per message; one that left cards for later is queued again. */
export async function consumeSyncBatch(batch: MessageBatch<SyncMessage>, env: Env) {
  for (const message of batch.messages) {
    try {
      const run = await runSync(env, message.body.userId);
      if (run.status === "done" && run.counts.remaining > 0) await env.SYNC_QUEUE.send({ userId: message.body.userId });
      message.ack();
    } catch (err) {
      console.error(`Address book sync of user ${message.body.userId} failed; retrying`, err);
      message.retry({ delaySeconds: 60 });
    }
  }
}
