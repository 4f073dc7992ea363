// Billing shapes shared by the Worker and the SPA.

/** Stripe's subscription statuses, plus 'inactive' for someone who never started a plan. */
export type SubscriptionStatus =
  | "inactive"
  | "trialing"
  | "active"
  | "past_due"
  | "unpaid"
  | "canceled"
  | "paused"
  | "incomplete"
  | "incomplete_expired"
  | (string & {});

/** GET /api/billing/plan: what the dashboard's plan line shows. Dates are ISO 8601. */
export type PlanState = {
  status: SubscriptionStatus;
  trialEndsAt: string | null;
  cancelAt: string | null;
  /** A Stripe customer exists, so the billing portal can open (update card, cancel). */
  canManageBilling: boolean;
};

/** POST /api/create-subscription and POST /api/billing-portal answer a Stripe-hosted page. */
export type RedirectUrl = { url: string };

/** GET /api/site-info: public settings the marketing pages show. */
export type SiteInfo = { supportEmail: string };
