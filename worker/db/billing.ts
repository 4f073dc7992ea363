import { and, eq, gte, isNull, lt } from "drizzle-orm";
import type { PlanState } from "../contracts/billing";
import type { Db } from "./client";
import { stripeEvents, users } from "./schema";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Statuses that still hold (or may soon hold) the plan: a newer subscription in one of these wins. */
const LIVE = new Set(["trialing", "active", "past_due", "unpaid", "paused", "incomplete"]);
export const isLiveStatus = (status: string) => LIVE.has(status);

export async function getBillingUser(db: Db, userId: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      isVerified: users.isVerified,
      stripeCustomerId: users.stripeCustomerId,
      stripeSubscriptionId: users.stripeSubscriptionId,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionTrialEnd: users.subscriptionTrialEnd,
      subscriptionCancelAt: users.subscriptionCancelAt,
      createdAt: users.createdAt,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
}

export type BillingUser = NonNullable<Awaited<ReturnType<typeof getBillingUser>>>;

export function planState(user: BillingUser): PlanState {
  return {
    status: user.subscriptionStatus,
    trialEndsAt: user.subscriptionStatus === "trialing" ? iso(user.subscriptionTrialEnd) : null,
    cancelAt: iso(user.subscriptionCancelAt),
    canManageBilling: user.stripeCustomerId !== null,
  };
}

/** Saves the customer only if the user has none yet; answers the id the user ends up with. */
export async function claimCustomerId(db: Db, userId: number, customerId: string) {
  await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
  const row = await db.select({ stripeCustomerId: users.stripeCustomerId }).from(users).where(eq(users.id, userId)).get();
  return row?.stripeCustomerId ?? customerId;
}

export async function findUserByCustomer(db: Db, customerId: string) {
  const row = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).get();
  return row ? getBillingUser(db, row.id) : undefined;
}

/** The plan as the account keeps it, copied from the Stripe subscription (its id, status and dates). */
export type PlanSnapshot = { id: string; status: string; trialEnd: number | null; cancelAt: number | null };

export async function savePlan(db: Db, userId: number, sub: PlanSnapshot) {
  await db
    .update(users)
    .set({
      stripeSubscriptionId: sub.id,
      subscriptionStatus: sub.status,
      subscriptionTrialEnd: sub.trialEnd,
      subscriptionCancelAt: sub.cancelAt,
    })
    .where(eq(users.id, userId));
}

/** Stripe retries an event for up to 3 days; ids are kept well beyond that, then pruned. */
export const EVENT_MEMORY_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether this event id was handled already (Stripe redelivers events); ids past their memory don't count. */
export async function eventHandled(db: Db, id: string) {
  const row = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(and(eq(stripeEvents.id, id), gte(stripeEvents.createdAt, Date.now() - EVENT_MEMORY_MS)))
    .get();
  return row !== undefined;
}

/**
 * Records a handled event id, pruning long-expired ones. Written only once the event is handled,
 * so a failure anywhere before (D1 or Stripe away) leaves the id free for Stripe's retry.
 */
export async function recordEvent(db: Db, id: string, type: string) {
  await db.batch([
    db.delete(stripeEvents).where(lt(stripeEvents.createdAt, Date.now() - EVENT_MEMORY_MS)),
    db.insert(stripeEvents).values({ id, type }).onConflictDoNothing(),
  ]);
}
