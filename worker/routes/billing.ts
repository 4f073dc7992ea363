import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import { checkoutConfigured, isStripeError, stripeClient, TRIAL_DAYS, verifiedEvent } from "../billing";
import { applyStripeEvent } from "../billing-webhook";
import type { PlanState, RedirectUrl } from "../contracts/billing";
import { getDb } from "../db/client";
import { claimCustomerId, claimEvent, getBillingUser, isLiveStatus, planState, releaseEvent, type BillingUser } from "../db/billing";
import { fail } from "../http/errors";

const NOT_CONFIGURED = "Billing isn't set up on this server yet, so the free trial can't start. Please try again later.";
const PROVIDER_DOWN = "We couldn't reach our payment provider. Please try again in a moment.";

/** Stripe's failures become a 503 a person can act on ("try again"), never a 500. */
async function viaStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isStripeError(error)) throw error;
    console.error("Stripe request failed", error.type, error.statusCode, error.message);
    throw fail(503, PROVIDER_DOWN);
  }
}

async function billingUser(db: ReturnType<typeof getDb>, userId: number): Promise<BillingUser> {
  const user = await getBillingUser(db, userId);
  if (!user) throw fail(401, "Your session has expired. Please sign in again.");
  return user;
}

/**
 * The user's Stripe customer, created once: the idempotency key makes a double click one customer.
 * The key names this account row (id + creation time), since ids alone repeat after a database reset.
 */
async function customerFor(env: Env, db: ReturnType<typeof getDb>, user: BillingUser) {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await viaStripe(() =>
    stripeClient(env).customers.create(
      { email: user.email, name: user.name, metadata: { userId: String(user.id) } },
      { idempotencyKey: `nudge-customer-${user.id}-${user.createdAt}` },
    ),
  );
  return claimCustomerId(db, user.id, customer.id);
}

/** Billing: Stripe Checkout for the Pro plan, the customer portal, the plan state, and webhooks. */
export const billingRoutes = new Hono<AppEnv>()
  .post("/create-subscription", requireUser, async (c) => {
    if (!checkoutConfigured(c.env)) throw fail(503, NOT_CONFIGURED);
    const db = getDb(c.env.DB);
    const user = await billingUser(db, c.get("user").id);
    if (user.stripeSubscriptionId && isLiveStatus(user.subscriptionStatus) && user.subscriptionStatus !== "incomplete") {
      throw fail(409, "You already have Nudge Pro. Manage your plan from the dashboard.");
    }
    const customer = await customerFor(c.env, db, user);
    const session = await viaStripe(() =>
      stripeClient(c.env).checkout.sessions.create({
        mode: "subscription",
        customer,
        client_reference_id: String(user.id),
        line_items: [{ price: c.env.STRIPE_PRICE_ID, quantity: 1 }],
        // The card is asked for now and charged only when the 30 days are over.
        payment_method_collection: "always",
        subscription_data: { trial_period_days: TRIAL_DAYS, metadata: { userId: String(user.id) } },
        success_url: `${c.env.APP_URL}/dashboard?checkout=success`,
        cancel_url: `${c.env.APP_URL}/pricing`,
      }),
    );
    if (!session.url) throw fail(503, PROVIDER_DOWN);
    return c.json({ url: session.url } satisfies RedirectUrl);
  })
  .post("/billing-portal", requireUser, async (c) => {
    if (!c.env.STRIPE_SECRET_KEY) throw fail(503, NOT_CONFIGURED);
    const user = await billingUser(getDb(c.env.DB), c.get("user").id);
    if (!user.stripeCustomerId) throw fail(409, "You don't have a plan to manage yet. Start your free trial from the pricing page.");
    const portal = await viaStripe(() =>
      stripeClient(c.env).billingPortal.sessions.create({ customer: user.stripeCustomerId!, return_url: `${c.env.APP_URL}/dashboard` }),
    );
    return c.json({ url: portal.url } satisfies RedirectUrl);
  })
  .get("/billing/plan", requireUser, async (c) => {
    const user = await billingUser(getDb(c.env.DB), c.get("user").id);
    return c.json(planState(user) satisfies PlanState);
  })
  // Stripe calls this; the signature over the raw body is the only authentication.
  .post("/stripe/webhook", async (c) => {
    if (!c.env.STRIPE_WEBHOOK_SECRET || !c.env.STRIPE_SECRET_KEY) throw fail(503, "Stripe webhooks are not configured on this server.");
    const event = await verifiedEvent(c.env, await c.req.text(), c.req.header("Stripe-Signature"));
    if (!event) throw fail(400, "Invalid or expired Stripe signature.");
    const db = getDb(c.env.DB);
    if (!(await claimEvent(db, event.id, event.type))) return c.json({ received: true, duplicate: true });
    try {
      const outcome = await applyStripeEvent(c.env, db, event);
      return c.json({ received: true, outcome });
    } catch (error) {
      // Not handled: forget the id so Stripe's retry is processed, and answer 5xx so it retries.
      await releaseEvent(db, event.id);
      throw error;
    }
  });
