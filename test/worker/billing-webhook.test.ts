import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, mailTo as allMailTo } from "./helpers";
import { deliver, inDays, plan, setSubscription, stripeEvent, trialingUser } from "./stripe-helpers";

/** Billing's mail only: the confirmation link every sign-up sends is not what these tests are about. */
const mailTo = async (address: string) => (await allMailTo(address)).filter((mail) => !mail.subject.startsWith("Confirm your email"));

describe("POST /api/stripe/webhook: signatures", () => {
  it("accepts an event signed with the webhook secret and records the plan", async () => {
    const { user, sub } = await trialingUser();
    const res = await deliver(
      stripeEvent("checkout.session.completed", {
        id: "cs_test_1",
        object: "checkout.session",
        mode: "subscription",
        subscription: sub.id,
        customer: sub.customer,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true, outcome: "updated" });
    expect(await plan(user.token)).toEqual({
      status: "trialing",
      trialEndsAt: new Date(sub.trial_end! * 1000).toISOString(),
      cancelAt: null,
      canManageBilling: true,
    });
  });

  it.each([
    [
      "a tampered body",
      {
        tamper: (p: string) =>
          p.replace('"active"', '"trialing"').replace("customer.subscription.updated", "customer.subscription.deleted"),
      },
    ],
    ["the wrong secret", { secret: "whsec_someone_else" }],
    ["a 10-minute-old timestamp", { timestamp: Math.floor(Date.now() / 1000) - 600 }],
  ])("refuses %s with 400 and changes nothing", async (_label, delivery) => {
    const { user, sub } = await trialingUser();
    await setSubscription({ id: sub.id, customer: sub.customer, status: "active" });
    const res = await deliver(
      stripeEvent("customer.subscription.updated", { id: sub.id, object: "subscription", status: "active" }),
      delivery,
    );
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: "Invalid or expired Stripe signature." });
    expect((await plan(user.token)).status).toBe("inactive");
  });

  it("refuses a request without a Stripe-Signature header", async () => {
    const res = await api("/api/stripe/webhook", { method: "POST", rawBody: JSON.stringify(stripeEvent("invoice.paid", {})) });
    expect(res.status).toBe(400);
  });
});

describe("POST /api/stripe/webhook: delivery order and repeats", () => {
  it("handles the same event id once, whatever Stripe says the second time", async () => {
    const { user, sub } = await trialingUser();
    const event = stripeEvent("customer.subscription.created", { id: sub.id, object: "subscription", status: "trialing" });
    expect((await deliver(event)).json).toEqual({ received: true, outcome: "updated" });
    // Had the redelivery been handled, the re-read would have written 'active'.
    await setSubscription({ id: sub.id, customer: sub.customer, status: "active" });
    const again = await deliver(event);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ received: true, duplicate: true });
    expect((await plan(user.token)).status).toBe("trialing");
  });

  it("forgets event ids after 30 days, long after Stripe stops retrying", async () => {
    const { user, sub } = await trialingUser();
    const event = stripeEvent("customer.subscription.updated", { id: sub.id, object: "subscription" });
    const stale = stripeEvent("charge.succeeded", { id: "ch_old", object: "charge" });
    await env.DB.prepare("INSERT INTO stripe_events (id, type, createdAt) VALUES (?, ?, ?), (?, ?, ?)")
      .bind(event.id, event.type, Date.now() - 31 * 86_400_000, stale.id, stale.type, Date.now() - 29 * 86_400_000)
      .run();
    expect((await deliver(event)).json).toEqual({ received: true, outcome: "updated" });
    expect((await plan(user.token)).status).toBe("trialing");
    expect((await deliver(stale)).json).toEqual({ received: true, duplicate: true });
  });

  it("ends in Stripe's current state when 'updated' arrives before 'created'", async () => {
    const { user, sub } = await trialingUser();
    await setSubscription({ id: sub.id, customer: sub.customer, status: "active", trial_end: null });
    await deliver(stripeEvent("customer.subscription.updated", { id: sub.id, object: "subscription", status: "active" }));
    await deliver(stripeEvent("customer.subscription.created", { id: sub.id, object: "subscription", status: "trialing" }));
    expect(await plan(user.token)).toMatchObject({ status: "active", trialEndsAt: null });
  });

  it("keeps a new live plan when the old cancelled subscription's news arrives late", async () => {
    const { user, customerId, sub: old } = await trialingUser();
    await setSubscription({ id: old.id, customer: customerId, status: "canceled" });
    const fresh = await setSubscription({ customer: customerId, status: "active" });
    await deliver(stripeEvent("customer.subscription.created", { id: fresh.id, object: "subscription" }));
    const late = await deliver(stripeEvent("customer.subscription.deleted", { id: old.id, object: "subscription" }));
    expect(late.json).toEqual({ received: true, outcome: "ignored" });
    expect((await plan(user.token)).status).toBe("active");
  });

  // Retries after failures (Stripe or D1 away) and events no retry could handle: billing-webhook-failures.test.ts.

  it("acknowledges events billing does not follow, and subscriptions of unknown customers", async () => {
    expect((await deliver(stripeEvent("charge.succeeded", { id: "ch_1", object: "charge" }))).json).toEqual({
      received: true,
      outcome: "ignored",
    });
    const stranger = await setSubscription({ customer: "cus_made_elsewhere", status: "active" });
    expect((await deliver(stripeEvent("customer.subscription.created", { id: stranger.id, object: "subscription" }))).json).toEqual({
      received: true,
      outcome: "ignored",
    });
  });
});

