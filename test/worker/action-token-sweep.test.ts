// Expired action tokens go: each person's object drops its own when it next stores new ones, and
// the half-hourly cron sweeps the ones D1 still holds from before, for every user in one statement.
// Live ones stay and still work.
import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { dueNudge } from "./delivery-helpers";
import { api, signUp } from "./helpers";
import { deliveredNudge, expireTokens, legacyToken, runAlarm, tokensOf } from "./nudge-action-helpers";

const legacyTokensOf = async (userId: number) =>
  (await env.DB.prepare("SELECT expiresAt FROM nudge_action_tokens WHERE userId = ?").bind(userId).all<{ expiresAt: number }>()).results;

const cron = (at: number) => worker.scheduled(createScheduledController({ scheduledTime: at, cron: "*/30 * * * *" }), env);
const done = (token: string) => api("/api/nudge-actions/done", { body: { token } });

describe("the action tokens' sweep", () => {
  it("drops a person's expired tokens when their object stores the next ones, and keeps the live ones, which still work", async () => {
    const { user, token, nudgeId } = await deliveredNudge();
    await expireTokens(user.id, Date.now() - 1);
    const live = await dueNudge(user.token);
    await runAlarm(user.id);
    expect((await tokensOf(user.id)).map((t) => t.reminderId)).toEqual([live.id]);
    expect(nudgeId).not.toBe(live.id);
    expect((await done(token)).status).toBe(401);
  });

  it("drops every user's expired tokens from D1 at the cron and keeps the live ones, which still work", async () => {
    const [old, current] = [await signUp(), await signUp()];
    const [oldNudge, currentNudge] = [await dueNudge(old.token), await dueNudge(current.token)];
    await legacyToken(old.id, oldNudge.id, Date.now() - 1);
    const live = await legacyToken(current.id, currentNudge.id);
    expect(await legacyTokensOf(old.id)).toHaveLength(1);

    await cron(Date.now());
    expect(await legacyTokensOf(old.id)).toEqual([]);
    expect(await legacyTokensOf(current.id)).toHaveLength(1);
    const res = await done(live);
    expect(res.status, res.text).toBe(200);
  });
});
