// How sent nudges went out (nudge_deliveries, reminders.deliveryStatus) and what the scheduler
// learnt about devices: written by the NudgeScheduler in one batch after it pushes and mails,
// read by history and the missed-nudges notice.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Delivery, DeliveryStatus } from "../contracts/delivery";
import type { Db } from "./client";
import type { Value } from "./prepared-batch";
import { isoSql } from "./json-sql";
import { nudgeDeliveries, pushSubscriptions, reminders, users } from "./schema";

export type DeliveryRow = {
  reminderId: number;
  target: string;
  channel: "push" | "email";
  label: string | null;
  status: string;
  reason: string | null;
  at: number;
};
export type DeviceNews = { subscriptionId: number; failureAt: number; failure: string; gone: boolean };
/** status: the nudge's new summary, or null to leave D1's as it is. */
export type NudgeDelivery = { reminderId: number; status: DeliveryStatus | null; rows: DeliveryRow[] };

// D1 binds at most 100 values a statement: 8 a row, plus the owner.
const ROWS_PER_INSERT = 12;
const IDS_PER_STATEMENT = 90;
const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The statements that save what the scheduler learnt, for its batch: each nudge's targets and its
 * summary, device outcomes, and devices the push service called gone. A nudge deleted meanwhile is
 * skipped (its rows would have nothing to belong to), so the batch never fails on it.
 */
export function saveDeliveries(db: Db, userId: number, nudges: NudgeDelivery[], devices: DeviceNews[]) {
  const rows = nudges.flatMap((n) => n.rows);
  const inserts = chunks(rows, ROWS_PER_INSERT).map((part) => {
    const values = sql.join(
      part.map((r) => sql`(${r.reminderId}, ${r.target}, ${userId}, ${r.channel}, ${r.label}, ${r.status}, ${r.reason}, ${r.at})`),
      sql`, `,
    );
    // Every column in the table's order (reminderId, target, userId, channel, label, status, reason, at).
    return db
      .insert(nudgeDeliveries)
      .select(sql`SELECT * FROM (VALUES ${values}) WHERE column1 IN (SELECT id FROM reminders WHERE userId = ${userId})`)
      .onConflictDoUpdate({
        target: [nudgeDeliveries.reminderId, nudgeDeliveries.target],
        set: { label: sql`excluded.label`, status: sql`excluded.status`, reason: sql`excluded.reason`, at: sql`excluded.at` },
      });
  });
  const statuses = [...new Set(nudges.flatMap((n) => (n.status === null ? [] : [n.status])))];
  const summaries = statuses.flatMap((status) =>
    chunks(
      nudges.filter((n) => n.status === status).map((n) => n.reminderId),
      IDS_PER_STATEMENT,
    ).map((ids) =>
      db
        .update(reminders)
        .set({ deliveryStatus: status })
        .where(and(eq(reminders.userId, userId), inArray(reminders.id, ids))),
    ),
  );
  const news = devices
    .filter((d) => !d.gone)
    .map((d) =>
      db
        .update(pushSubscriptions)
        .set({ lastFailureAt: d.failureAt, lastFailure: d.failure })
        .where(and(eq(pushSubscriptions.id, d.subscriptionId), eq(pushSubscriptions.userId, userId))),
    );
  const gone = devices.filter((d) => d.gone).map((d) => d.subscriptionId);
  const removals = chunks(gone, IDS_PER_STATEMENT).map((ids) =>
    db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), inArray(pushSubscriptions.id, ids))),
  );
  // The cached nudge lists and their ETags follow remindersVersion (migrations/0004): a changed line
  // alone (a retry's new reason) touches no reminders row, so it moves the version itself.
  const moved =
    inserts.length > 0 && summaries.length === 0
      ? [
          db
            .update(users)
            .set({ remindersVersion: sql`${users.remindersVersion} + 1` })
            .where(eq(users.id, userId)),
        ]
      : [];
  return [...inserts, ...summaries, ...moved, ...news, ...removals];
}

