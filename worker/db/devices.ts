// The devices a person sees and manages (issue 19): their push subscriptions, with a label and
// how the last push to each went. Every query is scoped by the owner's user id.
import { t } from "@lingui/core/macro";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Device } from "../contracts/delivery";
import type { Db } from "./client";
import { pushSubscriptions } from "./schema";
import type { DeviceKeys } from "./push-subscriptions";
import { ownRow } from "./own-row";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const deviceColumns = {
  id: pushSubscriptions.id,
  label: pushSubscriptions.label,
  endpoint: pushSubscriptions.endpoint,
  createdAt: pushSubscriptions.createdAt,
  // A test push sets the column; a nudge's delivery is in its record (nudge_deliveries), which the
  // scheduler writes anyway, so it is read from there rather than written twice.
  lastDeliveredAt: sql<number | null>`nullif(max(coalesce(${pushSubscriptions.lastDeliveredAt}, 0), coalesce((
    select max(d.at) from nudge_deliveries d where d.userId = ${pushSubscriptions.userId} and d.target = 'push:' || ${pushSubscriptions.id} and d.status = 'delivered'), 0)), 0)`,
  lastFailureAt: pushSubscriptions.lastFailureAt,
  lastFailure: pushSubscriptions.lastFailure,
};
type DeviceRow = Awaited<ReturnType<typeof listDevices>>[number];

/** The endpoint itself never leaves the server: `current` says whether it is the asking browser's. */
export const toDevice = (row: DeviceRow, currentEndpoint: string | undefined): Device => ({
  id: row.id,
  label: row.label,
  createdAt: iso(row.createdAt)!,
  lastDeliveredAt: iso(row.lastDeliveredAt),
  lastFailure:
    row.lastFailureAt === null
      ? null
      : { at: iso(row.lastFailureAt)!, reason: row.lastFailure ?? t`The push service refused the notification` },
  current: row.endpoint === currentEndpoint,
});

/** Newest first. */
export const listDevices = (db: Db, userId: number) =>
  db
    .select(deviceColumns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .all();

export const findDevice = (db: Db, userId: number, id: number) =>
  db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(ownRow(pushSubscriptions, userId, id))
    .get();

/** Answers false when the user has no such device. */
export async function deleteDevice(db: Db, userId: number, id: number) {
  const gone = await db
    .delete(pushSubscriptions)
    .where(ownRow(pushSubscriptions, userId, id))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

export async function recordDelivered(db: Db, userId: number, id: number, at: number) {
  await db
    .update(pushSubscriptions)
    .set({ lastDeliveredAt: at })
    .where(ownRow(pushSubscriptions, userId, id));
}

/** `reason` in words a person understands: it is shown in the device list. */
export async function recordFailure(db: Db, userId: number, id: number, at: number, reason: string) {
  await db
    .update(pushSubscriptions)
    .set({ lastFailureAt: at, lastFailure: reason })
    .where(ownRow(pushSubscriptions, userId, id));
}

/** This endpoint is one of the user's devices. */
export async function isUsersDevice(db: Db, userId: number, endpoint: string) {
  const row = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .get();
  return row !== undefined;
}

export type Resubscribed =
  | { kind: "unknown" }
  /** The new endpoint is another account's device: nothing changed. */
  | { kind: "taken" }
  /** `merged`: the user's other row for the same endpoint, removed in favour of this one. */
  | { kind: "replaced"; id: number; userId: number; merged: number | null };

/**
 * The browser replaced the subscription of the device with this secret: its row takes the new
 * endpoint and keys (the old ones are dead) and forgets the last failure, which was the old one's.
 * The endpoint is unique, so a row of the same user already holding it is folded into this one.
 */
export async function replaceDeviceKeys(db: Db, secretHash: string, keys: DeviceKeys): Promise<Resubscribed> {
  const device = await db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.secretHash, secretHash))
    .get();
  if (!device) return { kind: "unknown" };
  const holder = await db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, keys.endpoint), ne(pushSubscriptions.id, device.id)))
    .get();
  if (holder && holder.userId !== device.userId) return { kind: "taken" };
  const update = db
    .update(pushSubscriptions)
    .set({ ...keys, lastFailureAt: null, lastFailure: null })
    .where(and(eq(pushSubscriptions.id, device.id), eq(pushSubscriptions.userId, device.userId)));
  try {
    if (holder)
      await db.batch([
        db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, holder.id), eq(pushSubscriptions.userId, device.userId))),
        update,
      ]);
    else await update;
  } catch (err) {
    // Another row took the endpoint between the check above and the update.
    // Not translated: SQLite's own words, matched.
    if (String(err).includes("UNIQUE constraint failed")) return { kind: "taken" };
    throw err;
  }
  return { kind: "replaced", id: device.id, userId: device.userId, merged: holder?.id ?? null };
}
