// The sign-in, sign-up, forgot-password and reset-password forms' field checks, in zod/mini:
// each form is its page's first paint. The rules and their words are the API's
// (@contracts/auth); auth-checks.test.ts holds the two to the same answers.
import { t } from "@lingui/core/macro";
import * as z from "zod/mini";
import { oneLine } from "@contracts/control-characters";

const email = z.pipe(
  z
    .string({ error: () => t`Email is required` })
    .check(z.trim(), z.maxLength(254, { error: () => t`Email must be at most 254 characters` })),
  z.email({ error: () => t`Invalid email address` }).check(z.toLowerCase()),
);

const MAX_PASSWORD = 256;
const tooLong = () => t`Password must be at most ${MAX_PASSWORD} characters`;

export const signInFormSchema = z.object({
  email,
  password: z
    .string({ error: () => t`Password is required` })
    .check(z.minLength(1, { error: () => t`Password is required` }), z.maxLength(MAX_PASSWORD, { error: tooLong })),
});

/** The sign-up form, where Confirm Password is a required field. */
export const signUpFormSchema = z
  .object({
    name: z
      .string({ error: () => t`Name is required` })
      .check(
        z.overwrite(oneLine),
        z.trim(),
        z.minLength(1, { error: () => t`Name is required` }),
        z.maxLength(100, { error: () => t`Name must be at most 100 characters` }),
      ),
    email,
    password: z
      .string({ error: () => t`Password is required` })
      .check(z.minLength(6, { error: () => t`Password must be at least 6 characters` }), z.maxLength(MAX_PASSWORD, { error: tooLong })),
    confirmPassword: z.string(),
  })
  .check(z.refine((v) => v.confirmPassword === v.password, { error: () => t`Passwords don't match`, path: ["confirmPassword"] }));

/** The forgot-password form: the email address to send the link to. */
export const forgotPasswordFormSchema = z.object({ email });

/** The reset-password form: the emailed link's token, the new password, typed twice. */
export const resetPasswordFormSchema = z
  .object({
    token: z
      .string({ error: () => t`Reset token is required` })
      .check(z.minLength(1, { error: () => t`Reset token is required` }), z.maxLength(200, { error: () => t`Reset token is invalid` })),
    password: z
      .string({ error: () => t`Password is required` })
      .check(z.minLength(8, { error: () => t`Password must be at least 8 characters` }), z.maxLength(MAX_PASSWORD, { error: tooLong })),
    confirmPassword: z.string({ error: () => t`Please confirm your password` }).check(z.maxLength(MAX_PASSWORD, { error: tooLong })),
  })
  .check(z.refine((v) => v.confirmPassword === v.password, { error: () => t`Passwords don't match`, path: ["confirmPassword"] }));
