import { describe, expect, it } from "vitest";
import { checkoutConfigured, stripeApiTarget } from "../../worker/billing/stripe";

describe("stripeApiTarget", () => {
  it("points the SDK at a local server from STRIPE_API_URL", () => {
    expect(stripeApiTarget("http://127.0.0.1:12111")).toEqual({ host: "127.0.0.1", port: 12111, protocol: "http" });
    expect(stripeApiTarget("https://stripe-mock.internal")).toEqual({ host: "stripe-mock.internal", port: 443, protocol: "https" });
    expect(stripeApiTarget("http://localhost")).toEqual({ host: "localhost", port: 80, protocol: "http" });
  });

  it("leaves Stripe's own API when unset", () => {
    expect(stripeApiTarget(undefined)).toEqual({});
  });
});

describe("checkoutConfigured", () => {
  const env = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PRICE_ID: "price_x", STRIPE_WEBHOOK_SECRET: "", STRIPE_API_URL: "" };
  it("needs both the secret key and the price", () => {
    expect(checkoutConfigured(env)).toBe(true);
    expect(checkoutConfigured({ ...env, STRIPE_PRICE_ID: "" })).toBe(false);
    expect(checkoutConfigured({ ...env, STRIPE_SECRET_KEY: "" })).toBe(false);
  });
});
