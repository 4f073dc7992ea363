import { t } from "@lingui/core/macro";
import { Hono } from "hono";
import { requireUser, type AppEnv } from "../auth/middleware";
import { checkoutConfigured, isStripeError, signedByStripe, stripeClient, TRIAL_DAYS } from "../billing/stripe";
import { applyStripeEvent } from "../billing/webhook";
import type { PlanState, RedirectUrl } from "../contracts/billing";
import type { Db } from "../db/client";
import { dbOf } from "../db/request-db";
import { claimCustomerId, eventHandled, getBillingUser, isLiveStatus, planState, recordEvent, type BillingUser } from "../db/billing";
import { fail } from "../http/errors";
import { acknowledgeUnhandleable, readEvent } from "../billing/stripe-event";

const notConfigured = () => t`Billing isn't set up on this server yet, so the free trial can't start. Please try again later.`;
const providerDown = () => t`We couldn't reach our payment provider. Please try again in a moment.`;

/** Stripe's failures become a 503 a person can act on ("try again"), never a 500. */
async function viaStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isStripeError(error)) throw error;
    console.error("Stripe request failed", error.type, error.statusCode, error.message);
    throw fail(503, providerDown());
  }
}

async function billingUser(db: Db, userId: number): Promise<BillingUser> {
  const user = await getBillingUser(db, userId);
  if (!user) throw fail(401, t`Your session has expired. Please sign in again.`);
  return user;
}

/**
 * The user's Stripe customer, created once: the idempotency key makes a double click one customer.
 * The key names this account row (id + creation time), since ids alone repeat after a database reset.
 */
async function customerFor(env: Env, db: Db, user: BillingUser) {
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
    if (!checkoutConfigured(c.env)) throw fail(503, notConfigured());
    const db = dbOf(c);
    const user = await billingUser(db, c.get("user").id);
    if (user.stripeSubscriptionId && isLiveStatus(user.subscriptionStatus) && user.subscriptionStatus !== "incomplete") {
      throw fail(409, t`You already have Nudge Pro. Manage your plan from the dashboard.`);
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
    if (!session.url) throw fail(503, providerDown());
    return c.json({ url: session.url } satisfies RedirectUrl);
  })
  .post("/billing-portal", requireUser, async (c) => {
    if (!c.env.STRIPE_SECRET_KEY) throw fail(503, notConfigured());
    const user = await billingUser(dbOf(c), c.get("user").id);
    if (!user.stripeCustomerId) throw fail(409, t`You don't have a plan to manage yet. Start your free trial from the pricing page.`);
    const portal = await viaStripe(() =>
      stripeClient(c.env).billingPortal.sessions.create({ customer: user.stripeCustomerId!, return_url: `${c.env.APP_URL}/dashboard` }),
    );
    return c.json({ url: portal.url } satisfies RedirectUrl);
  })
  .get("/billing/plan", requireUser, async (c) => {
    const user = await billingUser(dbOf(c), c.get("user").id);
    return c.json(planState(user) satisfies PlanState);
  })
  // Stripe calls this; the signature over the raw body is the only authentication. Stripe retries
  // any answer but a 2xx for three days, so: an event no retry could handle is acknowledged with
  // a logged reason, and a 5xx means a passing failure (D1 or Stripe away) worth the retry.
  .post("/stripe/webhook", async (c) => {
    if (!c.env.STRIPE_WEBHOOK_SECRET || !c.env.STRIPE_SECRET_KEY) throw fail(503, t`Stripe webhooks are not configured on this server.`);
    const rawBody = await c.req.text();
    if (!(await signedByStripe(c.env, rawBody, c.req.header("Stripe-Signature")))) throw fail(400, t`Invalid or expired Stripe signature.`);
    const read = readEvent(rawBody);
    if ("unhandleable" in read) return c.json(acknowledgeUnhandleable(read.unhandleable));
    const { event } = read;
    const db = dbOf(c);
    // The id is recorded only after the event is handled, so a failure leaves it free for the
    // retry; two deliveries at once may both handle it, which is harmless: handling re-reads
    // Stripe's state, and the one mail it can send is keyed by the event id.
    if (await eventHandled(db, event.id)) return c.json({ received: true, duplicate: true });
    const outcome = await viaStripe(() => applyStripeEvent(c.env, db, event));
    await recordEvent(db, event.id, event.type);
    if (typeof outcome === "object")
      return c.json(acknowledgeUnhandleable({ id: event.id, type: event.type, reason: outcome.unhandleable }));
    return c.json({ received: true, outcome });
  });
