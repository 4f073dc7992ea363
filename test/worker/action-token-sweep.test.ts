// Expired nudge action tokens are swept by the half-hourly cron, for every user in one statement,
// instead of by each claim's batch; live ones stay and still work.
import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { api } from "./helpers";
import { deliveredNudge } from "./nudge-action-helpers";

const tokensOf = async (userId: number) =>
  (await env.DB.prepare("SELECT expiresAt FROM nudge_action_tokens WHERE userId = ?").bind(userId).all<{ expiresAt: number }>()).results;

const cron = (at: number) => worker.scheduled(createScheduledController({ scheduledTime: at, cron: "*/30 * * * *" }), env);

describe("the action tokens' sweep", () => {
  it("drops every user's expired tokens at the cron and keeps the live ones, which still work", async () => {
    const [expired, live] = [await deliveredNudge(), await deliveredNudge()];
    await env.DB.prepare("UPDATE nudge_action_tokens SET expiresAt = ? WHERE userId = ?")
      .bind(Date.now() - 1, expired.user.id)
      .run();
    expect(await tokensOf(expired.user.id)).toHaveLength(1);

    await cron(Date.now());
    expect(await tokensOf(expired.user.id)).toEqual([]);
    expect(await tokensOf(live.user.id)).toHaveLength(1);
    const done = await api("/api/nudge-actions/done", { body: { token: live.token } });
    expect(done.status, done.text).toBe(200);
  });
});
