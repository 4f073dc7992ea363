// The NudgeScheduler's own record of how its nudges are going out, kept in its SQLite beside the
// outboxes so every outcome is noted in the same local write that crosses a push or an email off.
// What D1 doesn't have yet is marked unsaved and written there in one batch per alarm
// (saveDeliveries); a nudge's rows are dropped here once it is settled and saved.
import type { DeliveryStatus } from "./contracts/delivery";
import type { DeliveryRow, DeviceNews, NudgeDelivery } from "./db/deliveries";

export const LOG_SCHEMA = `
  CREATE TABLE IF NOT EXISTS deliveries (
    reminderId INTEGER NOT NULL,
    target TEXT NOT NULL,
    channel TEXT NOT NULL,
    label TEXT,
    status TEXT NOT NULL,
    reason TEXT,
    at INTEGER NOT NULL,
    PRIMARY KEY (reminderId, target)
  );
  CREATE TABLE IF NOT EXISTS unsaved (reminderId INTEGER PRIMARY KEY, version INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS device_news (
    subscriptionId INTEGER PRIMARY KEY,
    deliveredAt INTEGER,
    failureAt INTEGER,
    failure TEXT,
    gone INTEGER NOT NULL DEFAULT 0
  );
`;

export const pushTarget = (subscriptionId: number) => `push:${subscriptionId}`;

export class DeliveryLog {
  constructor(private readonly sql: SqlStorage) {}

  note(reminderId: number, target: string, fields: { label?: string | null; status: string; reason?: string | null; at: number }) {
    const channel = target === "email" ? "email" : "push";
    // A device's label is kept from staging; a later outcome only changes status, reason and time.
    this.sql.exec(
      `INSERT INTO deliveries (reminderId, target, channel, label, status, reason, at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (reminderId, target) DO UPDATE SET status = excluded.status, reason = excluded.reason, at = excluded.at`,
      reminderId, target, channel, fields.label ?? null, fields.status, fields.reason ?? null, fields.at,
    );
    this.touch(reminderId);
  }

  /** A device the claim stages a push for: "retrying" until it answers. A re-staged claim keeps what was noted. */
  noteStaged(reminderId: number, target: string, label: string | null, at: number) {
    this.sql.exec("INSERT OR IGNORE INTO deliveries (reminderId, target, channel, label, status, at) VALUES (?, ?, 'push', ?, 'retrying', ?)", reminderId, target, label, at);
  }

  /** The nudge's summary must be saved again (its outcome, or what is still pending, changed). */
  touch(reminderId: number) {
    // The version tells a change made while a save was in flight from the one that save carried.
    this.sql.exec("INSERT INTO unsaved (reminderId, version) VALUES (?, 1) ON CONFLICT DO UPDATE SET version = version + 1", reminderId);
  }

  deviceDelivered(subscriptionId: number, at: number) {
    this.sql.exec("INSERT INTO device_news (subscriptionId, deliveredAt) VALUES (?, ?) ON CONFLICT DO UPDATE SET deliveredAt = excluded.deliveredAt", subscriptionId, at);
  }

  deviceFailed(subscriptionId: number, reason: string, at: number, gone = false) {
    this.sql.exec(
      "INSERT INTO device_news (subscriptionId, failureAt, failure, gone) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET failureAt = excluded.failureAt, failure = excluded.failure, gone = max(gone, excluded.gone)",
      subscriptionId, at, reason, gone ? 1 : 0,
    );
  }

  /** The person removed the device: D1 has no row left to note its outcomes on. */
  forgetDevice(subscriptionId: number) {
    this.sql.exec("DELETE FROM device_news WHERE subscriptionId = ?", subscriptionId);
  }

  /** Some device took the nudge. */
  reachedDevice(reminderId: number) {
    return this.sql.exec("SELECT 1 FROM deliveries WHERE reminderId = ? AND channel = 'push' AND status = 'delivered'", reminderId).toArray().length > 0;
  }

  /** The summary from what is noted here and what still waits in the two outboxes. */
  statusOf(reminderId: number): DeliveryStatus {
    const [row] = this.sql
      .exec<{ delivered: number; emailed: number }>(
        `SELECT EXISTS (SELECT 1 FROM deliveries WHERE reminderId = ?1 AND channel = 'push' AND status = 'delivered') AS delivered,
                EXISTS (SELECT 1 FROM deliveries WHERE reminderId = ?1 AND channel = 'email' AND status = 'sent') AS emailed`,
        reminderId,
      )
      .toArray();
    return row!.delivered ? "delivered" : row!.emailed ? "emailed" : this.settled(reminderId) ? "not_delivered" : "retrying";
  }

  /** What D1 does not have yet. */
  unsaved(): { nudges: (NudgeDelivery & { version: number })[]; devices: DeviceNews[] } {
    const marks = this.sql.exec<{ reminderId: number; version: number }>("SELECT reminderId, version FROM unsaved").toArray();
    const nudges = marks.map(({ reminderId, version }) => ({
      reminderId,
      version,
      status: this.statusOf(reminderId),
      rows: this.sql.exec<DeliveryRow>("SELECT reminderId, target, channel, label, status, reason, at FROM deliveries WHERE reminderId = ?", reminderId).toArray(),
    }));
    const devices = this.sql
      .exec<{ subscriptionId: number; deliveredAt: number | null; failureAt: number | null; failure: string | null; gone: number }>("SELECT * FROM device_news")
      .toArray()
      .map((d) => ({ ...d, gone: d.gone === 1 }));
    return { nudges, devices };
  }

  /** D1 has what unsaved() answered: settled nudges are forgotten here, the rest stay for their next outcome. */
  saved({ nudges, devices }: ReturnType<DeliveryLog["unsaved"]>) {
    for (const n of nudges) {
      this.sql.exec("DELETE FROM unsaved WHERE reminderId = ? AND version = ?", n.reminderId, n.version);
      // Outcomes noted while the batch was in flight keep the nudge unsaved (and its rows here).
      if (this.settled(n.reminderId) && !this.isUnsaved(n.reminderId)) {
        this.sql.exec("DELETE FROM deliveries WHERE reminderId = ?", n.reminderId);
      }
    }
    for (const d of devices) {
      this.sql.exec(
        "DELETE FROM device_news WHERE subscriptionId = ? AND deliveredAt IS ? AND failureAt IS ?",
        d.subscriptionId, d.deliveredAt, d.failureAt,
      );
    }
  }

  /** Nothing more can happen to the nudge: no push or email of it waits. */
  settled(reminderId: number) {
    return this.sql.exec("SELECT 1 FROM outbox WHERE reminderId = ?1 UNION ALL SELECT 1 FROM mail_outbox WHERE reminderId = ?1 LIMIT 1", reminderId).toArray().length === 0;
  }

  private isUnsaved(reminderId: number) {
    return this.sql.exec("SELECT 1 FROM unsaved WHERE reminderId = ?", reminderId).toArray().length > 0;
  }

  hasUnsaved() {
    return this.sql.exec("SELECT 1 FROM unsaved UNION ALL SELECT 1 FROM device_news LIMIT 1").toArray().length > 0;
  }

  clear() {
    this.sql.exec("DELETE FROM deliveries; DELETE FROM unsaved; DELETE FROM device_news;");
  }
}
