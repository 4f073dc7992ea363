import { t } from "@lingui/core/macro";
import { DurableObject } from "cloudflare:workers";
import { getDb } from "../db/client";
import { saveDeliveries } from "../db/deliveries";
import { checkInRenewal } from "../db/check-in-renewal";
import { dateRenewal } from "../db/important-dates";
import { renew } from "../db/renewal";
import { DEFAULT_TIME_ZONE } from "../contracts/time-zone";
import { seriesRenewal } from "../db/series";
import { nextPendingAt } from "../db/nudges";
import { deliverMail, type Mail } from "./mailer";
import type { Recipient } from "./email-html";
import { nudgeEmail } from "./nudge-email";
import { phoneKey } from "../contracts/contacts";
import { contextLines } from "./nudge-context";
import { nudgePayload } from "./nudge-payload";
import { PUSH_TIMEOUT_MS, sendPush } from "./push";
import { failureInWords } from "./push-failure";
import { claim, type Claim } from "./claim";
import { ActionTokens, mintTokens, type MintedToken, type TokenUse } from "./action-tokens";
import { hashToken } from "../auth/tokens";
import { Dispatch, NUDGE_TTL_S, emailPlan, type EmailChoices } from "./dispatch";
import { QuietHoursStore, type QuietSettings } from "./quiet-hours";
import { DigestStore, type DigestRow } from "./digest-store";
import { ensureSchema } from "./storage-schema";
import { Meta } from "./meta";
import { earliest, isDue, nextAttempts } from "./waiting";
import type { DigestRule } from "../contracts/digest";
import { devicesToPush } from "../db/push-subscriptions";
import { mailRecipient } from "../db/users";
import { speaking } from "../i18n/request";
import { digestMail } from "./digest-mail";
import { digestPayload } from "./digest-push";
import { todayFrom, todayReads, todayWindow } from "../nudges/today";

export { NUDGE_TTL_S };
// A notification's Done/Snooze token outlives the push's TTL by a day: a push delivered late in its
// TTL can still be acted on from the lock screen, and after that the app's history can.
const ACTION_TOKEN_MS = (NUDGE_TTL_S + 24 * 60 * 60) * 1000;
// Workers allow six simultaneous outgoing connections per invocation.
const SEND_CONCURRENCY = 6;
// A nudge's push is leased as it is sent (Outbox.lease) for one push request (it times out) and a
// margin for encrypting it before and crossing it off after: the shorter the lease, the sooner a
// push whose alarm died mid-send goes out again.
const PUSH_LEASE_MS = PUSH_TIMEOUT_MS + 5_000;
// Emails are all sent at once, each with its own timeout (mailer.ts), and a digest's pushes are
// leased together while sent a few at a time: this outlasts both.
const SEND_LEASE_MS = 60_000;

type MailTo = Recipient & EmailChoices;
// A digest is worth half a day at most (its push service may hold it that long); a newer one replaces it there (topic).
const DIGEST_TTL_S = 12 * 60 * 60;

/**
 * One per user (named by the user id). Its alarm sits at the user's earliest pending nudge;
 * when it fires, due nudges are staged in this object's own SQLite outbox, claimed in D1,
 * and pushed to each of the user's devices, then emailed when no device took them (or
 * always, if the person asked). The outboxes make delivery at-least-once without duplicates: a
 * push or email that was accepted is crossed off before anything else can retry it, and failures
 * wait with a backoff instead of being lost. How each went out is expected in the claim's batch and
 * only what turned out otherwise is written after (log.ts). After the nudges, the same
 * alarm sends the person's digest when it is due (digest-store.ts).
 */
