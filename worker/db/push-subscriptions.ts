import { eq, or, sql } from "drizzle-orm";
import type { Db } from "./client";
import type { Value } from "./prepared-batch";
import { pushSubscriptions } from "./schema";
import { ownRow } from "./own-row";

export type DeviceKeys = { endpoint: string; p256dh: string; auth: string };

/** What one device gives when subscribing: `secretHash` of its new device secret, a label when it has one. */
export type NewDevice = DeviceKeys & { label: string | null; secretHash: string };

// On a row changing hands (a shared browser) the last outcomes were the previous owner's: not shown.
const keptIfSameOwner = (
  userId: number,
  column: typeof pushSubscriptions.lastDeliveredAt | typeof pushSubscriptions.lastFailureAt | typeof pushSubscriptions.lastFailure,
) => sql`case when ${pushSubscriptions.userId} = ${userId} then ${column} else null end`;

/**
 * One row per endpoint: a browser that re-subscribes, or changes hands, updates its row (and gets
 * a new secret: the old one stops working). A missing label keeps the one stored. Another
 * account's row changes hands only when `heldSecretHash` is its device secret's hash (null: the
 * browser showed none); otherwise nothing changes and the answer is undefined.
 */
export const upsertDevice = (db: Db, userId: number, sub: NewDevice, heldSecretHash: string | null) =>
  db
    .insert(pushSubscriptions)
    .values({ ...sub, userId })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      setWhere: or(
        eq(pushSubscriptions.userId, userId),
        heldSecretHash === null ? undefined : eq(pushSubscriptions.secretHash, heldSecretHash),
      ),
      set: {
        userId,
        p256dh: sub.p256dh,
        auth: sub.auth,
        secretHash: sub.secretHash,
        label: sub.label ?? sql`${pushSubscriptions.label}`,
        lastDeliveredAt: keptIfSameOwner(userId, pushSubscriptions.lastDeliveredAt),
        lastFailureAt: keptIfSameOwner(userId, pushSubscriptions.lastFailureAt),
        lastFailure: keptIfSameOwner(userId, pushSubscriptions.lastFailure),
      },
    })
    .returning({ id: pushSubscriptions.id })
    .get();

export async function hasDevice(db: Db, userId: number) {
  return (
    (await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).limit(1).get()) !==
    undefined
  );
}

/** A query builder, so the scheduler can send it in one D1 batch with the due nudges. */
export const devicesToPush = (db: Db, userId: Value<number>) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/** A push service said 404/410: the browser unsubscribed, so stop sending there. */
export const deleteGoneDevice = (db: Db, userId: number, id: number) =>
  db.delete(pushSubscriptions).where(ownRow(pushSubscriptions, userId, id));
