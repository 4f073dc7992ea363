// What a verified Stripe event does to a user's plan. Events arrive at least once and in any
// order, so the handler never trusts the event's copy of the subscription: it re-reads the
// subscription from Stripe and writes that, which makes every delivery converge on Stripe's state.
import type Stripe from "stripe";
import { customerIdOf, stripeClient, stripeTime, subscriptionIdOf } from "./billing";
import type { Db } from "./db/client";
import { findUserByCustomer, isLiveStatus, saveSubscription, type BillingUser } from "./db/billing";
import { sendMail } from "./mailer";

export type WebhookOutcome = "updated" | "ignored";

export async function applyStripeEvent(env: Env, db: Db, event: Stripe.Event): Promise<WebhookOutcome> {
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) return "ignored";
  const sub = await stripeClient(env).subscriptions.retrieve(subscriptionId);
  const user = await findUserByCustomer(db, customerIdOf(sub));
  // A customer made outside this app (or for a deleted account): nothing here to update.
  if (!user) return "ignored";
  // An older subscription's late news (say, the cancelled one before a restart) must not
  // replace the live plan the user has now.
  if (user.stripeSubscriptionId && user.stripeSubscriptionId !== sub.id && !isLiveStatus(sub.status) && isLiveStatus(user.subscriptionStatus)) {
    return "ignored";
  }
  await saveSubscription(db, user.id, {
    id: sub.id,
    status: sub.status,
    trialEnd: stripeTime(sub.trial_end),
    cancelAt: stripeTime(sub.cancel_at),
  });
  // Stripe sends this three days before the trial ends: tell the person before the first charge.
  if (event.type === "customer.subscription.trial_will_end" && sub.status === "trialing" && sub.trial_end && !sub.cancel_at) {
    await sendMail(env, trialEndingMail(env, user, sub.trial_end * 1000));
  }
  return "updated";
}

function trialEndingMail(env: Env, user: BillingUser, trialEnd: number) {
  const date = new Date(trialEnd).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
  return {
    to: user.email,
    subject: "Your Nudge free trial ends soon",
    text: `Hi ${user.name},\n\nYour 30-day Nudge Pro trial ends on ${date}. After that your card is charged $7 a month, and your nudges keep arriving without a break.\n\nTo change your card or cancel before then, open your dashboard and choose Manage billing:\n\n${env.APP_URL}/dashboard\n\nThanks for keeping in touch with the people who matter.`,
  };
}
