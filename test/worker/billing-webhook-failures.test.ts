// What the webhook answers when an event can't be handled. Stripe retries every non-2xx for three
// days and may disable an endpoint that keeps failing, so: an event that can never succeed is
// acknowledged (2xx) with a logged reason, and only a passing failure (D1 or Stripe's API away)
// is a 5xx, after which Stripe's retry of the same event must still be handled.
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { failingFrom } from "./failing-d1";
import { mailTo } from "./helpers";
import { deliver, deliverRaw, failSubscription, inDays, plan, setSubscription, stripeEvent, trialingUser } from "./stripe-helpers";

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());
const warnings = () => warn.mock.calls.map((args) => args.join(" "));

describe("POST /api/stripe/webhook: signed events that can never be handled", () => {
  const event = (id: string, rest: object) => ({ id, object: "event", created: Math.floor(Date.now() / 1000), livemode: false, ...rest });
  it.each([
    ["a body that isn't JSON", "this is not json", /not JSON/, null],
    ["an empty object", "{}", /no event id/, null],
    ["JSON that isn't an object", "[1, 2]", /not a JSON object/, null],
    ["an event without a type", JSON.stringify(event("evt_no_type", { data: { object: { id: "sub_1" } } })), /no type/, "evt_no_type"],
    [
      "an event without data.object",
      JSON.stringify(event("evt_no_object", { type: "customer.subscription.updated", data: {} })),
      /no data\.object/,
      "evt_no_object",
    ],
    ["an event without data", JSON.stringify(event("evt_no_data", { type: "invoice.paid" })), /no data\.object/, "evt_no_data"],
    [
      "a subscription event whose object has no id",
      JSON.stringify(event("evt_no_sub_id", { type: "customer.subscription.updated", data: { object: { object: "subscription" } } })),
      /no subscription id/,
      "evt_no_sub_id",
    ],
  ])("acknowledges %s with 200 and logs why", async (_label, payload, reason, id) => {
    const res = await deliverRaw(payload);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ received: true, outcome: "ignored", reason: expect.stringMatching(reason) });
    const logged = warnings().filter((line) => line.startsWith("Stripe webhook"));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(reason);
    if (id) expect(logged[0]).toContain(id);
  });

  it("acknowledges an event about a subscription Stripe has never heard of, logs it, and remembers the id", async () => {
    const { user } = await trialingUser();
    const event = stripeEvent("customer.subscription.updated", { id: "sub_never_existed", object: "subscription" });
    const res = await deliver(event);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ received: true, outcome: "ignored", reason: expect.stringContaining("sub_never_existed") });
    expect(warnings().join("\n")).toMatch(
      new RegExp(`Stripe webhook ${event.id} \\(customer\\.subscription\\.updated\\).*sub_never_existed`),
    );
    expect((await plan(user.token)).status).toBe("inactive");
    // A redelivery is a duplicate: nothing is left for Stripe to retry.
    expect((await deliver(event)).json).toEqual({ received: true, duplicate: true });
  });
});

describe("POST /api/stripe/webhook: passing failures are a 5xx and the retry is handled", () => {
  it("Stripe answering 500: 5xx, then the same event succeeds once Stripe is back", async () => {
    const { user, sub } = await trialingUser();
    const event = stripeEvent("customer.subscription.created", { id: sub.id, object: "subscription" });
    await failSubscription(sub.id, true);
    const first = await deliver(event);
    expect(first.status, first.text).toBeGreaterThanOrEqual(500);
    expect((await plan(user.token)).status).toBe("inactive");
    await failSubscription(sub.id, false);
    const retry = await deliver(event);
    expect(retry.json).toEqual({ received: true, outcome: "updated" });
    expect((await plan(user.token)).status).toBe("trialing");
  });

  it("Stripe unreachable: 5xx, then the same event succeeds once it can be reached", async () => {
    const { user, sub } = await trialingUser();
    const event = stripeEvent("customer.subscription.created", { id: sub.id, object: "subscription" });
    // Nothing listens on port 1: the connection is refused, as when Stripe's API can't be reached.
    const first = await deliver(event, { env: { ...env, STRIPE_API_URL: "http://127.0.0.1:1" } });
    expect(first.status, first.text).toBeGreaterThanOrEqual(500);
    const retry = await deliver(event);
    expect(retry.json).toEqual({ received: true, outcome: "updated" });
    expect((await plan(user.token)).status).toBe("trialing");
  });

  it("D1 going away at any point of the handling: 5xx, then the same event succeeds, and the trial mail goes once", async () => {
    let failurePoints = 0;
    for (let healthy = 0; healthy < 20; healthy++) {
      const { user, customerId, sub } = await trialingUser();
      await setSubscription({ id: sub.id, customer: customerId, status: "trialing", trial_end: inDays(3) });
      const event = stripeEvent("customer.subscription.trial_will_end", { id: sub.id, object: "subscription" });
      const first = await deliver(event, { env: { ...env, DB: failingFrom(env.DB, healthy) } });
      if (first.status < 300) break; // D1 was no longer needed after `healthy` queries.
      failurePoints++;
      expect(first.status, `D1 lost after ${healthy} queries: ${first.text}`).toBeGreaterThanOrEqual(500);
      const retry = await deliver(event);
      expect(retry.json, `retry after D1 was lost after ${healthy} queries`).toEqual({ received: true, outcome: "updated" });
      expect((await plan(user.token)).status).toBe("trialing");
      const trialMail = (await mailTo(user.email)).filter((mail) => mail.subject === "Your Nudge free trial ends soon");
      expect(trialMail, `trial mail after D1 was lost after ${healthy} queries`).toHaveLength(1);
    }
    // The seen-check, the user's lookup, the save and the record each had their turn to fail.
    expect(failurePoints).toBeGreaterThanOrEqual(4);
  });
});
