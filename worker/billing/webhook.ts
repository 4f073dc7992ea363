// What a verified Stripe event does to a user's plan. Events arrive at least once and in any
// order, so the handler never trusts the event's copy of the subscription: it re-reads the
// subscription from Stripe and writes that, which makes every delivery converge on Stripe's state.
import { t } from "@lingui/core/macro";
import { speaking } from "../i18n/request";
import { intlLocaleOf } from "../contracts/intl-locale";
import type Stripe from "stripe";
import { customerIdOf, isStripeError, stripeClient, stripeTime, subscriptionRefOf } from "./stripe";
import type { Db } from "../db/client";
import { findUserByCustomer, isLiveStatus, savePlan, type BillingUser } from "../db/billing";
import { greeting } from "../delivery/mail-greeting";
import { sendMail } from "../delivery/mailer";

/** unhandleable: the reason no retry of this event could ever be handled. */
export type WebhookOutcome = "updated" | "ignored" | { unhandleable: string };

export async function applyStripeEvent(env: Env, db: Db, event: Stripe.Event): Promise<WebhookOutcome> {
  const ref = subscriptionRefOf(event);
  if (!ref.follows) return "ignored";
  if (!ref.id) return { unhandleable: t`The event names no subscription id.` };
  const sub = await readSubscription(env, ref.id);
  if ("unhandleable" in sub) return sub;
  const user = await findUserByCustomer(db, customerIdOf(sub));
  // A customer made outside this app (or for a deleted account): nothing here to update.
  if (!user) return "ignored";
  // An older subscription's late news (say, the cancelled one before a restart) must not
  // replace the live plan the user has now.
  if (
    user.stripeSubscriptionId &&
    user.stripeSubscriptionId !== sub.id &&
    !isLiveStatus(sub.status) &&
    isLiveStatus(user.subscriptionStatus)
  ) {
    return "ignored";
  }
  await savePlan(db, user.id, {
    id: sub.id,
    status: sub.status,
    trialEnd: stripeTime(sub.trial_end),
    cancelAt: stripeTime(sub.cancel_at),
  });
  // Stripe sends this three days before the trial ends: tell the person before the first charge.
  if (event.type === "customer.subscription.trial_will_end" && sub.status === "trialing" && sub.trial_end && !sub.cancel_at) {
    // Keyed by the event: a retry after a failure further on (D1 lost before the event was
    // recorded) handles the event again but does not mail it twice.
    await sendMail(env, { ...trialEndingMail(env, user, sub.trial_end * 1000), idempotencyKey: `stripe-${event.id}` });
  }
  return "updated";
}

/**
 * The subscription as Stripe has it now. Stripe answering 404 (no such subscription: another
 * account's, or a test event) or 400 (an id it can't read) is final; anything else (5xx, 429,
 * unreachable, our key refused) passes or can be mended, so it is thrown for Stripe to retry.
 */
async function readSubscription(env: Env, id: string): Promise<Stripe.Subscription | { unhandleable: string }> {
  try {
    return await stripeClient(env).subscriptions.retrieve(id);
  } catch (error) {
    if (isStripeError(error) && (error.statusCode === 404 || error.statusCode === 400)) {
      const [status, answer] = [error.statusCode, error.message];
      return { unhandleable: t`Stripe answered ${status} for subscription ${id}: ${answer}` };
    }
    throw error;
  }
}

/** In the account's language: Stripe's webhook carries none. */
function trialEndingMail(env: Env, user: BillingUser, trialEnd: number) {
  return speaking(user.language, () => {
    const date = new Date(trialEnd).toLocaleDateString(intlLocaleOf(user.language), {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    return {
      to: user.email,
      subject: t`Your Nudge free trial ends soon`,
      text: t`${greeting(user)}\n\nYour 30-day Nudge Pro trial ends on ${date}. After that your card is charged $7 a month, and your nudges keep arriving without a break.\n\nTo change your card or cancel before then, open your dashboard and choose Manage billing:\n\n${env.APP_URL}/dashboard\n\nThanks for keeping in touch with the people who matter.`,
    };
  });
}
