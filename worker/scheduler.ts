import { DurableObject } from "cloudflare:workers";
import { getDb } from "./db/client";
import type { pushSubscriptions, reminders } from "./db/schema";
import { deleteSubscription, listSubscriptions } from "./db/push-subscriptions";
import { renewSentCheckIns, sentCheckIns } from "./db/check-ins";
import { renewSentDates, sentDateNudges } from "./db/important-dates";
import { claimTokens, readyTokens, tokensForClaim, type ReadyTokens } from "./db/nudge-action-tokens";
import { claimDue, claimedAt, nextPendingAt } from "./db/reminders";
import { nudgePayload } from "./nudge-payload";
import { sendPush, type PushOutcome } from "./push";
import { OUTBOX_SCHEMA, Outbox, type OutboxRow } from "./scheduler-outbox";
import { QuietHoursStore, type QuietSettings } from "./scheduler-quiet-hours";

/** How long a notification stays worth delivering, and how long we keep retrying it. */
export const NUDGE_TTL_S = 24 * 60 * 60;
// A notification's Done/Snooze token outlives the push's TTL by a day: a push delivered late in its
// TTL can still be acted on from the lock screen, and after that the app's history can.
const ACTION_TOKEN_MS = (NUDGE_TTL_S + 24 * 60 * 60) * 1000;
// Tokens made ahead of each claim and stored in its batch: enough for the nudges a user has due at
// one moment; a claim of more mints the rest in a second round trip.
const TOKENS_AHEAD = 4;
const MAX_BACKOFF_MS = 15 * 60 * 1000;
// Workers allow six simultaneous outgoing connections per invocation.
const SEND_CONCURRENCY = 6;
// Longer than any push request takes: pushes being sent are leased this long (see Outbox.takeDue).
const SEND_LEASE_MS = 60_000;

type Reminder = typeof reminders.$inferSelect;
type Subscription = typeof pushSubscriptions.$inferSelect;

/**
 * One per user (named by the user id). Its alarm sits at the user's earliest pending nudge;
 * when it fires, due nudges are staged in this object's own SQLite outbox, claimed in D1,
 * and pushed to each of the user's subscriptions. The outbox makes delivery at-least-once
 * without duplicates: a subscription that accepted a nudge is crossed off before anything else
 * can retry it, and failures wait in the outbox with a backoff instead of being lost.
 */
