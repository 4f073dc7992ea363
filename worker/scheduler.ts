import { DurableObject } from "cloudflare:workers";

/**
 * One instance per user (idFromName(String(userId))). It will hold an alarm at the user's
 * earliest pending nudge and deliver due nudges by web push when it fires; the binding and
 * class exist from the start so the Durable Object migration is in place before any data is.
 */
export class NudgeScheduler extends DurableObject<Env> {
  /** The time the alarm is armed for, or null: lets tests and the API see the schedule. */
  async nextAlarm(): Promise<number | null> {
    return this.ctx.storage.getAlarm();
  }
}
