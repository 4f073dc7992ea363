import { describe, expect, it } from "vitest";
import type { PlanState } from "@contracts/billing";
import { summarizePlan, trialDaysLeft } from "./plan-summary";

const now = new Date("2026-11-23T12:00:00Z");
const plan = (over: Partial<PlanState>): PlanState => ({
  status: "inactive",
  trialEndsAt: null,
  cancelAt: null,
  canManageBilling: false,
  ...over,
});

describe("trialDaysLeft", () => {
  it("rounds part of a day up and never goes below zero", () => {
    expect(trialDaysLeft("2026-12-23T12:00:00Z", now)).toBe(30);
    expect(trialDaysLeft("2026-11-23T13:00:00Z", now)).toBe(1);
    expect(trialDaysLeft("2026-11-20T12:00:00Z", now)).toBe(0);
  });
});

describe("summarizePlan", () => {
  it("counts down the trial, singular on the last day", () => {
    expect(summarizePlan(plan({ status: "trialing", trialEndsAt: "2026-12-05T12:00:00Z" }), now)).toEqual({
      tone: "good",
      text: "Free trial: 12 days left, then $7/month",
      action: { kind: "portal", label: "Manage billing" },
    });
    expect(summarizePlan(plan({ status: "trialing", trialEndsAt: "2026-11-24T09:00:00Z" }), now).text).toBe(
      "Free trial: 1 day left, then $7/month",
    );
    expect(
      summarizePlan(plan({ status: "trialing", trialEndsAt: "2026-11-30T12:00:00Z", cancelAt: "2026-11-30T12:00:00Z" }), now).text,
    ).toBe("Free trial: 7 days left, then your plan ends");
  });

  it("says active, and until when once cancelled", () => {
    expect(summarizePlan(plan({ status: "active" }), now).text).toBe("Nudge Pro: active");
    expect(summarizePlan(plan({ status: "active", cancelAt: "2026-12-20T12:00:00Z" }), now).text).toMatch(
      /^Nudge Pro: active until December 20, 2026$/,
    );
  });

  it("sends a failed payment to fix it", () => {
    for (const status of ["past_due", "unpaid"]) {
      expect(summarizePlan(plan({ status }), now)).toEqual({
        tone: "warning",
        text: "Payment past due: update your card to keep Nudge Pro",
        action: { kind: "portal", label: "Fix payment" },
      });
    }
  });

  it("sends no plan or an ended one to pricing", () => {
    expect(summarizePlan(plan({}), now).action).toEqual({ kind: "pricing", label: "See pricing" });
    expect(summarizePlan(plan({ status: "canceled" }), now)).toEqual({
      tone: "none",
      text: "Your Nudge Pro plan has ended",
      action: { kind: "pricing", label: "See pricing" },
    });
    expect(summarizePlan(plan({ status: "incomplete" }), now).action).toEqual({ kind: "pricing", label: "Finish checkout" });
  });
});
