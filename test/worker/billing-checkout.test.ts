import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createApp } from "../../worker/app";
import { api, signUp, expectRefused } from "./helpers";
import { checkoutCustomer, customerFor, plan, setSubscription, stripeRequests } from "./stripe-helpers";

const requestsFor = async (customerId: string, path: string) =>
  (await stripeRequests()).filter((r) => r.path === path && r.params.customer === customerId);

describe("POST /api/create-subscription", () => {
  it("needs a signed-in user", async () => {
    const res = await api("/api/create-subscription", { method: "POST" });
    expectRefused(res, 401, "Please sign in to continue.");
  });

  it("opens a subscription Checkout with a 30-day trial, card up front, and the app's return pages", async () => {
    const user = await signUp({ name: "Carla Reyes" });
    const res = await api("/api/create-subscription", { method: "POST", token: user.token });
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(new RegExp(`^${inject("stripeApiUrl")}/checkout/cs_test_\\w+$`));

    const customers = await customerFor(user.email);
    expect(customers).toHaveLength(1);
    const customerId = customers[0]!.id;
    const made = (await stripeRequests()).filter((r) => r.path === "/v1/customers" && r.params.email === user.email);
    expect(made.map((r) => r.params)).toEqual([{ email: user.email, name: "Carla Reyes", "metadata[userId]": String(user.id) }]);
    expect(made[0]!.idempotencyKey).toMatch(new RegExp(`^nudge-customer-${user.id}-\\d+$`));
    const [session] = await requestsFor(customerId, "/v1/checkout/sessions");
    expect(session!.params).toEqual({
      mode: "subscription",
      customer: customerId,
      client_reference_id: String(user.id),
      "line_items[0][price]": "price_nudge_pro_monthly",
      "line_items[0][quantity]": "1",
      payment_method_collection: "always",
      "subscription_data[trial_period_days]": "30",
      "subscription_data[metadata][userId]": String(user.id),
      success_url: "http://localhost:8787/dashboard?checkout=success",
      cancel_url: "http://localhost:8787/pricing",
    });
  });

  it("creates the Stripe customer once and reuses it for every later checkout", async () => {
    const user = await signUp();
    const first = await checkoutCustomer(user);
    const second = await checkoutCustomer(user);
    expect(second.customerId).toBe(first.customerId);
    expect(second.url).not.toBe(first.url);
    expect(await customerFor(user.email)).toHaveLength(1);
    expect((await stripeRequests()).filter((r) => r.path === "/v1/customers" && r.params.email === user.email)).toHaveLength(1);
    expect(await requestsFor(first.customerId, "/v1/checkout/sessions")).toHaveLength(2);
    expect((await plan(user.token)).canManageBilling).toBe(true);
  });

  it("refuses a second plan while one is live", async () => {
    const user = await signUp();
    const { customerId } = await checkoutCustomer(user);
    const sub = await setSubscription({ customer: customerId, status: "active" });
    await env.DB.prepare("UPDATE users SET stripeSubscriptionId = ?, subscriptionStatus = 'active' WHERE id = ?")
      .bind(sub.id, user.id)
      .run();
    const res = await api("/api/create-subscription", { method: "POST", token: user.token });
    expectRefused(res, 409, "You already have Nudge Pro. Manage your plan from the dashboard.");
  });

  it("answers 503 with a clear message when Stripe is not configured", async () => {
    const user = await signUp();
    const unconfigured = { ...env, STRIPE_SECRET_KEY: "", STRIPE_PRICE_ID: "" };
    const res = await createApp().fetch(
      new Request("http://localhost/api/create-subscription", { method: "POST", headers: { Authorization: `Bearer ${user.token}` } }),
      unconfigured,
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      message: "Billing isn't set up on this server yet, so the free trial can't start. Please try again later.",
    });
  });

  it("answers 503 'try again' when Stripe refuses the request, never a 500", async () => {
    const user = await signUp();
    const wrongKey = { ...env, STRIPE_SECRET_KEY: "sk_test_not_the_right_key" };
    const res = await createApp().fetch(
      new Request("http://localhost/api/create-subscription", { method: "POST", headers: { Authorization: `Bearer ${user.token}` } }),
      wrongKey,
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: "We couldn't reach our payment provider. Please try again in a moment." });
  });
});

describe("POST /api/billing-portal", () => {
  it("sends someone without a plan to pricing", async () => {
    const user = await signUp();
    const res = await api("/api/billing-portal", { method: "POST", token: user.token });
    expectRefused(res, 409, "You don't have a plan to manage yet. Start your free trial from the pricing page.");
  });

  it("opens Stripe's customer portal for the user's own customer, returning to the dashboard", async () => {
    const user = await signUp();
    const { customerId } = await checkoutCustomer(user);
    const res = await api("/api/billing-portal", { method: "POST", token: user.token });
    expect(res.status).toBe(200);
    expect(res.json.url).toBe(`${inject("stripeApiUrl")}/portal/${customerId}`);
    const portal = (await stripeRequests()).findLast((r) => r.path === "/v1/billing_portal/sessions" && r.params.customer === customerId);
    expect(portal!.params).toEqual({ customer: customerId, return_url: "http://localhost:8787/dashboard" });
  });
});

describe("GET /api/billing/plan", () => {
  it("starts as no plan", async () => {
    const user = await signUp();
    expect(await plan(user.token)).toEqual({ status: "inactive", trialEndsAt: null, cancelAt: null, canManageBilling: false });
    expect((await api("/api/billing/plan")).status).toBe(401);
  });
});

describe("GET /api/site-info", () => {
  it("gives visitors the support email from configuration", async () => {
    const res = await api("/api/site-info");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ supportEmail: env.SUPPORT_EMAIL });
    expect(env.SUPPORT_EMAIL).toMatch(/@/);
  });
});
