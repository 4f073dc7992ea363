// The Worker's entry: the API (Hono) for /api/*, static assets for the rest (wrangler.toml),
// the per-user NudgeScheduler Durable Object class, and the PUSH_QUEUE consumer (campaigns).
import { createApp } from "./app";
import { consumeCampaignBatch, type CampaignMessage } from "./campaign-queue";

export { NudgeScheduler } from "./scheduler";

const app = createApp();

export default {
  fetch: app.fetch,
  queue: consumeCampaignBatch,
} satisfies ExportedHandler<Env, CampaignMessage>;
