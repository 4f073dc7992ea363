import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from "@contracts/auth";
import { forgotPasswordFormSchema, resetPasswordFormSchema, signInFormSchema, signUpFormSchema } from "./auth-checks";

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

// The forms' checks are written apart from the API's (which bring the whole of zod): any text gets
// the same first message from both for each field, and the same value to send when it passes.
describe("the auth forms' checks", () => {
  type Result = { success: boolean; data?: unknown; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  const said = (result: Result, field: string) => result.error?.issues.find((i) => i.path[0] === field)?.message;
  const char = fc.constantFrom(..."aAzZ09@.-_+ é", "\t", "\n", "\u0000", "\u0085", "\u00a0");
  const text = fc.oneof(fc.string({ unit: char, maxLength: 30 }), fc.string({ maxLength: 30 }));
  const email = fc.oneof(
    text,
    fc.emailAddress(),
    fc.tuple(fc.constantFrom("", " ", "\t"), fc.emailAddress(), fc.constantFrom("", " ")).map(([a, b, c]) => a + b.toUpperCase() + c),
    fc.integer({ min: 240, max: 260 }).map((n) => `${"a".repeat(n)}@example.com`),
  );
  const password = fc.oneof(
    text,
    fc.integer({ min: 250, max: 260 }).map((n) => "p".repeat(n)),
  );
  const name = fc.oneof(
    text,
    fc.integer({ min: 95, max: 105 }).map((n) => "n".repeat(n)),
  );

  it("sign-in answers as the API does", () => {
    fc.assert(
      fc.property(email, password, (email, password) => {
        const form = signInFormSchema.safeParse({ email, password }) as Result;
        const api = signInSchema.safeParse({ email, password }) as Result;
        for (const field of ["email", "password"]) expect(said(form, field)).toBe(said(api, field));
        if (api.success) expect(form.data).toEqual(api.data);
      }),
      { numRuns: 1000 },
    );
  });

  it("sign-up answers as the API does", () => {
    fc.assert(
      fc.property(name, email, password, (name, email, password) => {
        const values = { name, email, password, confirmPassword: password };
        const form = signUpFormSchema.safeParse(values) as Result;
        const api = signUpSchema.safeParse(values) as Result;
        for (const field of ["name", "email", "password"]) expect(said(form, field)).toBe(said(api, field));
        if (api.success) expect(form.data).toEqual(api.data);
      }),
      { numRuns: 1000 },
    );
  });

  it("forgot-password answers as the API does", () => {
    fc.assert(
      fc.property(email, (email) => {
        const form = forgotPasswordFormSchema.safeParse({ email }) as Result;
        const api = forgotPasswordSchema.safeParse({ email }) as Result;
        expect(said(form, "email")).toBe(said(api, "email"));
        if (api.success) expect(form.data).toEqual(api.data);
      }),
      { numRuns: 1000 },
    );
  });

  it("reset-password answers as the API does", () => {
    const token = fc.oneof(
      text,
      fc.integer({ min: 195, max: 205 }).map((n) => "t".repeat(n)),
    );
    const confirm = fc.oneof(password, fc.constant(undefined));
    fc.assert(
      fc.property(token, password, confirm, (token, password, confirmPassword) => {
        const values = { token, password, confirmPassword: confirmPassword ?? password };
        const form = resetPasswordFormSchema.safeParse(values) as Result;
        const api = resetPasswordSchema.safeParse(values) as Result;
        for (const field of ["token", "password", "confirmPassword"]) expect(said(form, field)).toBe(said(api, field));
        if (api.success) expect(form.data).toEqual(api.data);
      }),
      { numRuns: 1000 },
    );
  });
});
