// The claim's statements are prepared once and filled per run (worker/db/prepared-batch.ts): the
// answers must be exactly what drizzle's own batch gives for the same statements with values.
import { sql } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { runPrepared } from "../../worker/db/prepared-batch";
import { devicesToPush } from "../../worker/db/push-subscriptions";
import { claimedAt, nextPendingAt } from "../../worker/db/nudges";
import { mailRecipient } from "../../worker/db/users";
import { api, signUp } from "./helpers";

const userId = sql.placeholder("userId");
const claimAt = sql.placeholder("claimAt");

describe("prepared batch", () => {
  it("answers what drizzle's batch answers, booleans and numbers mapped alike, for each run's values", async () => {
    const db = getDb(env.DB);
    const [ana, ben] = [await signUp(), await signUp()];
    for (const [user, at] of [
      [ana, 3_000_000_000_000],
      [ben, 3_100_000_000_000],
    ] as const) {
      const res = await api("/api/reminder", {
        token: user.token,
        body: { targetName: "Ana", message: "Hi", remindAt: new Date(at).toISOString() },
      });
      expect(res.status).toBe(201);
    }
    await env.DB.prepare("UPDATE reminders SET sent = 1, sentAt = 42 WHERE userId = ?").bind(ben.id).run();
    await env.DB.prepare(
      "INSERT INTO push_subscriptions (userId, endpoint, p256dh, auth, label) VALUES (?, 'https://push.example/1', 'k', 'a', 'Chrome on Android')",
    )
      .bind(ana.id)
      .run();
    const statements = {
      recipient: mailRecipient(db, userId).prepare(),
      devices: devicesToPush(db, userId).prepare(),
      next: nextPendingAt(db, userId).prepare(),
      claimed: claimedAt(db, userId, claimAt).prepare(),
    };
    for (const user of [ana, ben]) {
      const got = await runPrepared(db, statements, { userId: user.id, claimAt: 42 });
      const [recipient, devices, next, claimed] = await db.batch([
        mailRecipient(db, user.id),
        devicesToPush(db, user.id),
        nextPendingAt(db, user.id),
        claimedAt(db, user.id, 42),
      ]);
      expect(got).toEqual({ recipient, devices, next, claimed });
    }
    const anas = await runPrepared(db, statements, { userId: ana.id, claimAt: 42 });
    expect(anas.recipient[0]!.isVerified).toBe(false);
    expect(anas.devices.map((s) => s.label)).toEqual(["Chrome on Android"]);
    expect(anas.next[0]!.at).toBe(3_000_000_000_000);
    const bens = await runPrepared(db, statements, { userId: ben.id, claimAt: 42 });
    expect(bens.claimed.map((n) => [n.userId, n.sent, n.sentAt])).toEqual([[ben.id, true, 42]]);
  });

  it("refuses to run with a placeholder left without a value", async () => {
    const db = getDb(env.DB);
    await expect(runPrepared(db, { next: nextPendingAt(db, userId).prepare() }, {})).rejects.toThrow(/userId/);
  });
});