export class NudgeScheduler extends DurableObject<Env> {
  private readonly meta: Meta;
  private readonly dispatch: Dispatch;
  private readonly quietHours: QuietHoursStore;
  private readonly digest: DigestStore;
  private readonly tokens: ActionTokens;
  // Moves with every rearm(): tells the alarm that a nudge changed while it was reading D1 or
  // pushing, so the next-pending time it holds may be stale and must be read again.
  private generation = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.meta = new Meta(ctx.storage.sql);
    ensureSchema(ctx.storage.sql, this.meta);
    this.dispatch = new Dispatch(ctx.storage.sql, this.meta);
    this.quietHours = new QuietHoursStore(this.meta);
    this.digest = new DigestStore(ctx.storage.sql, this.meta);
    this.tokens = new ActionTokens(ctx.storage.sql);
  }

  /** Called after every change to the user's nudges: moves the alarm (or clears it). Answers the new alarm time. */
  async rearm(userId: number): Promise<number | null> {
    this.dispatch.outbox.setUserId(userId);
    this.generation++;
    return this.armAtNextWake(userId);
  }

  /** The user changed their time zone, quiet hours or digest: keep them here and move the alarm to match. */
  async setSettings(userId: number, { digest, ...quiet }: QuietSettings & { digest: DigestRule | null }): Promise<number | null> {
    this.quietHours.set(quiet);
    this.digest.set(digest, Date.now());
    return this.rearm(userId);
  }

  /** The user deleted their account: drop the alarm and everything stored here (outbox, user id). */
  async forget(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.meta.reset();
  }

  /**
   * The person removed devices (or all of them: password reset, sign out everywhere): nothing
   * staged for them may be pushed any more.
   */
  async forgetDevices(subscriptionIds: number[] | "all"): Promise<void> {
    const userId = this.dispatch.outbox.userId();
    if (userId === null) return;
    const ids = subscriptionIds === "all" ? this.dispatch.outbox.subscriptions() : subscriptionIds;
    const now = Date.now();
    this.transaction(() => {
      // Not translated: stored in the delivery record and shown as written, like a push service's own reason.
      for (const id of ids) this.dispatch.dropDevice(id, "removed", "You removed this device", now);
      if (subscriptionIds === "all") this.digest.dropDevice("all");
      else for (const id of subscriptionIds) this.digest.dropDevice(id);
    });
    // Emails that no longer wait for a device are due now, and the record must reach D1: the alarm does both.
    if (this.dispatch.log.hasUnsaved()) await this.armAt(now);
  }

  /** The browser renewed a device's subscription (pushsubscriptionchange): pushes waiting for it go to the new one. */
  async renewDevice(subscriptionId: number, keys: { endpoint: string; p256dh: string; auth: string }): Promise<void> {
    this.dispatch.outbox.renew(subscriptionId, keys);
    this.digest.renew(subscriptionId, keys);
  }

  /**
   * A notification's action with its token (routes/nudge-actions.ts): uses the token up and
   * answers the nudge it acts on, once.
   */
  async spendActionToken(token: string, now: number): Promise<TokenUse> {
    const userId = this.dispatch.outbox.userId();
    if (userId === null) return "invalid";
    const spent = this.tokens.spend(await hashToken(token), now);
    return typeof spent === "number" ? { userId, reminderId: spent } : spent;
  }

  /** The armed alarm time, or null: lets tests and diagnostics see the schedule. */
  async nextAlarm(): Promise<number | null> {
    return this.ctx.storage.getAlarm();
  }

  /**
   * Runs at least once per alarm and is retried if it throws, so every step is idempotent.
   * A claim cut short is first read again and staged; then what is due now is claimed (one D1
   * round trip each, see claim.ts), staged, sent, and its record saved.
   */
  async alarm(): Promise<void> {
    // What the alarm writes down in words (why a push failed) is in the person's language; what
    // it sends is written in the language the claim read (stage, sendDigest).
    return speaking(this.quietHours.language(), () => this.wake());
  }

  private async wake(): Promise<void> {
    const outbox = this.dispatch.outbox;
    const userId = outbox.userId();
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
    const open = outbox.openClaim();
    if (open !== null) await this.stage(await claim(db, { userId, claimAt: open, due: false }), now);
    // Woken for the digest with no nudge due: no claim. At a morning's digest time thousands of
    // alarms fire at once, and this spares D1 a batch each (the bench's digest row).
    const renewFrom = outbox.renewFrom();
    const claimAt = this.mayHaveDue(now) ? outbox.beginClaim(now) : null;
    const due = claimAt === null ? null : await claim(db, { userId, claimAt, due: true, renewFrom });
    if (due) await this.stage(due, now);
    await this.deliverOutbox(now);
    const waiting = nextAttempts(this.ctx.storage.sql);
    if (due && isDue(waiting.mail, Date.now())) await this.deliverMail(due.recipient, now);
    // The digest after the nudges, so it never holds one up; it never throws.
    await this.sendDigest(userId, now, isDue(waiting.digest, now));
    // How it all went, in one round trip. If this throws, the retried alarm saves it (it stays noted here).
    await this.saveLog(userId);
    // The next check-ins, dates and occurrences of what was sent, in one batch; their times are
    // known, so the next wake needs no read. If this throws, the retried alarm finds the same sent
    // nudges (delivery is already crossed off): renewal reads start before this claim until the
    // claim is noted with the next wake.
    const next = due ? earliest(due.next, await this.followUp(userId, due)) : (outbox.nextNudge() ?? null);
    await this.armAtNextWake(userId, { generation, at: next, renewed: claimAt });
  }

  /**
   * Whether to claim: always, unless the alarm woke for the digest while the next nudge (as noted at
   * the last rearm) is still to come and no email is due (sending one needs the claim's read of
   * the person's email choices).
   */
  private mayHaveDue(now: number) {
    if (!this.digest.due(now, this.quietHours.timeZone())) return true;
    const next = this.dispatch.outbox.nextNudge();
    return next === undefined || (next !== null && next <= now) || isDue(nextAttempts(this.ctx.storage.sql).mail, now);
  }

  /**
   * A sent check-in comes back a cadence later, a date a year later, a repeating nudge at its next
   * occurrence (a nudge counts as contact only once marked done). Answers when the earliest is due.
   */
  private followUp(userId: number, { checkIns, dates, series, recipient }: Claim) {
    const db = getDb(this.env.DB);
    // The account's clock as the claim read it; no row (the account is going) makes nothing odd.
    const clock = { timeZone: recipient?.timeZone ?? null, nudgeTime: recipient?.nudgeTime ?? null };
    return renew(db, [
      checkInRenewal(userId, checkIns, clock),
      dateRenewal(db, userId, dates, clock),
      seriesRenewal(db, userId, series, clock.timeZone ?? DEFAULT_TIME_ZONE),
    ]);
  }

  // Each nudge's push (and email) carries its own action token, stored in the step that stages them.
  // A claim read again gets new tokens; the outbox keeps the first payload.
  private async stage(claim: Claim, now: number) {
    const tokens = await mintTokens(
      this.ctx.id.toString(),
      claim.claimed.map((nudge) => nudge.id),
    );
    speaking(claim.recipient?.language ?? this.quietHours.language(), () => this.stageIn(claim, tokens, now));
  }

  private stageIn({ claimed, devices, recipient, ways, context }: Claim, tokens: Map<number, MintedToken>, now: number) {
    const plan = claimed.length === 0 ? null : emailPlan(recipient, devices.length);
    const timeZone = this.quietHours.timeZone();
    const nudges = claimed.map((nudge) => {
      const { token } = tokens.get(nudge.id)!;
      const way = ways.find((w) => w.phoneKey === phoneKey(nudge.phoneNumber));
      const about = contextLines(
        context.find((c) => c.ctxNudgeId === nudge.id),
        now,
        timeZone,
      );
      const mail: Mail | null = plan && recipient ? nudgeEmail(this.env.APP_URL, recipient, nudge, token, way, about) : null;
      const shown = this.quietHours.hideDetails() ? "name" : "all";
      return { id: nudge.id, payload: JSON.stringify(nudgePayload(nudge, token, this.env.APP_URL, about, shown)), mail };
    });
    this.transaction(() => {
      this.dispatch.stage(nudges, devices, plan, now);
      this.tokens.store(tokens, now + ACTION_TOKEN_MS, now);
    });
  }

  private async deliverOutbox(now: number) {
    const outbox = this.dispatch.outbox;
    const queue = outbox.due(now);
    const worker = async () => {
      for (let key = queue.shift(); key; key = queue.shift()) {
        const row = outbox.lease(key, now, Date.now() + PUSH_LEASE_MS);
        if (!row) continue;
        const outcome = await sendPush(this.env, row, JSON.parse(row.payload), {
          ttl: NUDGE_TTL_S,
          urgency: "high",
          topic: `nudge-${row.reminderId}`,
        });
        this.transaction(() => this.dispatch.settlePush(row, outcome, now));
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, queue.length) }, worker));
  }

  // After the pushes, so a nudge whose every device answered gone or rejected is mailed in this same run.
  // `recipient` is as this run read it: an email that waited (10 minutes, or retries) is not sent
  // once the person turned nudge emails off meanwhile (say, with the one-click unsubscribe).
  private async deliverMail(recipient: MailTo | undefined, now: number) {
    const due = this.dispatch.mail.takeDue(Date.now(), now + SEND_LEASE_MS);
    const allowed = emailPlan(recipient, 0) !== null;
    await Promise.all(
      due.map(async (row) => {
        const outcome = allowed
          ? await deliverMail(this.env, JSON.parse(row.mail) as Mail)
          : ({ kind: "failed", reason: t`Nudge emails were turned off` } as const);
        this.transaction(() => this.dispatch.settleMail(row, outcome, Date.now()));
      }),
    );
  }

  /**
   * The digest, when due: the Today list read in one go, then staged and marked sent in one local
   * step (digest-store.ts), so retries never send it twice; an empty list sends nothing. A failed
   * read waits for a retry instead of failing the alarm, whose nudges are done. `waiting`: a push or
   * email of an earlier digest is due.
   */
  private async sendDigest(userId: number, now: number, waiting: boolean) {
    const timeZone = this.quietHours.timeZone();
    const due = this.digest.due(now, timeZone);
    const rule = this.digest.rule();
    let staged = false;
    if (due && rule && this.digest.mayTry(now)) {
      const db = getDb(this.env.DB);
      try {
        // One round trip: the list's reads, the devices and the email choices.
        const day = todayWindow(now, timeZone, rule.every === "weekly" ? 7 : 1);
        const [contacts, nudges, dates, dateNudges, snoozed, circles, devices, [recipient]] = await db.batch([
          ...todayReads(db, userId, now, day),
          devicesToPush(db, userId),
          mailRecipient(db, userId),
        ]);
        const today = todayFrom([contacts, nudges, dates, dateNudges, snoozed, circles], { now, day, timeZone });
        const empty = today.nudges.length + today.checkIns.length + today.dates.length === 0;
        const shown = this.quietHours.hideDetails() ? "name" : "all";
        const { payload, mail } = speaking(recipient?.language ?? this.quietHours.language(), () => ({
          payload: JSON.stringify(digestPayload(today, rule.every, this.env.APP_URL, shown)),
          mail:
            !empty && rule.email && recipient?.isVerified
              ? JSON.stringify(digestMail(this.env.APP_URL, recipient, today, rule.every))
              : null,
        }));
        const pushes = empty ? [] : devices.map((device) => ({ device, payload }));
        this.transaction(() => this.digest.stage(due, pushes, mail, now));
        staged = pushes.length > 0 || mail !== null;
      } catch (error) {
        console.error("Nudge: could not read the digest's list, trying again", error);
        this.digest.failed(now);
      }
    }
    if (staged || waiting) await this.deliverDigest(now);
  }

  private async deliverDigest(now: number) {
    const queue = this.digest.takeDue(now, now + SEND_LEASE_MS);
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) await this.settleDigest(row, now);
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, queue.length) }, worker));
  }

  private async settleDigest(row: DigestRow, now: number) {
    if (row.subscriptionId === null) {
      const outcome = await deliverMail(this.env, JSON.parse(row.body) as Mail);
      return outcome.kind === "retry" ? this.digest.retry(row, now) : this.digest.remove(row);
    }
    const device = { endpoint: row.endpoint!, p256dh: row.p256dh!, auth: row.auth! };
    const outcome = await sendPush(this.env, device, JSON.parse(row.body), { ttl: DIGEST_TTL_S, urgency: "normal", topic: "digest" });
    if (outcome.kind === "retry") return this.digest.retry(row, now, outcome.retryAfterMs ?? undefined);
    const subscriptionId = row.subscriptionId;
    this.transaction(() => {
      this.digest.remove(row);
      // A device its push service calls gone is gone for nudges too: noted for D1 as a nudge's would be.
      if (outcome.kind === "gone") this.dispatch.dropDevice(subscriptionId, "gone", failureInWords(outcome), now);
    });
  }

  private async saveLog(userId: number) {
    const log = this.dispatch.log;
    const unsaved = log.unsaved();
    if (unsaved.nudges.length === 0 && unsaved.devices.length === 0) return log.forgetSettled();
    const db = getDb(this.env.DB);
    const statements = saveDeliveries(db, userId, unsaved.nudges, unsaved.devices);
    if (statements.length > 0) await db.batch(statements as [(typeof statements)[0], ...typeof statements]);
    log.saved(unsaved);
  }

  /**
   * Arms at the earliest of the next pending nudge, the next outbox retry and the digest's next
   * time. `renewed`: the claim whose next nudges were just made.
   */
  private async armAtNextWake(userId: number, known?: { generation: number; at: number | null; renewed: number | null }) {
    let { generation, at } = known ?? { generation: Number.NaN, at: null };
    // Read again until no rearm() ran meanwhile: the last word must come from a fresh read.
    while (generation !== this.generation) {
      generation = this.generation;
      const [row] = await nextPendingAt(getDb(this.env.DB), userId);
      at = row?.at ?? null;
    }
    this.dispatch.outbox.setNextNudge(at, known?.renewed);
    const waiting = nextAttempts(this.ctx.storage.sql);
    const digest = this.digest.nextAt(Date.now(), this.quietHours.timeZone(), waiting.digest);
    return this.armAt(this.quietHours.defer(earliest(at, earliest(earliest(waiting.push, waiting.mail), digest))));
  }

  /**
   * One local transaction. The object's keyed values are held in memory (meta.ts): a transaction
   * that throws rolled back what it wrote there too, so they are read again.
   */
  private transaction<T>(fn: () => T): T {
    try {
      return this.ctx.storage.transactionSync(fn);
    } catch (error) {
      this.meta.reset();
      throw error;
    }
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
