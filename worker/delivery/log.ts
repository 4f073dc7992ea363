// The NudgeScheduler's own record of how its nudges are going out, kept in its SQLite beside the
// outboxes so every outcome is noted in the same local write that crosses a push or an email off.
//
// D1 is told the expected outcome in the claim's own batch (every device delivered; the email
// sent when one goes at once), so the usual run needs no round trip of its own for the record.
// Each line here keeps what D1 holds (savedStatus, savedReason); only what turned out otherwise
// is written, in one batch at the end of the run (saveDeliveries), and a line is dropped here
// once its nudge is settled and D1 agrees.
//
// Every line has its nudge's summary, and a summary forgotten takes its lines with it: two
// triggers keep that, so noting an outcome or forgetting a nudge is one statement from the alarm
// (each statement costs it a fixed overhead, whatever the statement does).
import type { DeliveryStatus } from "../contracts/delivery";
import type { DeliveryRow, DeviceNews, NudgeDelivery } from "../db/deliveries";

export const LOG_SCHEMA = `
  CREATE TABLE IF NOT EXISTS deliveries (
    reminderId INTEGER NOT NULL,
    target TEXT NOT NULL,
    channel TEXT NOT NULL,
    label TEXT,
    status TEXT NOT NULL,
    reason TEXT,
    at INTEGER NOT NULL,
    savedStatus TEXT,
    savedReason TEXT,
    PRIMARY KEY (reminderId, target)
  );
  CREATE TABLE IF NOT EXISTS summaries (reminderId INTEGER PRIMARY KEY, savedStatus TEXT);
  CREATE TRIGGER IF NOT EXISTS deliveries_summary AFTER INSERT ON deliveries
    BEGIN INSERT OR IGNORE INTO summaries (reminderId, savedStatus) VALUES (new.reminderId, NULL); END;
  CREATE TRIGGER IF NOT EXISTS summaries_lines AFTER DELETE ON summaries
    BEGIN DELETE FROM deliveries WHERE reminderId = old.reminderId; END;
  CREATE TABLE IF NOT EXISTS device_news (
    subscriptionId INTEGER PRIMARY KEY,
    failureAt INTEGER NOT NULL,
    failure TEXT NOT NULL,
    gone INTEGER NOT NULL DEFAULT 0
  );
`;

export const pushTarget = (subscriptionId: number) => `push:${subscriptionId}`;

// Not tried yet: a line in this state is never written to D1 (it holds the expected outcome meanwhile).
const UNTRIED = "('pending', 'waiting')";

export class DeliveryLog {
  constructor(private readonly sql: SqlStorage) {}

  /**
   * A claimed nudge's targets, not tried yet, with what the claim's batch told D1 to expect:
   * `expected` is the line's saved status (null: D1 has no line for it), `summary` the nudge's.
   */
  expect(
    reminderId: number,
    targets: { target: string; label: string | null; expected: string | null }[],
    summary: DeliveryStatus,
    at: number,
  ) {
    // The summary first: a line's trigger would otherwise make it with no saved status.
    this.sql.exec("INSERT OR IGNORE INTO summaries (reminderId, savedStatus) VALUES (?, ?)", reminderId, summary);
    for (const t of targets) {
      const channel = t.target === "email" ? "email" : "push";
      const status = channel === "email" ? "waiting" : "pending";
      // A re-staged claim keeps what was noted.
      this.sql.exec(
        "INSERT OR IGNORE INTO deliveries (reminderId, target, channel, label, status, at, savedStatus) VALUES (?, ?, ?, ?, ?, ?, ?)",
        reminderId,
        t.target,
        channel,
        t.label,
        status,
        at,
        t.expected,
      );
    }
  }

  note(reminderId: number, target: string, fields: { status: string; reason?: string | null; at: number }) {
    const channel = target === "email" ? "email" : "push";
    // A line's label is kept from staging; a later outcome changes its status, reason and time.
    this.sql.exec(
      `INSERT INTO deliveries (reminderId, target, channel, status, reason, at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (reminderId, target) DO UPDATE SET status = excluded.status, reason = excluded.reason, at = excluded.at`,
      reminderId,
      target,
      channel,
      fields.status,
      fields.reason ?? null,
      fields.at,
    );
  }

  deviceFailed(subscriptionId: number, reason: string, at: number, gone = false) {
    this.sql.exec(
      "INSERT INTO device_news (subscriptionId, failureAt, failure, gone) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET failureAt = excluded.failureAt, failure = excluded.failure, gone = max(gone, excluded.gone)",
      subscriptionId,
      at,
      reason,
      gone ? 1 : 0,
    );
  }

  /** The person removed the device: D1 has no row left to note its outcomes on. */
  forgetDevice(subscriptionId: number) {
    this.sql.exec("DELETE FROM device_news WHERE subscriptionId = ?", subscriptionId);
  }

