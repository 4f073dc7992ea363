import type { PlanState } from "@contracts/billing";

const DAY = 24 * 60 * 60 * 1000;

/** What the dashboard's plan line offers next: the billing portal, or the pricing page. */
export type PlanAction =
  | { kind: "portal"; label: "Manage billing" | "Fix payment" }
  | { kind: "pricing"; label: "See pricing" | "Finish checkout" };
export type PlanSummary = { tone: "good" | "warning" | "none"; text: string; action: PlanAction };

const longDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: "long", day: "numeric", year: "numeric" });

/** Whole days until the trial ends, rounded up, never below 0. */
export function trialDaysLeft(trialEndsAt: string, now: Date = new Date()) {
  return Math.max(0, Math.ceil((new Date(trialEndsAt).getTime() - now.getTime()) / DAY));
}

/** The plan in one line a person understands, from Stripe's status. */
export function summarizePlan(plan: PlanState, now: Date = new Date()): PlanSummary {
  const manage = { kind: "portal", label: "Manage billing" } as const;
  switch (plan.status) {
    case "trialing": {
      const days = plan.trialEndsAt ? trialDaysLeft(plan.trialEndsAt, now) : 0;
      const left = `${days} ${days === 1 ? "day" : "days"} left`;
      return {
        tone: "good",
        text: plan.cancelAt ? `Free trial: ${left}, then your plan ends` : `Free trial: ${left}, then $7/month`,
        action: manage,
      };
    }
    case "active":
      return {
        tone: "good",
        text: plan.cancelAt ? `Nudge Pro: active until ${longDate(plan.cancelAt)}` : "Nudge Pro: active",
        action: manage,
      };
    case "past_due":
    case "unpaid":
      return {
        tone: "warning",
        text: "Payment past due: update your card to keep Nudge Pro",
        action: { kind: "portal", label: "Fix payment" },
      };
    case "paused":
      return { tone: "warning", text: "Nudge Pro is paused", action: manage };
    case "incomplete":
      return { tone: "warning", text: "Your checkout isn't finished yet", action: { kind: "pricing", label: "Finish checkout" } };
    case "canceled":
    case "incomplete_expired":
      return { tone: "none", text: "Your Nudge Pro plan has ended", action: { kind: "pricing", label: "See pricing" } };
    default:
      return { tone: "none", text: "No plan yet: try Nudge Pro free for 30 days", action: { kind: "pricing", label: "See pricing" } };
  }
}
