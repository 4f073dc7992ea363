import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import Stripe from "stripe";
import { startStripeServer, type StripeRequest } from "../support/stripe-server";
import { expectToast, ownNetwork, snap, submitSignUp, uniqueEmail, useOwnNetwork } from "./helpers";
import { STRIPE_E2E } from "./stripe-e2e";
import { passToken } from "./turnstile";

const stripeApi = `http://127.0.0.1:${STRIPE_E2E.port}`;

async function signUpByApi(request: APIRequestContext, name = "Rosa Lima") {
  const email = uniqueEmail("billing");
  const res = await request.post("/api/auth/signup", {
    data: { name, email, password: "secret-pass", confirmPassword: "secret-pass", turnstileToken: passToken() },
    headers: ownNetwork(),
  });
  expect(res.status()).toBe(201);
  return { email, password: "secret-pass", token: (await res.json()).token as string };
}

/** The page starts signed in as this account (the token the SPA keeps in localStorage). */
const signInPage = (page: Page, token: string) => page.addInitScript((t) => localStorage.setItem("auth_token", t), token);

/** Tells the app, as Stripe would, that the customer's subscription changed (signed webhook). */
async function stripeSays(request: APIRequestContext, sub: { id?: string; customer: string; status: string; trial_end?: number | null }) {
  const saved = await (await request.post(`${stripeApi}/_test/subscriptions`, { data: sub })).json();
  const payload = JSON.stringify({
    id: `evt_e2e_${Date.now()}_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type: "customer.subscription.updated",
    data: { object: { id: saved.id, object: "subscription" } },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_E2E.webhookSecret });
  const res = await request.post("/api/stripe/webhook", {
    data: payload,
    headers: { "Content-Type": "application/json", "Stripe-Signature": header },
  });
  expect(await res.json()).toEqual({ received: true, outcome: "updated" });
  return saved as { id: string };
}

test("a visitor's Start Free Trial asks them to sign in, then brings them back to pricing", async ({ page, request }, info) => {
  const account = await signUpByApi(request);
  await page.goto("/pricing");
  await expect(page.getByText("30-day free trial, then $7/month")).toBeVisible();
  await expect(page.getByRole("region", { name: "Pro Plan" }).getByRole("listitem")).toHaveCount(8);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("link", { name: "Nudge home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Visit our support center" })).toHaveAttribute("href", "/support");
  await snap(page, info, "pricing");

  await useOwnNetwork(page);
  await page.getByRole("button", { name: "Start Your Free Trial" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fpricing$/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toHaveCount(0);
});

test("a new visitor who signs up on the way to a trial is offered the way back to Pricing", async ({ page }) => {
  await page.goto("/pricing");
  await useOwnNetwork(page);
  await page.getByRole("button", { name: "Start Your Free Trial" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fpricing$/);
  await page.getByRole("button", { name: "Create one" }).click();
  await submitSignUp(page, "Nina Alves", uniqueEmail("trial-signup"), "secret-pass");
  await expect(page.getByText("Step 2: Enable Notifications")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue to Dashboard" })).toHaveCount(0);
  await page.getByRole("link", { name: "Continue to Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("button", { name: "Start Your Free Trial" })).toBeVisible();
});

test("the pricing page in dark mode, and its home link", async ({ page }, info) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Can I cancel anytime?" }).click();
  await expect(page.getByText(/cancel in a couple of clicks/)).toBeVisible();
  await snap(page, info, "pricing-dark");
  await page.getByRole("link", { name: "Nudge home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Never let relationships fade away" })).toBeVisible();
});

test.describe("with the local Stripe running", () => {
  let stripe: Awaited<ReturnType<typeof startStripeServer>>;
  test.beforeAll(async () => {
    // Completing the local checkout tells the app through its webhook, as Stripe would.
    const webhook = { url: `http://localhost:${process.env.E2E_PORT ?? 8791}/api/stripe/webhook`, secret: STRIPE_E2E.webhookSecret };
    stripe = await startStripeServer({ secretKey: STRIPE_E2E.secretKey, port: STRIPE_E2E.port, webhook });
  });
  test.afterAll(async () => stripe.close());

  test("a signed-in Start Free Trial goes to the Checkout page Stripe returned, with the 30-day trial", async ({ page, request }) => {
    const account = await signUpByApi(request);
    await signInPage(page, account.token);
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Start Free Trial Now" }).click();
    await expect(page).toHaveURL(new RegExp(`^${stripeApi}/checkout/cs_test_\\w+$`));
    await expect(page.getByRole("heading", { name: "Local Stripe Checkout" })).toBeVisible();

    const requests = (await (await request.get(`${stripeApi}/_test/requests`)).json()) as StripeRequest[];
    const session = requests.findLast((r) => r.path === "/v1/checkout/sessions")!;
    expect(session.params).toMatchObject({
      mode: "subscription",
      "subscription_data[trial_period_days]": "30",
      "line_items[0][price]": STRIPE_E2E.priceId,
      payment_method_collection: "always",
    });
    expect(page.url()).toContain(await page.locator("#session").innerText());
  });

  test("completing checkout comes back to the dashboard, which shows the 30-day trial once Stripe's webhook lands", async ({
    page,
    request,
  }, info) => {
    const account = await signUpByApi(request);
    await signInPage(page, account.token);
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Start Free Trial Now" }).click();
    await page.getByRole("button", { name: "Start trial" }).click();
    await expect(page.getByTestId("plan-status")).toContainText("Free trial: 30 days left, then $7/month");
    await expectToast(page, "Welcome to Nudge Pro!", "Your 30-day free trial has started.");
    await expect(page).toHaveURL(/\/dashboard$/);
    await snap(page, info, "dashboard-after-checkout");
  });

  test("the dashboard shows the plan: none, trial days left, past due with a fix-payment link", async ({ page, request }, info) => {
    const account = await signUpByApi(request);
    await signInPage(page, account.token);
    await page.goto("/dashboard");
    const line = page.getByTestId("plan-status");
    await expect(line).toContainText("No plan yet: try Nudge Pro free for 30 days");
    await line.getByRole("link", { name: "See pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);

    // Checkout creates the customer; then Stripe reports the trial.
    await page.getByRole("button", { name: "Start Free Trial Now" }).click();
    await expect(page).toHaveURL(/\/checkout\/cs_test_/);
    const customers = (await (await request.get(`${stripeApi}/_test/customers`)).json()) as { id: string; email: string }[];
    const customer = customers.find((c) => c.email === account.email)!.id;
    const sub = await stripeSays(request, { customer, status: "trialing", trial_end: Math.floor(Date.now() / 1000) + 30 * 86_400 });

    await page.goto("/dashboard?checkout=success");
    await expect(line).toContainText("Free trial: 30 days left, then $7/month");
    await snap(page, info, "dashboard-plan-trial");

    await stripeSays(request, { id: sub.id, customer, status: "past_due" });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await expect(line).toContainText("Payment past due: update your card to keep Nudge Pro");
    await snap(page, info, "dashboard-plan-past-due-dark");
    await line.getByRole("button", { name: "Fix payment" }).click();
    await expect(page).toHaveURL(`${stripeApi}/portal/${customer}`);
  });

  test("signed in, the support page opens the AI Support tab", async ({ page, request }) => {
    const account = await signUpByApi(request);
    await signInPage(page, account.token);
    await page.goto("/support");
    await page.getByRole("link", { name: "Open AI Support" }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=support$/);
    await expect(page.getByRole("tab", { name: "AI Support" })).toHaveAttribute("aria-selected", "true");
  });
});

test("when Stripe can't be reached, Start Free Trial shows the error toast and the reason", async ({ page, request }) => {
  test.setTimeout(60_000);
  const account = await signUpByApi(request);
  await signInPage(page, account.token);
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Start Free Trial Now" }).click();
  await expect(page.getByRole("button", { name: "Processing..." }).first()).toBeVisible();
  await expectToast(page, "Error", "Failed to start subscription. Please try again.");
  await expect(
    page.getByRole("alert").filter({ hasText: "We couldn't reach our payment provider. Please try again in a moment." }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Free Trial Now" })).toBeEnabled();
  await expect(page).toHaveURL(/\/pricing$/);
});