  /** Some device took the nudge. */
  reachedDevice(reminderId: number) {
    return (
      this.sql.exec("SELECT 1 FROM deliveries WHERE reminderId = ? AND channel = 'push' AND status = 'delivered'", reminderId).toArray()
        .length > 0
    );
  }

  /** What D1 does not have yet: tried lines that differ from it, summaries that moved, device failures. */
  unsaved(): { nudges: NudgeDelivery[]; devices: DeviceNews[] } {
    // One row per summary, or one per line of it that differs from D1. While a push or the email
    // of a nudge is still untried, D1's expected summary stands (summary null: left as it is).
    const rows = this.sql
      .exec<
        { [K in keyof DeliveryRow]: K extends "reminderId" ? number : DeliveryRow[K] | null } & {
          summary: DeliveryStatus | null;
          summarySaved: string | null;
        }
      >(
        `SELECT s.reminderId, s.savedStatus AS summarySaved,
           CASE WHEN ${UNTRIED_LINE("s.reminderId")} THEN NULL ELSE ${STATUS("s.reminderId")} END AS summary,
           d.target, d.channel, d.label, d.status, d.reason, d.at
         FROM summaries s LEFT JOIN deliveries d ON d.reminderId = s.reminderId
           AND d.status NOT IN ${UNTRIED} AND (d.savedStatus IS NOT d.status OR d.savedReason IS NOT d.reason)
         ORDER BY s.reminderId`,
      )
      .toArray();
    const nudges: NudgeDelivery[] = [];
    for (const { reminderId, summary, summarySaved, ...line } of rows) {
      let nudge = nudges.at(-1);
      if (nudge?.reminderId !== reminderId) {
        nudge = { reminderId, status: summary !== null && summary !== summarySaved ? summary : null, rows: [] };
        nudges.push(nudge);
      }
      if (line.target !== null) nudge.rows.push({ reminderId, ...line } as DeliveryRow);
    }
    const devices = this.sql
      .exec<{ subscriptionId: number; failureAt: number; failure: string; gone: number }>("SELECT * FROM device_news")
      .toArray()
      .map((d) => ({ ...d, gone: d.gone === 1 }));
    return { nudges: nudges.filter((n) => n.status !== null || n.rows.length > 0), devices };
  }

  hasUnsaved() {
    const { nudges, devices } = this.unsaved();
    return nudges.length > 0 || devices.length > 0;
  }

  /** D1 now has what unsaved() answered: it is noted as saved, and settled nudges D1 agrees on are forgotten here. */
  saved({ nudges, devices }: ReturnType<DeliveryLog["unsaved"]>) {
    for (const n of nudges) {
      for (const r of n.rows) {
        this.sql.exec(
          "UPDATE deliveries SET savedStatus = ?, savedReason = ? WHERE reminderId = ? AND target = ?",
          r.status,
          r.reason,
          r.reminderId,
          r.target,
        );
      }
      if (n.status !== null) this.sql.exec("UPDATE summaries SET savedStatus = ? WHERE reminderId = ?", n.status, n.reminderId);
    }
    for (const d of devices) {
      this.sql.exec("DELETE FROM device_news WHERE subscriptionId = ? AND failureAt = ?", d.subscriptionId, d.failureAt);
    }
    this.forgetSettled();
  }

  /**
   * Nudges with nothing waiting, whose lines and summary D1 has: nothing more will be noted for
   * them, and their lines go with their summary (the trigger). One statement whatever the number
   * of nudges: this runs at the end of every alarm.
   */
  forgetSettled() {
    this.sql.exec(
      `DELETE FROM summaries AS s WHERE ${SETTLED("s.reminderId")} AND s.savedStatus IS ${STATUS("s.reminderId")}
         AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.reminderId = s.reminderId AND (d.status IN ${UNTRIED} OR d.savedStatus IS NOT d.status OR d.savedReason IS NOT d.reason))`,
    );
  }
}

// The same rules as SQL expressions over one nudge id (a bound ?1 or a column), so a whole run's
// nudges are read or forgotten in one statement instead of several per nudge.
const SETTLED = (id: string) =>
  `NOT EXISTS (SELECT 1 FROM outbox WHERE reminderId = ${id}) AND NOT EXISTS (SELECT 1 FROM mail_outbox WHERE reminderId = ${id})`;
const UNTRIED_LINE = (id: string) => `EXISTS (SELECT 1 FROM deliveries u WHERE u.reminderId = ${id} AND u.status IN ${UNTRIED})`;
const STATUS = (id: string) => `CASE
  WHEN EXISTS (SELECT 1 FROM deliveries p WHERE p.reminderId = ${id} AND p.channel = 'push' AND p.status = 'delivered') THEN 'delivered'
  WHEN EXISTS (SELECT 1 FROM deliveries e WHERE e.reminderId = ${id} AND e.channel = 'email' AND e.status = 'sent') THEN 'emailed'
  WHEN ${SETTLED(id)} THEN 'not_delivered' ELSE 'retrying' END`;
