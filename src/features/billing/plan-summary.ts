import { plural, t } from "@lingui/core/macro";
import { intlLocale } from "@/lib/dates";
import type { PlanState } from "@contracts/billing";

const DAY = 24 * 60 * 60 * 1000;

/** What the dashboard's plan line offers next: the billing portal, or the pricing page. */
export type PlanAction = { kind: "portal"; label: string } | { kind: "pricing"; label: string };
export type PlanSummary = { tone: "good" | "warning" | "none"; text: string; action: PlanAction };

const longDate = (iso: string) => new Date(iso).toLocaleDateString(intlLocale(), { month: "long", day: "numeric", year: "numeric" });

function activeUntil(iso: string) {
  const date = longDate(iso);
  return t`Nudge Pro: active until ${date}`;
}

/** Whole days until the trial ends, rounded up, never below 0. */
export function trialDaysLeft(trialEndsAt: string, now: Date = new Date()) {
  return Math.max(0, Math.ceil((new Date(trialEndsAt).getTime() - now.getTime()) / DAY));
}

/** The plan in one line a person understands, from Stripe's status. */
export function summarizePlan(plan: PlanState, now: Date = new Date()): PlanSummary {
  const manage = { kind: "portal", label: t`Manage billing` } as const;
  switch (plan.status) {
    case "trialing": {
      const days = plan.trialEndsAt ? trialDaysLeft(plan.trialEndsAt, now) : 0;
      const left = plural(days, { one: "# day left", other: "# days left" });
      return {
        tone: "good",
        text: plan.cancelAt ? t`Free trial: ${left}, then your plan ends` : t`Free trial: ${left}, then $7/month`,
        action: manage,
      };
    }
    case "active":
      return {
        tone: "good",
        text: plan.cancelAt ? activeUntil(plan.cancelAt) : t`Nudge Pro: active`,
        action: manage,
      };
    case "past_due":
    case "unpaid":
      return {
        tone: "warning",
        text: t`Payment past due: update your card to keep Nudge Pro`,
        action: { kind: "portal", label: t`Fix payment` },
      };
    case "paused":
      return { tone: "warning", text: t`Nudge Pro is paused`, action: manage };
    case "incomplete":
      return { tone: "warning", text: t`Your checkout isn't finished yet`, action: { kind: "pricing", label: t`Finish checkout` } };
    case "canceled":
    case "incomplete_expired":
      return { tone: "none", text: t`Your Nudge Pro plan has ended`, action: { kind: "pricing", label: t`See pricing` } };
    default:
      return { tone: "none", text: t`No plan yet: try Nudge Pro free for 30 days`, action: { kind: "pricing", label: t`See pricing` } };
  }
}
