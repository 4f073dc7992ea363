// The NudgeScheduler's own SQLite tables: who it schedules for, its claims, and pushes not yet accepted.
import type { Meta } from "./meta";

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

type Device = { id: number; endpoint: string; p256dh: string; auth: string };
type PushKey = { reminderId: number; subscriptionId: number };

// A nudge is marked sent by a claim (sentAt: the claim's time, this object's clock) or by a request
// (Done on Today before its time: the Worker's clock). A claim's renewal reads reach this far back
// before the last claim whose renewals were made, which covers any two machines' clocks.
const RENEW_MARGIN_MS = 24 * 60 * 60 * 1000;

export class Outbox {
  constructor(
    private readonly sql: SqlStorage,
    private readonly meta: Meta,
  ) {}

  userId(): number | null {
    const id = this.meta.get("meta", "userId");
    return id === null ? null : Number(id);
  }

  setUserId(userId: number) {
    this.meta.set("meta", "userId", String(userId));
  }

  /**
   * Notes a claim about to be made in D1 and answers its time, later than any earlier claim's
   * (claim times tell claims apart). If the alarm dies between the claim and staging its
   * nudges, the note survives and the next run stages that claim's nudges from D1.
   */
  beginClaim(now: number): number {
    const claimAt = Math.max(now, Number(this.meta.get("meta", "lastClaimAt") ?? 0) + 1);
    this.meta.setAll("meta", [
      ["lastClaimAt", String(claimAt)],
      ["openClaimAt", String(claimAt)],
    ]);
    return claimAt;
  }

  /**
   * Where the next claim's renewal reads start (claim.ts), asked before it begins: what was sent
   * since the last claim whose next nudges were made, less the margin. An object from before that
   * was noted goes by its last claim (each of those read every sent nudge); one that never claimed
   * reads all its person's sent nudges (0), which are only those marked done early.
   */
  renewFrom(): number {
    const through = this.meta.get("meta", "renewedThrough") ?? this.meta.get("meta", "lastClaimAt");
    return through === null ? 0 : Number(through) - RENEW_MARGIN_MS;
  }

  /**
   * Notes when the next pending nudge is due (null: none) as last read from D1. Every change to
   * the user's nudges re-reads it (rearm), so an alarm before it has no nudge to claim. Written
   * only when it moves: every rearm sets it, mostly to what it already is. After a claim whose next
   * nudges were made, `renewed` is that claim's time (see renewFrom), noted in the same statement.
   */
  setNextNudge(at: number | null, renewed: number | null = null) {
    const next: [string, string] = ["nextNudgeAt", at === null ? "none" : String(at)];
    this.meta.setAll("meta", renewed === null ? [next] : [next, ["renewedThrough", String(renewed)]]);
  }

  /** The next pending nudge's time as noted: a time, null for none, undefined when never noted. */
  nextNudge(): number | null | undefined {
    const at = this.meta.get("meta", "nextNudgeAt");
    return at === null ? undefined : at === "none" ? null : Number(at);
  }

  /** The time of a claim made in D1 whose nudges were never staged, if any. */
  openClaim(): number | null {
    const at = this.meta.get("meta", "openClaimAt");
    return at === null ? null : Number(at);
  }

  /** Stages one push per nudge and device, and closes the claim, in one local transaction. */
  stageClaim(nudges: { id: number; payload: string }[], devices: Device[], now: number) {
    for (const nudge of nudges) {
      for (const s of devices) {
        this.sql.exec(
          "INSERT OR IGNORE INTO outbox (reminderId, subscriptionId, endpoint, p256dh, auth, payload, firstAttemptAt, nextAttemptAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
          nudge.id,
          s.id,
          s.endpoint,
          s.p256dh,
          s.auth,
          nudge.payload,
          now,
          now,
        );
      }
    }
    this.meta.delete("meta", "openClaimAt");
  }

  /** The pushes due at `now`, oldest first: what a run sends, each leased only as its turn comes (lease). */
  due(now: number): PushKey[] {
    return this.sql
      .exec<PushKey>("SELECT reminderId, subscriptionId FROM outbox WHERE nextAttemptAt <= ? ORDER BY nextAttemptAt", now)
      .toArray();
  }

  /**
   * Leases one due push until leaseUntil and answers it, in one statement, so another run of the
   * alarm cannot send it too; null when it is no longer due (sent, dropped, or leased meanwhile).
   * Leased one at a time, just before it is sent, the lease need only outlast one push request.
   * A lease that runs out (the object died mid-send) makes it due again: at least once, never
   * twice at once.
   */
  lease({ reminderId, subscriptionId }: PushKey, now: number, leaseUntil: number): OutboxRow | null {
    return (
      this.sql
        .exec<OutboxRow>(
          "UPDATE outbox SET nextAttemptAt = ? WHERE reminderId = ? AND subscriptionId = ? AND nextAttemptAt <= ? RETURNING *",
          leaseUntil,
          reminderId,
          subscriptionId,
          now,
        )
        .toArray()[0] ?? null
    );
  }

  remove(reminderId: number, subscriptionId: number) {
    this.sql.exec("DELETE FROM outbox WHERE reminderId = ? AND subscriptionId = ?", reminderId, subscriptionId);
  }

  /** The browser renewed the device's subscription: what waits for it goes to the new endpoint. */
  renew(subscriptionId: number, keys: { endpoint: string; p256dh: string; auth: string }) {
    this.sql.exec(
      "UPDATE outbox SET endpoint = ?, p256dh = ?, auth = ? WHERE subscriptionId = ?",
      keys.endpoint,
      keys.p256dh,
      keys.auth,
      subscriptionId,
    );
  }

  /** The nudges still waiting to be pushed to this device. */
  nudgesFor(subscriptionId: number): number[] {
    return this.sql
      .exec<{ reminderId: number }>("SELECT reminderId FROM outbox WHERE subscriptionId = ?", subscriptionId)
      .toArray()
      .map((r) => r.reminderId);
  }

  /** Some device still waits to be pushed this nudge. */
  hasNudge(reminderId: number) {
    return this.sql.exec("SELECT 1 FROM outbox WHERE reminderId = ? LIMIT 1", reminderId).toArray().length > 0;
  }

  /** Every device with a push waiting. */
  subscriptions(): number[] {
    return this.sql
      .exec<{ id: number }>("SELECT DISTINCT subscriptionId AS id FROM outbox")
      .toArray()
      .map((r) => r.id);
  }

  removeDevice(subscriptionId: number) {
    this.sql.exec("DELETE FROM outbox WHERE subscriptionId = ?", subscriptionId);
  }

  retryAt(reminderId: number, subscriptionId: number, at: number) {
    this.sql.exec(
      "UPDATE outbox SET attempts = attempts + 1, nextAttemptAt = ? WHERE reminderId = ? AND subscriptionId = ?",
      at,
      reminderId,
      subscriptionId,
    );
  }
}
