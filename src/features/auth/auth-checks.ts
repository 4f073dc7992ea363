// The sign-in and sign-up forms' field checks, in zod/mini: both forms are their page's first
// paint. The rules and their words are the API's (@contracts/auth); auth-rules.test.ts holds the
// two to the same answers.
import * as z from "zod/mini";
import { oneLine } from "@contracts/control-characters";

const email = z.pipe(
  z.string({ error: "Email is required" }).check(z.trim(), z.maxLength(254, "Email must be at most 254 characters")),
  z.email("Invalid email address").check(z.toLowerCase()),
);

const MAX_PASSWORD = 256;
const tooLong = `Password must be at most ${MAX_PASSWORD} characters`;

export const signInFormSchema = z.object({
  email,
  password: z.string({ error: "Password is required" }).check(z.minLength(1, "Password is required"), z.maxLength(MAX_PASSWORD, tooLong)),
});

/** The sign-up form, where Confirm Password is a required field. */
export const signUpFormSchema = z
  .object({
    name: z
      .string({ error: "Name is required" })
      .check(z.overwrite(oneLine), z.trim(), z.minLength(1, "Name is required"), z.maxLength(100, "Name must be at most 100 characters")),
    email,
    password: z
      .string({ error: "Password is required" })
      .check(z.minLength(6, "Password must be at least 6 characters"), z.maxLength(MAX_PASSWORD, tooLong)),
    confirmPassword: z.string(),
  })
  .check(z.refine((v) => v.confirmPassword === v.password, { message: "Passwords don't match", path: ["confirmPassword"] }));
