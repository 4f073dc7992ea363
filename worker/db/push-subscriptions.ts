import { and, eq } from "drizzle-orm";
import type { Db } from "./client";
import { pushSubscriptions } from "./schema";

export type SubscriptionKeys = { endpoint: string; p256dh: string; auth: string };

/** One row per endpoint: a browser that re-subscribes, or changes hands, updates its row. */
export const upsertSubscription = (db: Db, userId: number, sub: SubscriptionKeys) =>
  db
    .insert(pushSubscriptions)
    .values({ ...sub, userId })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: sub.p256dh, auth: sub.auth } })
    .returning({ id: pushSubscriptions.id })
    .get();

export async function hasSubscription(db: Db, userId: number) {
  return (await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).limit(1).get()) !== undefined;
}

/** A query builder, so the scheduler can send it in one D1 batch with the due nudges. */
export const listSubscriptions = (db: Db, userId: number) => db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/** A push service said 404/410: the browser unsubscribed, so stop sending there. */
export const deleteSubscription = (db: Db, userId: number, id: number) =>
  db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)));
