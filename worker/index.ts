// The Worker's entry: the API (Hono) for /api/*, static assets for the rest (wrangler.toml),
// and the per-user NudgeScheduler Durable Object class.
import { createApp } from "./app";

export { NudgeScheduler } from "./scheduler";

const app = createApp();

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
