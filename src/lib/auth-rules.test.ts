import { describe, expect, it } from "vitest";
import { continueLabel, nextPath } from "./next-path";

describe("nextPath", () => {
  it("returns to a same-site page after sign-in, never to another site", () => {
    expect(nextPath("?next=%2Fpricing")).toBe("/pricing");
    expect(nextPath("")).toBe("/dashboard");
    expect(nextPath("?next=https%3A%2F%2Fevil.example")).toBe("/dashboard");
    expect(nextPath("?next=%2F%2Fevil.example")).toBe("/dashboard");
  });

  it("labels step 2's button with where it goes", () => {
    expect(continueLabel(nextPath(""))).toBe("Continue to Dashboard");
    expect(continueLabel("/dashboard?tab=support")).toBe("Continue to Dashboard");
    expect(continueLabel(nextPath("?next=%2Fpricing"))).toBe("Continue to Pricing");
    expect(continueLabel("/admin")).toBe("Continue to Admin Dashboard");
    expect(continueLabel("/pricingx")).toBe("Continue");
  });
});
