import { DurableObject } from "cloudflare:workers";
import { getDb } from "./db/client";
import { deleteSubscription, listSubscriptions } from "./db/push-subscriptions";
import { claimDue, duePending, nextPendingAt } from "./db/reminders";
import { nudgePayload } from "./nudge-payload";
import { sendPush, type PushOutcome } from "./push";
import { OUTBOX_SCHEMA, Outbox, type OutboxRow } from "./scheduler-outbox";

/** How long a notification stays worth delivering, and how long we keep retrying it. */
export const NUDGE_TTL_S = 24 * 60 * 60;
const MAX_BACKOFF_MS = 15 * 60 * 1000;
// Workers allow six simultaneous outgoing connections per invocation.
const SEND_CONCURRENCY = 6;

/**
 * One per user (named by the user id). Its alarm sits at the user's earliest pending nudge;
 * when it fires, due nudges are staged in this object's own SQLite outbox, claimed in D1,
 * and pushed to each of the user's subscriptions. The outbox makes delivery at-least-once
 * without duplicates: a subscription that accepted a nudge is crossed off before anything else
 * can retry it, and failures wait in the outbox with a backoff instead of being lost.
 */
export class NudgeScheduler extends DurableObject<Env> {
  private readonly outbox: Outbox;
  // Moves with every rearm(): tells the alarm that a nudge changed while it was reading D1 or
  // pushing, so the next-pending time it holds may be stale and must be read again.
  private generation = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(OUTBOX_SCHEMA);
    this.outbox = new Outbox(ctx.storage.sql);
  }

  /** Called after every change to the user's nudges: moves the alarm (or clears it). Answers the new alarm time. */
  async rearm(userId: number): Promise<number | null> {
    this.outbox.setUserId(userId);
    this.generation++;
    return this.armAtNextWake(userId);
  }

  /** The armed alarm time, or null: lets tests and diagnostics see the schedule. */
  async nextAlarm(): Promise<number | null> {
    return this.ctx.storage.getAlarm();
  }

  /**
   * Runs at least once per alarm and is retried if it throws, so every step is idempotent.
   * Two D1 round trips in all: (due nudges + devices), then (claim + next pending time).
   */
  async alarm(): Promise<void> {
    const userId = this.outbox.userId();
    if (userId === null) return;
    const now = Date.now();
    const generation = this.generation;
    const nextPending = await this.stageDueNudges(userId, now);
    await this.deliverOutbox(userId, now);
    await this.armAtNextWake(userId, nextPending === undefined ? undefined : { generation, at: nextPending });
  }

  /** Stages and claims what is due; answers the next pending time when it read one on the way. */
  private async stageDueNudges(userId: number, now: number): Promise<number | null | undefined> {
    const db = getDb(this.env.DB);
    const [due, subscriptions] = await db.batch([duePending(db, userId, now), listSubscriptions(db, userId)]);
    if (due.length === 0) return undefined;
    // Staged before the claim: a crash between the two finds them again next run (INSERT OR IGNORE).
    for (const nudge of due) this.outbox.stage(nudge.id, subscriptions, JSON.stringify(nudgePayload(nudge)), now);
    // The next pending time is read after the claim, inside the same batch, so it excludes these.
    const [claimQuery, ...moreClaims] = claimDue(db, userId, due.map((n) => n.id), now);
    const results = await db.batch([claimQuery!, ...moreClaims, nextPendingAt(db, userId)]);
    const next = (results.pop() as { at: number | null }[])[0];
    const claimed = new Set((results as { id: number }[][]).flat().map((row) => row.id));
    // Not claimed: edited to a later time or deleted since we read it. Not ours to send.
    for (const nudge of due) if (!claimed.has(nudge.id)) this.outbox.dropUnsent(nudge.id);
    return next?.at ?? null;
  }

  private async deliverOutbox(userId: number, now: number) {
    const queue = this.outbox.dueRows(now);
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        const outcome = await sendPush(this.env, row, JSON.parse(row.payload), { ttl: NUDGE_TTL_S, urgency: "high", topic: `nudge-${row.reminderId}` });
        await this.settle(userId, row, outcome, now);
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, queue.length) }, worker));
  }

  private async settle(userId: number, row: OutboxRow, outcome: PushOutcome, now: number) {
    switch (outcome.kind) {
      case "delivered":
        return this.outbox.remove(row.reminderId, row.subscriptionId);
      case "gone":
        this.outbox.removeSubscription(row.subscriptionId);
        return deleteSubscription(getDb(this.env.DB), userId, row.subscriptionId);
      case "rejected":
        console.warn(`Nudge ${row.reminderId} not deliverable to subscription ${row.subscriptionId}: ${outcome.reason}`);
        return this.outbox.remove(row.reminderId, row.subscriptionId);
      case "retry": {
        if (now - row.firstAttemptAt >= NUDGE_TTL_S * 1000) return this.outbox.remove(row.reminderId, row.subscriptionId);
        const backoff = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** row.attempts);
        return this.outbox.retryAt(row.reminderId, row.subscriptionId, now + (outcome.retryAfterMs ?? backoff));
      }
    }
  }

  /** Arms at the earlier of the next pending nudge and the next outbox retry. */
  private async armAtNextWake(userId: number, known?: { generation: number; at: number | null }) {
    let { generation, at } = known ?? { generation: Number.NaN, at: null };
    // Read again until no rearm() ran meanwhile: the last word must come from a fresh read.
    while (generation !== this.generation) {
      generation = this.generation;
      const [row] = await nextPendingAt(getDb(this.env.DB), userId);
      at = row?.at ?? null;
    }
    const retry = this.outbox.nextRetryAt();
    return this.armAt(at === null ? retry : retry === null ? at : Math.min(at, retry));
  }

  private async armAt(at: number | null) {
    const current = await this.ctx.storage.getAlarm();
    if (at === null) {
      if (current !== null) await this.ctx.storage.deleteAlarm();
    } else if (current !== at) {
      await this.ctx.storage.setAlarm(at);
    }
    return at;
  }
}
