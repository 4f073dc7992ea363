// What happens to a claimed nudge inside the NudgeScheduler, in its own SQLite: staged pushes and
// the email, each outcome crossed off and noted in the delivery log in one local step, and the
// fallback email brought forward the moment no device can take the nudge any more.
import { t } from "@lingui/core/macro";
import type { Mail, MailOutcome } from "./mailer";
import type { PushOutcome } from "./push";
import { failureInWords } from "./push-failure";
import { DeliveryLog, pushTarget } from "./log";
import { MailOutbox, type MailRow } from "./mail-outbox";
import type { Meta } from "./meta";
import { Outbox, type OutboxRow } from "./outbox";

/** How long a notification (and its email) stays worth delivering, and how long we keep retrying it. */
export const NUDGE_TTL_S = 24 * 60 * 60;
// While some device may still take the nudge, the fallback email waits this long.
export const EMAIL_WAIT_MS = 10 * 60 * 1000;
const MAX_BACKOFF_MS = 15 * 60 * 1000;

export type PushDevice = { id: number; endpoint: string; p256dh: string; auth: string; label: string | null };
/** The person's email choices, as the alarm's claim batch read them. */
export type EmailChoices = { isVerified: boolean; emailFallback: boolean; emailEvery: boolean };
export type StagedNudge = { id: number; payload: string; mail: Mail | null };

const backoff = (attempts: number) => Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempts);
const expired = (firstAttemptAt: number, now: number) => now - firstAttemptAt >= NUDGE_TTL_S * 1000;

/**
 * Whether a nudge goes by email too, and when: every nudge at once if the person asked; else as
 * the fallback, at once with no device, after EMAIL_WAIT_MS with some. Only to a verified address.
 */
export function emailPlan(recipient: EmailChoices | undefined, devices: number) {
  if (!recipient?.isVerified) return null;
  if (recipient.emailEvery) return { every: true, waitMs: 0 };
  if (recipient.emailFallback) return { every: false, waitMs: devices === 0 ? 0 : EMAIL_WAIT_MS };
  return null;
}

export class Dispatch {
  readonly outbox: Outbox;
  readonly mail: MailOutbox;
  readonly log: DeliveryLog;

  constructor(sql: SqlStorage, meta: Meta) {
    this.outbox = new Outbox(sql, meta);
    this.mail = new MailOutbox(sql);
    this.log = new DeliveryLog(sql);
  }

  /**
   * One push per nudge and device, the email if planned, and the outcome the claim's batch told D1
   * to expect (expectDeliveries, expectedStatus: they decide alike); closes the claim. Call in one transaction.
   */
  stage(nudges: StagedNudge[], devices: PushDevice[], plan: ReturnType<typeof emailPlan>, now: number) {
    this.outbox.stageClaim(nudges, devices, now);
    const emailAtOnce = plan !== null && (plan.every || devices.length === 0);
    const summary = devices.length > 0 ? "delivered" : plan ? "emailed" : "not_delivered";
    for (const nudge of nudges) {
      const targets = devices.map((s) => ({ target: pushTarget(s.id), label: s.label, expected: "delivered" }));
      if (nudge.mail && plan) {
        this.mail.stage(nudge.id, nudge.mail, plan.every, now, now + plan.waitMs);
        if (emailAtOnce) targets.push({ target: "email", label: null, expected: "sent" });
      }
      this.log.expect(nudge.id, targets, summary, now);
    }
  }

  /** Crosses one push off (or schedules its retry) and notes how it went. Call in one transaction. */
  settlePush(row: OutboxRow, outcome: PushOutcome, now: number) {
    const { reminderId, subscriptionId } = row;
    const target = pushTarget(subscriptionId);
    switch (outcome.kind) {
      case "delivered":
        this.outbox.remove(reminderId, subscriptionId);
        this.log.note(reminderId, target, { status: "delivered", at: now });
        this.mail.cancelFallback(reminderId);
        return;
      case "gone":
        // The device is gone for every nudge still waiting for it, not just this one.
        return this.dropDevice(subscriptionId, "gone", failureInWords(outcome), now);
      case "rejected": {
        const reason = failureInWords(outcome);
        this.outbox.remove(reminderId, subscriptionId);
        this.log.note(reminderId, target, { status: "rejected", reason, at: now });
        this.log.deviceFailed(subscriptionId, reason, now);
        return this.unlessAnyDevice(reminderId, now);
      }
      case "retry": {
        const reason = failureInWords(outcome);
        this.log.deviceFailed(subscriptionId, reason, now);
        if (expired(row.firstAttemptAt, now)) {
          this.outbox.remove(reminderId, subscriptionId);
          this.log.note(reminderId, target, { status: "expired", reason: t`${reason}, and kept failing for 24 hours`, at: now });
          return this.unlessAnyDevice(reminderId, now);
        }
        this.outbox.retryAt(reminderId, subscriptionId, now + (outcome.retryAfterMs ?? backoff(row.attempts)));
        return this.log.note(reminderId, target, { status: "retrying", reason, at: now });
      }
    }
  }

  /** Crosses an email off (or schedules its retry) and notes how it went. Call in one transaction. */
  settleMail(row: MailRow, outcome: MailOutcome, now: number) {
    if (outcome.kind === "sent") {
      this.mail.remove(row.reminderId);
      return this.log.note(row.reminderId, "email", { status: "sent", at: now });
    }
    if (outcome.kind === "failed" || expired(row.firstAttemptAt, now)) {
      this.mail.remove(row.reminderId);
      const reason = outcome.kind === "failed" ? outcome.reason : `${outcome.reason}, and kept failing for 24 hours`;
      return this.log.note(row.reminderId, "email", { status: "failed", reason, at: now });
    }
    this.mail.retryAt(row.reminderId, now + backoff(row.attempts));
    this.log.note(row.reminderId, "email", { status: "retrying", reason: outcome.reason, at: now });
  }

  /**
   * The device is gone (its push service said so) or the person removed it: nothing waits for it
   * any more, and nudges it was the last hope for are emailed now.
   */
  dropDevice(subscriptionId: number, status: "gone" | "removed", reason: string, now: number) {
    const waiting = this.outbox.nudgesFor(subscriptionId);
    this.outbox.removeDevice(subscriptionId);
    for (const reminderId of waiting) {
      this.log.note(reminderId, pushTarget(subscriptionId), { status, reason, at: now });
      this.unlessAnyDevice(reminderId, now);
    }
    if (status === "gone") this.log.deviceFailed(subscriptionId, reason, now, true);
    else this.log.forgetDevice(subscriptionId);
  }

  /** No push of the nudge waits and no device took it: its fallback email need not wait. */
  private unlessAnyDevice(reminderId: number, now: number) {
    if (!this.outbox.hasNudge(reminderId) && !this.log.reachedDevice(reminderId)) this.mail.sendNow(reminderId, now);
  }
}
