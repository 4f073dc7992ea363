// Billing settings the e2e app runs with: Stripe's API is a local Stripe-shaped server that the
// billing spec starts on a fixed port (E2E_STRIPE_PORT, default 20 above the app's port).
const appPort = Number(process.env.E2E_PORT ?? 8791);

export const STRIPE_E2E = {
  port: Number(process.env.E2E_STRIPE_PORT ?? appPort + 20),
  secretKey: "sk_test_nudge_e2e",
  webhookSecret: "whsec_nudge_e2e",
  priceId: "price_nudge_pro_monthly",
};

/** The app's STRIPE_* settings, merged into NUDGE_VARS by playwright.config.ts. */
export const stripeVars = {
  STRIPE_SECRET_KEY: STRIPE_E2E.secretKey,
  STRIPE_WEBHOOK_SECRET: STRIPE_E2E.webhookSecret,
  STRIPE_PRICE_ID: STRIPE_E2E.priceId,
  STRIPE_API_URL: `http://127.0.0.1:${STRIPE_E2E.port}`,
};