describe("POST /api/stripe/webhook: status transitions", () => {
  it("follows a plan from trial to active, past due, active again, cancelling and cancelled", async () => {
    const { user, customerId, sub } = await trialingUser();
    const subEvent = (type: string) => stripeEvent(type, { id: sub.id, object: "subscription" });
    const invoiceEvent = (type: string) =>
      stripeEvent(type, {
        id: `in_${type}`,
        object: "invoice",
        customer: customerId,
        parent: { type: "subscription_details", subscription_details: { subscription: sub.id } },
      });

    await deliver(subEvent("customer.subscription.created"));
    expect((await plan(user.token)).status).toBe("trialing");

    // Read once: called again for the expectation, the clock could have passed a second.
    const trialEnd = inDays(3);
    await setSubscription({ id: sub.id, customer: customerId, status: "trialing", trial_end: trialEnd });
    await deliver(subEvent("customer.subscription.trial_will_end"));
    expect((await plan(user.token)).trialEndsAt).toBe(new Date(trialEnd * 1000).toISOString());

    await setSubscription({ id: sub.id, customer: customerId, status: "active", trial_end: inDays(-1) });
    await deliver(subEvent("customer.subscription.updated"));
    expect(await plan(user.token)).toMatchObject({ status: "active", trialEndsAt: null });

    await setSubscription({ id: sub.id, customer: customerId, status: "past_due" });
    await deliver(invoiceEvent("invoice.payment_failed"));
    expect((await plan(user.token)).status).toBe("past_due");

    await setSubscription({ id: sub.id, customer: customerId, status: "active" });
    await deliver(invoiceEvent("invoice.paid"));
    expect((await plan(user.token)).status).toBe("active");

    const cancelAt = inDays(20);
    await setSubscription({ id: sub.id, customer: customerId, status: "active", cancel_at: cancelAt });
    await deliver(subEvent("customer.subscription.updated"));
    expect(await plan(user.token)).toMatchObject({ status: "active", cancelAt: new Date(cancelAt * 1000).toISOString() });

    await setSubscription({ id: sub.id, customer: customerId, status: "canceled" });
    await deliver(subEvent("customer.subscription.deleted"));
    expect((await plan(user.token)).status).toBe("canceled");
  });

  it.each(["unpaid", "paused", "incomplete"])("records Stripe's '%s' status as it is", async (status) => {
    const { user, customerId, sub } = await trialingUser();
    await setSubscription({ id: sub.id, customer: customerId, status });
    await deliver(stripeEvent("customer.subscription.updated", { id: sub.id, object: "subscription" }));
    expect((await plan(user.token)).status).toBe(status);
  });
});

describe("POST /api/stripe/webhook: trial ending", () => {
  it("emails the person once when Stripe says the trial ends in three days", async () => {
    const { user, customerId, sub } = await trialingUser();
    const trialEnd = Date.UTC(2031, 2, 14, 12) / 1000;
    await setSubscription({ id: sub.id, customer: customerId, status: "trialing", trial_end: trialEnd });
    const event = stripeEvent("customer.subscription.trial_will_end", { id: sub.id, object: "subscription" });
    await deliver(event);
    await deliver(event);
    const mail = await mailTo(user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Your Nudge free trial ends soon");
    expect(mail[0]!.text).toContain("Your 30-day Nudge Pro trial ends on March 14, 2031.");
    expect(mail[0]!.text).toContain("http://localhost:8787/dashboard");
    // Not confirmed yet: the name was typed by whoever signed up with the address.
    expect(mail[0]!.text.split("\n")[0]).toBe("Hi,");
    expect(mail[0]!.text).not.toContain(user.name);
  });

  it("sends nothing when the trial is already set to cancel", async () => {
    const { user, customerId, sub } = await trialingUser();
    await setSubscription({ id: sub.id, customer: customerId, status: "trialing", trial_end: inDays(3), cancel_at: inDays(3) });
    await deliver(stripeEvent("customer.subscription.trial_will_end", { id: sub.id, object: "subscription" }));
    expect(await mailTo(user.email)).toEqual([]);
    expect((await plan(user.token)).cancelAt).not.toBeNull();
  });
});