/**
 * For the claim's batch, after the claim: the outcome to expect for the nudges claimed at claimAt,
 * written before anything is sent so that the usual run needs no round trip of its own for the
 * record: every device of the user delivered, and the email sent when one goes at once (every
 * nudge, or the fallback with no device; see emailPlan). What turns out otherwise is corrected at
 * the end of the run. The claim itself sets the expected summary (claimDue).
 */
export function expectDeliveries(db: Db, userId: Value<number>, claimAt: Value<number>) {
  const claimed = sql`r.userId = ${userId} AND r.sent = 1 AND r.sentAt = ${claimAt}`;
  // One statement for both channels: a statement in the claim's batch costs more than its rows.
  return db
    .insert(nudgeDeliveries)
    .select(
      sql`SELECT r.id, 'push:' || s.id, r.userId, 'push', s.label, 'delivered', NULL, r.sentAt FROM reminders r JOIN push_subscriptions s ON s.userId = r.userId WHERE ${claimed}
        UNION ALL
        SELECT r.id, 'email', r.userId, 'email', NULL, 'sent', NULL, r.sentAt FROM reminders r JOIN users u ON u.id = r.userId
        WHERE ${claimed} AND u.isVerified = 1 AND (u.emailEvery = 1 OR (u.emailFallback = 1 AND NOT EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.userId = r.userId)))`,
    )
    .onConflictDoNothing();
}

/** The summary to expect, in the claim's own UPDATE: a device will take it, else the email, else nothing. */
export const expectedStatus = (userId: Value<number>) => sql<string>`CASE
  WHEN EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.userId = ${userId}) THEN 'delivered'
  WHEN EXISTS (SELECT 1 FROM users u WHERE u.id = ${userId} AND u.isVerified = 1 AND (u.emailEvery = 1 OR u.emailFallback = 1)) THEN 'emailed'
  ELSE 'not_delivered' END`;

/**
 * A history row's `delivery` as SQLite-built JSON (for the lists' json_object): null before
 * anything was recorded. Must match toDelivery exactly (test/worker/nudges-json.test.ts).
 */
export const deliveryJson = sql`case when ${reminders.deliveryStatus} is null then json('null') else json_object(
  'status', ${reminders.deliveryStatus},
  'devices', json((select json_group_array(json_object('label', d.label, 'status', d.status, 'at', ${isoSql(sql.raw("d.at"))}, 'reason', d.reason) order by d.at, d.target)
    from nudge_deliveries d where d.reminderId = ${reminders.id} and d.channel = 'push')),
  'email', json((select json_object('status', e.status, 'at', ${isoSql(sql.raw("e.at"))}, 'reason', e.reason) from nudge_deliveries e where e.reminderId = ${reminders.id} and e.channel = 'email'))
) end`;

type StoredRow = typeof nudgeDeliveries.$inferSelect;
const iso = (ms: number) => new Date(ms).toISOString();

/** The same object from rows read one by one (a single nudge's answer, the account export). */
export function toDelivery(status: string | null, rows: StoredRow[]): Delivery | null {
  if (status === null) return null;
  const devices = rows.filter((r) => r.channel === "push").sort((a, b) => a.at - b.at || (a.target < b.target ? -1 : 1));
  const email = rows.find((r) => r.channel === "email");
  return {
    status: status as DeliveryStatus,
    devices: devices.map((d) => ({
      label: d.label,
      status: d.status as Delivery["devices"][number]["status"],
      at: iso(d.at),
      reason: d.reason,
    })),
    email: email ? { status: email.status as NonNullable<Delivery["email"]>["status"], at: iso(email.at), reason: email.reason } : null,
  };
}

export const deliveryRowsOf = (db: Db, userId: number) => db.select().from(nudgeDeliveries).where(eq(nudgeDeliveries.userId, userId));
