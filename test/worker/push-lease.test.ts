// The push outbox's lease (issue 38): a push being sent is leased for one push request's time
// (its timeout plus a margin), so the pushes of an alarm that died mid-send go out again that
// soon after, not a minute later, and never while a live send may still be under way.
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sendPush } from "../../worker/delivery/push";
import type { OutboxRow } from "../../worker/delivery/outbox";
import { signUp } from "./helpers";
import { dueNudge, rerunAlarm, schedulerSql, sleep, stubOf } from "./delivery-helpers";
import { delivered, scriptResponses, subscribeDevice } from "./push-helpers";

// The push request's timeout and the lease on top of it, in ms (worker/delivery/push.ts,
// worker/delivery/scheduler.ts).
const PUSH_TIMEOUT = 10_000;
const LEASE = 15_000;

type Row = Omit<OutboxRow, "attempts" | "firstAttemptAt">;

describe("the push lease", () => {
  it("leases a push for one request's time; a crashed send goes out again once that lease ends, not before", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    const nudge = await dueNudge(user.token);
    // The push service takes its time, so the row can be seen while it is leased.
    await scriptResponses(device, [], undefined, 400);
    const before = Date.now();
    const alarm = runInDurableObject(stubOf(user.id), (instance) => instance.alarm());
    await sleep(150);
    const [leased] = await schedulerSql<Row>(user.id, "SELECT * FROM outbox");
    const after = Date.now();
    await alarm;
    expect(leased!.reminderId).toBe(nudge.id);
    // Longer than a push request may take (its timeout), and not much more.
    expect(leased!.nextAttemptAt).toBeGreaterThanOrEqual(before + PUSH_TIMEOUT);
    expect(leased!.nextAttemptAt).toBeLessThanOrEqual(after + LEASE);

    // What a crash after the push service took it leaves: the row, still leased.
    const { reminderId, subscriptionId, endpoint, p256dh, auth, payload, nextAttemptAt } = leased!;
    await schedulerSql(
      user.id,
      "INSERT INTO outbox (reminderId, subscriptionId, endpoint, p256dh, auth, payload, attempts, firstAttemptAt, nextAttemptAt) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)",
      ...[reminderId, subscriptionId, endpoint, p256dh, auth, payload, before, nextAttemptAt],
    );
    await scriptResponses(device, [], undefined, 0);
    // The runtime's retry of the alarm, while the lease runs: nothing is sent again, and the alarm
    // waits for the lease's end.
    await rerunAlarm(user.id);
    expect(await delivered(device)).toHaveLength(1);
    expect(await runInDurableObject(stubOf(user.id), (instance) => instance.nextAlarm())).toBe(nextAttemptAt);
    // The lease ran out: the alarm at its end sends it again (the service worker shows it once).
    await schedulerSql(user.id, "UPDATE outbox SET nextAttemptAt = ?", Date.now() - 1);
    await rerunAlarm(user.id);
    expect(await delivered(device)).toHaveLength(2);
    expect(await schedulerSql(user.id, "SELECT * FROM outbox")).toEqual([]);
  });

  it("a push service that does not answer in time is a retry, so no send outlives its lease", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    await scriptResponses(device, [], undefined, 2_000);
    const target = { endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth };
    const started = Date.now();
    const outcome = await sendPush(env, target, { hello: 1 }, { ttl: 60, urgency: "high", timeoutMs: 200 });
    expect(outcome).toEqual({ kind: "retry", status: null, retryAfterMs: null });
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
