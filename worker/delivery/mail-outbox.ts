// The NudgeScheduler's emails not yet accepted by the mail API: at most one per nudge. Like the
// push outbox, a row is leased while it is being sent and only crossed off once the API said yes,
// so a crash or a retried alarm sends it at most once more, and the API's idempotency key makes
// that repeat a no-op.
import type { Mail } from "./mailer";

export const MAIL_SCHEMA = `
  CREATE TABLE IF NOT EXISTS mail_outbox (
    reminderId INTEGER PRIMARY KEY,
    mail TEXT NOT NULL,
    every INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    firstAttemptAt INTEGER NOT NULL,
    nextAttemptAt INTEGER NOT NULL
  );
`;

export type MailRow = { reminderId: number; mail: string; every: number; attempts: number; firstAttemptAt: number; nextAttemptAt: number };

export class MailOutbox {
  constructor(private readonly sql: SqlStorage) {}

  /**
   * every: the person wants every nudge mailed, so it goes whatever the devices do. Otherwise it
   * is the fallback: it waits until `at` and is dropped as soon as a device accepts the nudge.
   */
  stage(reminderId: number, mail: Mail, every: boolean, now: number, at: number) {
    this.sql.exec(
      "INSERT OR IGNORE INTO mail_outbox (reminderId, mail, every, firstAttemptAt, nextAttemptAt) VALUES (?, ?, ?, ?, ?)",
      reminderId,
      JSON.stringify(mail),
      every ? 1 : 0,
      now,
      at,
    );
  }

  has(reminderId: number) {
    return this.sql.exec("SELECT 1 FROM mail_outbox WHERE reminderId = ?", reminderId).toArray().length > 0;
  }

  /** A device took the nudge: the fallback email is not needed. */
  cancelFallback(reminderId: number) {
    this.sql.exec("DELETE FROM mail_outbox WHERE reminderId = ? AND every = 0", reminderId);
  }

  /** No device can take the nudge any more: the fallback email goes now instead of after the wait. */
  sendNow(reminderId: number, now: number) {
    this.sql.exec("UPDATE mail_outbox SET nextAttemptAt = ? WHERE reminderId = ? AND nextAttemptAt > ?", now, reminderId, now);
  }

  /** Takes the emails due now and leases them until leaseUntil, as the push outbox leases a push. */
  takeDue(now: number, leaseUntil: number): MailRow[] {
    return this.sql
      .exec<MailRow>("UPDATE mail_outbox SET nextAttemptAt = ? WHERE nextAttemptAt <= ? RETURNING *", leaseUntil, now)
      .toArray();
  }

  remove(reminderId: number) {
    this.sql.exec("DELETE FROM mail_outbox WHERE reminderId = ?", reminderId);
  }

  retryAt(reminderId: number, at: number) {
    this.sql.exec("UPDATE mail_outbox SET attempts = attempts + 1, nextAttemptAt = ? WHERE reminderId = ?", at, reminderId);
  }
}
