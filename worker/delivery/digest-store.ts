// The digest notification inside the NudgeScheduler (issue 24): when it is due, that it goes at most
// once a day however often the alarm runs or is retried, and its pushes and email until accepted.
// Kept apart from the nudges' outbox: a digest is no nudge and has no delivery record in D1.
import { digestTimes, type DigestRule } from "../contracts/digest";
import { dayOf } from "../contracts/today";
import type { Meta } from "./meta";

// An email's target is "email"; a push's "push:<subscription id>".
export const DIGEST_SCHEMA = `
  CREATE TABLE IF NOT EXISTS digest_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS digest_outbox (
    day TEXT NOT NULL,
    target TEXT NOT NULL,
    subscriptionId INTEGER,
    endpoint TEXT,
    p256dh TEXT,
    auth TEXT,
    body TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    firstAttemptAt INTEGER NOT NULL,
    nextAttemptAt INTEGER NOT NULL,
    PRIMARY KEY (day, target)
  );
`;

/** A digest is news for its morning: one not sent (or not accepted) within this long is dropped. */
export const DIGEST_STALE_MS = 12 * 60 * 60 * 1000;
const MAX_BACKOFF_MS = 15 * 60 * 1000;
const backoff = (attempts: number) => Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempts);

export type DigestRow = {
  day: string;
  target: string;
  subscriptionId: number | null;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  body: string;
  attempts: number;
  firstAttemptAt: number;
};

type Device = { id: number; endpoint: string; p256dh: string; auth: string };

export class DigestStore {
  // Read from storage once per object lifetime: only set() changes it.
  private cached: DigestRule | null | undefined;

  constructor(
    private readonly sql: SqlStorage,
    private readonly stored: Meta,
  ) {}

  private meta(key: string): string | null {
    return this.stored.get("digest_meta", key);
  }

  private setMeta(key: string, value: string | number) {
    this.stored.set("digest_meta", key, String(value));
  }

  rule(): DigestRule | null {
    if (this.cached === undefined) {
      const stored = this.meta("rule");
      this.cached = stored === null ? null : (JSON.parse(stored) as DigestRule);
    }
    return this.cached;
  }

  /**
   * The person turned the digest on, off or changed it. A changed rule counts from now: a time that
   * already passed today comes tomorrow, not at once.
   */
  set(rule: DigestRule | null, now: number) {
    if (JSON.stringify(rule) === JSON.stringify(this.rule())) return;
    if (rule === null) this.stored.delete("digest_meta", "rule");
    else this.setMeta("rule", JSON.stringify(rule));
    this.setMeta("handled", Math.max(now, Number(this.meta("handled") ?? 0)));
    this.cached = rule;
  }

  /**
   * The digest due at `now`, if one is: its time has come, it was not handled, it is still fresh,
   * and no digest went out on its day (a rule changed mid-day does not bring a second one).
   */
  due(now: number, timeZone: string): { at: number; day: string } | null {
    const rule = this.rule();
    if (!rule) return null;
    const { last } = digestTimes(now, rule, timeZone);
    if (last === 0 || last <= Number(this.meta("handled") ?? 0) || now - last >= DIGEST_STALE_MS) return null;
    const day = dayOf(last, timeZone).date;
    return day === this.meta("day") ? null : { at: last, day };
  }

  /**
   * Stages the digest's pushes and email (none when the list is empty) and marks its day handled, in
   * one local step: a retried alarm finds it handled and never reads or sends it again.
   */
  stage(digest: { at: number; day: string }, pushes: { device: Device; payload: string }[], mail: string | null, now: number) {
    for (const { device, payload } of pushes) {
      this.sql.exec(
        "INSERT OR IGNORE INTO digest_outbox (day, target, subscriptionId, endpoint, p256dh, auth, body, firstAttemptAt, nextAttemptAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        digest.day,
        `push:${device.id}`,
        device.id,
        device.endpoint,
        device.p256dh,
        device.auth,
        payload,
        now,
        now,
      );
    }
    if (mail !== null) {
      this.sql.exec(
        "INSERT OR IGNORE INTO digest_outbox (day, target, body, firstAttemptAt, nextAttemptAt) VALUES (?, 'email', ?, ?, ?)",
        digest.day,
        mail,
        now,
        now,
      );
    }
    this.stored.setAll("digest_meta", [
      ["handled", String(digest.at)],
      ["day", digest.day],
    ]);
    this.stored.delete("digest_meta", "retryAt", "attempts");
  }

  /** Reading the list failed (D1 down): try again after a backoff, until the digest goes stale. */
  failed(now: number) {
    const attempts = Number(this.meta("attempts") ?? 0);
    this.stored.setAll("digest_meta", [
      ["attempts", String(attempts + 1)],
      ["retryAt", String(now + backoff(attempts))],
    ]);
  }

  /** Whether a due digest may be read now, or waits for its retry. */
  mayTry(now: number) {
    return Number(this.meta("retryAt") ?? 0) <= now;
  }

  /**
   * When the alarm must run for the digest: a due one (or its retry), the next digest time, or a
   * push or email waiting (`waiting`: the outbox's next attempt, waiting.ts).
   */
  nextAt(now: number, timeZone: string, waiting: number | null): number | null {
    const rule = this.rule();
    if (!rule) return waiting;
    const digest = this.due(now, timeZone) ? Math.max(now, Number(this.meta("retryAt") ?? 0)) : digestTimes(now, rule, timeZone).next;
    return waiting === null ? digest : Math.min(digest, waiting);
  }

  /** Takes what is due and leases it until leaseUntil, in one statement. */
  takeDue(now: number, leaseUntil: number): DigestRow[] {
    return this.sql
      .exec<DigestRow>("UPDATE digest_outbox SET nextAttemptAt = ? WHERE nextAttemptAt <= ? RETURNING *", leaseUntil, now)
      .toArray();
  }

  remove(row: Pick<DigestRow, "day" | "target">) {
    this.sql.exec("DELETE FROM digest_outbox WHERE day = ? AND target = ?", row.day, row.target);
  }

  /** A push or email that failed for now: again after a backoff, or dropped once the digest is stale. */
  retry(row: DigestRow, now: number, afterMs?: number) {
    if (now - row.firstAttemptAt >= DIGEST_STALE_MS) return this.remove(row);
    this.sql.exec(
      "UPDATE digest_outbox SET attempts = attempts + 1, nextAttemptAt = ? WHERE day = ? AND target = ?",
      now + (afterMs ?? backoff(row.attempts)),
      row.day,
      row.target,
    );
  }

  /** The device is gone or removed (or all of them are): no digest waits for it. */
  dropDevice(subscriptionId: number | "all") {
    if (subscriptionId === "all") this.sql.exec("DELETE FROM digest_outbox WHERE subscriptionId IS NOT NULL");
    else this.sql.exec("DELETE FROM digest_outbox WHERE subscriptionId = ?", subscriptionId);
  }

  /** The browser renewed the device's subscription (see Outbox.renew). */
  renew(subscriptionId: number, keys: { endpoint: string; p256dh: string; auth: string }) {
    this.sql.exec(
      "UPDATE digest_outbox SET endpoint = ?, p256dh = ?, auth = ? WHERE subscriptionId = ?",
      keys.endpoint,
      keys.p256dh,
      keys.auth,
      subscriptionId,
    );
  }
}
