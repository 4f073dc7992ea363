// The Worker's entry: the API (Hono) for /api/*, static assets for the rest (wrangler.toml),
// the per-user NudgeScheduler Durable Object class, the queue consumers (push campaigns and
// address book syncs), the Cron Trigger that queues due address book syncs, and the email()
// handler that takes mail sent to an account's mail-in address (worker/mail-in/).
import { createApp } from "./app";
import { consumeCampaignBatch, type CampaignMessage } from "./delivery/campaign-queue";
import { consumeSyncBatch, queueDueSyncs, SYNC_QUEUE_NAME, type SyncMessage } from "./carddav/queue";

import { getDb } from "./db/client";
import { receiveMail } from "./mail-in/receive";
import { pruneReviews, REVIEW_KEPT_MS } from "./db/interaction-reviews";
import { DRAFTS_KEPT_MS, pruneDrafts } from "./db/draft-cache";
import { pruneActionTokens } from "./db/nudge-action-tokens";

export { NudgeScheduler } from "./delivery/scheduler";

const app = createApp();

export default {
  fetch: app.fetch,
  queue: (batch, env) =>
    batch.queue === SYNC_QUEUE_NAME
      ? consumeSyncBatch(batch as MessageBatch<SyncMessage>, env)
      : consumeCampaignBatch(batch as MessageBatch<CampaignMessage>, env),
  email: async (message, env) => {
    await receiveMail(message, env);
  },
  scheduled: async (controller, env) => {
    await queueDueSyncs(env);
    // Nothing a pull reads again (the calendar reads 90 days back) needs its review kept.
    await pruneReviews(getDb(env.DB), controller.scheduledTime - REVIEW_KEPT_MS);
    await pruneDrafts(getDb(env.DB), controller.scheduledTime - DRAFTS_KEPT_MS);
    await pruneActionTokens(getDb(env.DB), controller.scheduledTime);
  },
} satisfies ExportedHandler<Env, CampaignMessage | SyncMessage>;