export class NudgeScheduler extends DurableObject<Env> {
  private readonly outbox: Outbox;
  private readonly quietHours: QuietHoursStore;
  // Moves with every rearm(): tells the alarm that a nudge changed while it was reading D1 or
  // pushing, so the next-pending time it holds may be stale and must be read again.
  private generation = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(OUTBOX_SCHEMA);
    this.outbox = new Outbox(ctx.storage.sql);
    this.quietHours = new QuietHoursStore(ctx.storage.sql);
  }

  /** Called after every change to the user's nudges: moves the alarm (or clears it). Answers the new alarm time. */
  async rearm(userId: number): Promise<number | null> {
    this.outbox.setUserId(userId);
    this.generation++;
    return this.armAtNextWake(userId);
  }

  /** The user changed their time zone or quiet hours: keep them here and move the alarm to match. */
  async setQuietHours(userId: number, settings: QuietSettings): Promise<number | null> {
    this.quietHours.set(settings);
    return this.rearm(userId);
  }

  /** The user deleted their account: drop the alarm and everything stored here (outbox, user id). */
  async forget(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  /**
   * The person removed devices (or all of them: password reset, sign out everywhere): nothing
   * staged for them may be pushed any more.
   */
  async forgetDevices(subscriptionIds: number[] | "all"): Promise<void> {
    if (subscriptionIds === "all") this.outbox.clear();
    else for (const id of subscriptionIds) this.outbox.removeSubscription(id);
  }

  /** The armed alarm time, or null: lets tests and diagnostics see the schedule. */
  async nextAlarm(): Promise<number | null> {
    return this.ctx.storage.getAlarm();
  }

  /**
   * Runs at least once per alarm and is retried if it throws, so every step is idempotent.
   * One D1 round trip: a batch that claims, stores the claimed nudges' action tokens (made ahead;
   * a push must never hold a token D1 doesn't know), reads the devices and the next time.
   */
  async alarm(): Promise<void> {
    const userId = this.outbox.userId();
    if (userId === null) return;
    const now = Date.now();
    // Inside quiet hours nothing is claimed or pushed: sleep until they end.
    const quietUntil = this.quietHours.endOfQuietAt(now);
    if (quietUntil !== null) {
      await this.armAt(quietUntil);
      return;
    }
    const generation = this.generation;
    const db = getDb(this.env.DB);
    const open = this.outbox.openClaim();
    if (open !== null) {
      const ready = await readyTokens(TOKENS_AHEAD);
      const [claimed, subscriptions, , stored] = await db.batch([
        claimedAt(db, userId, open),
        listSubscriptions(db, userId),
        ...claimTokens(db, userId, open, ready, now, now + ACTION_TOKEN_MS),
      ]);
      await this.stage(userId, claimed, subscriptions, { stored, ready }, now);
    }
    const ready = await readyTokens(TOKENS_AHEAD);
    const claimAt = this.outbox.beginClaim(now);
    // Check-ins and dates whose nudge is sent (by this claim or an earlier run cut short) ride in
    // the same round trip: they need their next nudge.
    const [claimed, subscriptions, [next], checkIns, dates, , stored] = await db.batch([
      claimDue(db, userId, claimAt),
      listSubscriptions(db, userId),
      nextPendingAt(db, userId),
      sentCheckIns(db, userId),
      sentDateNudges(db, userId),
      ...claimTokens(db, userId, claimAt, ready, now, now + ACTION_TOKEN_MS),
    ]);
    await this.stage(userId, claimed, subscriptions, { stored, ready }, now);
    await this.deliverOutbox(userId, now);
    // New nudges the batch above could not see: the next wake is read again. If this throws, the
    // retried alarm finds the same sent check-ins and dates (delivery is already crossed off).
    if (await this.followUp(userId, checkIns, dates)) this.generation++;
    await this.armAtNextWake(userId, { generation, at: next?.at ?? null });
  }

  /** A sent check-in comes back a cadence later, a date a year later. (A nudge counts as contact only once marked done.) */
  private async followUp(userId: number, checkIns: { contactId: number; sentAt: number | null }[], dates: Parameters<typeof renewSentDates>[2]) {
    const db = getDb(this.env.DB);
    const renewedDates = dates.length > 0 && (await renewSentDates(db, userId, dates));
    const renewedCheckIns = checkIns.length > 0 && (await renewSentCheckIns(db, userId, checkIns));
    return renewedDates || renewedCheckIns;
  }

  // Each nudge's push carries its own action token, stored in D1 by the claim's batch (or minted now
  // if the claim took more than TOKENS_AHEAD). A claim recovered later gets new tokens; the outbox
  // keeps the first payload.
  private async stage(userId: number, claimed: Reminder[], subscriptions: Subscription[], made: { stored: { tokenHash: string; reminderId: number }[]; ready: ReadyTokens }, now: number) {
    const ids = claimed.map((r) => r.id);
    const tokens = await tokensForClaim(getDb(this.env.DB), userId, ids, made.stored, made.ready, now, now + ACTION_TOKEN_MS);
    const nudges = claimed.map((nudge) => ({ id: nudge.id, payload: JSON.stringify(nudgePayload(nudge, tokens.get(nudge.id)!)) }));
    this.ctx.storage.transactionSync(() => this.outbox.stageClaim(nudges, subscriptions, now));
  }

  private async deliverOutbox(userId: number, now: number) {
    const queue = this.outbox.takeDue(now, now + SEND_LEASE_MS);
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
    return this.armAt(this.quietHours.defer(at === null ? retry : retry === null ? at : Math.min(at, retry)));
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
