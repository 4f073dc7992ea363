import { describe, expect, it } from "vitest";
import { signUpFormSchema } from "@contracts/auth";
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

describe("sign-up form rules", () => {
  it('puts "Passwords don\'t match" on Confirm Password', () => {
    const result = signUpFormSchema.safeParse({ name: "Ana", email: "ana@example.com", password: "secret1", confirmPassword: "secret2" });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ["confirmPassword"], message: "Passwords don't match" })]);
  });

  it("requires every field with the spec's messages", () => {
    const result = signUpFormSchema.safeParse({ name: "", email: "", password: "", confirmPassword: "" });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toMatchObject({
      name: "Name is required",
      email: "Invalid email address",
      password: "Password must be at least 6 characters",
    });
  });
});
