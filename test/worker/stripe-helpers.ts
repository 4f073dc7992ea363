import { inject } from "vitest";
import Stripe from "stripe";
import type { StripeRequest } from "../support/stripe-server";
import { createApp } from "../../worker/app";
import { api, signUp } from "./helpers";

export const WEBHOOK_SECRET = "whsec_nudge_local";
const stripeUrl = () => inject("stripeApiUrl");

/** Every request the app has made to the local Stripe server so far. */
export async function stripeRequests(): Promise<StripeRequest[]> {
  return (await fetch(`${stripeUrl()}/_test/requests`)).json();
}

/** Sets the subscription the local Stripe answers for GET /v1/subscriptions/:id. */
export async function setSubscription(sub: {
  id?: string;
  customer: string;
  status: string;
  trial_end?: number | null;
  cancel_at?: number | null;
}) {
  const res = await fetch(`${stripeUrl()}/_test/subscriptions`, { method: "POST", body: JSON.stringify(sub) });
  return (await res.json()) as { id: string; customer: string; status: string; trial_end: number | null; cancel_at: number | null };
}

/** The local Stripe customer made for this email (emails are unique per test; user ids are not across files). */
export async function customerFor(email: string) {
  const customers = (await (await fetch(`${stripeUrl()}/_test/customers`)).json()) as { id: string; email: string }[];
  return customers.filter((c) => c.email === email);
}

/** Starts checkout for a signed-in user and answers the Stripe customer it was made for. */
export async function checkoutCustomer(user: { token: string; email: string }) {
  const res = await api("/api/create-subscription", { method: "POST", token: user.token });
  if (res.status !== 200) throw new Error(`create-subscription failed: ${res.status} ${res.text}`);
  const [customer] = await customerFor(user.email);
  return { customerId: customer!.id, url: res.json.url as string };
}

let eventCounter = 0;
/** A Stripe event as Stripe sends it, with a fresh id unless one is given. */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${Date.now().toString(36)}_${++eventCounter}`) {
  return {
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** Makes the local Stripe answer 500 for this subscription (failing: true) until told otherwise. */
export async function failSubscription(id: string, failing: boolean) {
  await fetch(`${stripeUrl()}/_test/failing-subscriptions`, { method: "POST", body: JSON.stringify({ id, failing }) });
}

/** env: another set of bindings (a failing D1, an unreachable Stripe) for this one delivery. */
type Delivery = { secret?: string; timestamp?: number; tamper?: (payload: string) => string; env?: Env };

/** Delivers an event to the webhook endpoint, signed by Stripe's own test-header helper. */
export async function deliver(event: object, delivery: Delivery = {}) {
  return deliverRaw(JSON.stringify(event), delivery);
}

/** Delivers any body (JSON or not), signed as Stripe signs it. */
export async function deliverRaw(payload: string, { secret = WEBHOOK_SECRET, timestamp, tamper, env }: Delivery = {}) {
  const header = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  const body = tamper ? tamper(payload) : payload;
  if (!env) return api("/api/stripe/webhook", { method: "POST", rawBody: body, headers: { "Stripe-Signature": header } });
  const res = await createApp().fetch(
    new Request("http://localhost/api/stripe/webhook", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", "Stripe-Signature": header },
    }),
    env,
  );
  const text = await res.text();
  return { status: res.status, text, json: text.startsWith("{") ? JSON.parse(text) : undefined };
}

export const plan = async (token: string) => (await api("/api/billing/plan", { token })).json;

/** A Unix time (Stripe's unit) `days` from now. */
export const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;

/** A signed-up user with a Stripe customer and a trialing subscription in the local Stripe. */
export async function trialingUser() {
  const user = await signUp();
  const { customerId } = await checkoutCustomer(user);
  const sub = await setSubscription({ customer: customerId, status: "trialing", trial_end: inDays(30) });
  return { user, customerId, sub };
}
