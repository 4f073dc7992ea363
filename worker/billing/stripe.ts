// Stripe, configured for Workers: fetch for HTTP, SubtleCrypto for webhook signatures, and
// STRIPE_API_URL to point the SDK at a local Stripe-shaped server in tests.
import { t } from "@lingui/core/macro";
import Stripe from "stripe";
import { fail } from "../http/errors";

/** One Pro plan: 30 days free, card collected up front (docs/product.md#the-plan). */
export const TRIAL_DAYS = 30;

type StripeEnv = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_PRICE_ID" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_URL">;

/** Checkout needs a key and a price; without them billing is off and says so. */
export const checkoutConfigured = (env: StripeEnv) => Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID);

/** "http://127.0.0.1:12111" → the SDK's host/port/protocol; unset → Stripe's own API. */
export function stripeApiTarget(apiUrl: string | undefined): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
}

export function stripeClient(env: StripeEnv) {
  return new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...stripeApiTarget(env.STRIPE_API_URL || undefined),
  });
}

const subtleCrypto = Stripe.createSubtleCryptoProvider();

/** True when the body carries Stripe's signature with the webhook secret, made in the last 5 minutes. */
export async function signedByStripe(env: StripeEnv, rawBody: string, signature: string | undefined) {
  if (!signature) return false;
  try {
    // Set by the SDK when it loads; typed nullable only because the SDK builds it in two steps.
    await Stripe.webhooks.signature!.verifyHeaderAsync(rawBody, signature, env.STRIPE_WEBHOOK_SECRET, undefined, subtleCrypto);
    return true;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return false;
    throw error;
  }
}

const idOf = (ref: unknown) => {
  const id = typeof ref === "string" ? ref : (ref as { id?: unknown } | null | undefined)?.id;
  return typeof id === "string" && id ? id : null;
};

/**
 * Which subscription an event is about. follows: false for the events billing doesn't follow
 * (a one-off payment, an invoice outside a subscription); id: null when an event billing follows
 * names no subscription, which no retry can mend.
 */
export function subscriptionRefOf(event: Stripe.Event): { follows: false } | { follows: true; id: string | null } {
  switch (event.type) {
    case "checkout.session.completed":
      return event.data.object.mode === "subscription" ? { follows: true, id: idOf(event.data.object.subscription) } : { follows: false };
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.trial_will_end":
    case "customer.subscription.paused":
    case "customer.subscription.resumed":
      return { follows: true, id: idOf(event.data.object.id) };
    case "invoice.payment_failed":
    case "invoice.paid": {
      const id = idOf(event.data.object.parent?.subscription_details?.subscription);
      return id ? { follows: true, id } : { follows: false };
    }
    default:
      return { follows: false };
  }
}

export const customerIdOf = (sub: Stripe.Subscription) => idOf(sub.customer)!;

/** Stripe seconds → epoch ms. */
export const stripeTime = (seconds: number | null | undefined) => (seconds ? seconds * 1000 : null);

/** Stripe errors a person should see as "try again" rather than a 500. */
export const isStripeError = (error: unknown): error is Stripe.errors.StripeError => error instanceof Stripe.errors.StripeError;

/**
 * Cancels a subscription at once (the account is being deleted). Already gone at Stripe is
 * fine; anything else (billing not configured, Stripe unreachable) stops the deletion with a 503.
 */
export async function cancelPlan(env: StripeEnv, subscriptionId: string) {
  if (!env.STRIPE_SECRET_KEY)
    throw fail(503, t`Your Nudge Pro plan can't be cancelled right now, so your account was not deleted. Please try again later.`);
  try {
    await stripeClient(env).subscriptions.cancel(subscriptionId);
  } catch (error) {
    if (isStripeError(error) && error.statusCode === 404) return;
    throw fail(
      503,
      t`We couldn't reach our payment provider to cancel your Nudge Pro plan, so your account was not deleted. Please try again in a minute.`,
    );
  }
}
