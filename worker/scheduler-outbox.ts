// The NudgeScheduler's own SQLite tables: who it schedules for, and pushes not yet accepted.
export const OUTBOX_SCHEMA = `
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS outbox (
    reminderId INTEGER NOT NULL,
    subscriptionId INTEGER NOT NULL,
    endpoint TEXT NOT NULL,
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    payload TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    firstAttemptAt INTEGER NOT NULL,
    nextAttemptAt INTEGER NOT NULL,
    PRIMARY KEY (reminderId, subscriptionId)
  );
  CREATE INDEX IF NOT EXISTS outbox_next ON outbox (nextAttemptAt);
`;

export type OutboxRow = {
  reminderId: number;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: string;
  attempts: number;
  firstAttemptAt: number;
  nextAttemptAt: number;
};

type Subscription = { id: number; endpoint: string; p256dh: string; auth: string };

export class Outbox {
  constructor(private readonly sql: SqlStorage) {}

  userId(): number | null {
    const row = this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'userId'").toArray()[0];
    return row ? Number(row.value) : null;
  }

  setUserId(userId: number) {
    this.sql.exec("INSERT OR REPLACE INTO meta (key, value) VALUES ('userId', ?)", String(userId));
  }

  stage(reminderId: number, subscriptions: Subscription[], payload: string, now: number) {
    for (const s of subscriptions) {
      this.sql.exec(
        "INSERT OR IGNORE INTO outbox (reminderId, subscriptionId, endpoint, p256dh, auth, payload, firstAttemptAt, nextAttemptAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        reminderId, s.id, s.endpoint, s.p256dh, s.auth, payload, now, now,
      );
    }
  }

  /** Drops a staged nudge that was never attempted (it was edited or deleted before its claim). */
  dropUnsent(reminderId: number) {
    this.sql.exec("DELETE FROM outbox WHERE reminderId = ? AND attempts = 0", reminderId);
  }

  /**
   * The due rows, each leased until `leaseUntil` in the same synchronous step, so an alarm run
   * that overlaps this one (a retry, a manual run) cannot pick the same row and push it twice.
   * Settling a row replaces the lease; a crash mid-send lets it fall due again when it ends.
   */
  takeDue(now: number, leaseUntil: number): OutboxRow[] {
    // Two synchronous statements: nothing else runs in this object between them.
    const rows = this.sql.exec<OutboxRow>("SELECT * FROM outbox WHERE nextAttemptAt <= ? ORDER BY nextAttemptAt", now).toArray();
    this.sql.exec("UPDATE outbox SET nextAttemptAt = ? WHERE nextAttemptAt <= ?", leaseUntil, now);
    return rows;
  }

  remove(reminderId: number, subscriptionId: number) {
    this.sql.exec("DELETE FROM outbox WHERE reminderId = ? AND subscriptionId = ?", reminderId, subscriptionId);
  }

  removeSubscription(subscriptionId: number) {
    this.sql.exec("DELETE FROM outbox WHERE subscriptionId = ?", subscriptionId);
  }

  retryAt(reminderId: number, subscriptionId: number, at: number) {
    this.sql.exec("UPDATE outbox SET attempts = attempts + 1, nextAttemptAt = ? WHERE reminderId = ? AND subscriptionId = ?", at, reminderId, subscriptionId);
  }

  nextRetryAt(): number | null {
    const row = this.sql.exec<{ at: number | null }>("SELECT MIN(nextAttemptAt) AS at FROM outbox").toArray()[0];
    return row?.at ?? null;
  }

  pendingCount(): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM outbox").one().n;
  }
}
