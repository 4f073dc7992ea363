// Request and response shapes of the account API (docs/product.md#sign-in-and-create-account), shared by the Worker and the SPA
// so a message shown under a field is the same text the server would answer with.
import { t } from "@lingui/core/macro";
import { z } from "zod";
import type { Language } from "./languages";
import { lineText } from "./free-text";
import { requiredString } from "./required-string";

const email = z
  .string({ error: () => t`Email is required` })
  .trim()
  .max(254, { error: () => t`Email must be at most 254 characters` })
  .pipe(z.email({ error: () => t`Invalid email address` }))
  .transform((value) => value.toLowerCase());

// An upper bound keeps hashing cost bounded: a 10 000-character password is refused, not hashed.
const MAX_PASSWORD = 256;
const tooLong = () => t`Password must be at most ${MAX_PASSWORD} characters`;

/** Cloudflare Turnstile's token, sent once the server asked for the check (403 with `turnstile`). */
const turnstileToken = z
  .string()
  .max(2048, { error: () => t`The check's token is too long. Please complete the check again.` })
  .optional();

export const signInSchema = z.object({
  email,
  turnstileToken,
  password: requiredString(() => t`Password is required`, MAX_PASSWORD, tooLong),
});

const newAccountFields = {
  name: lineText(() => t`Name is required`)
    .trim()
    .min(1, { error: () => t`Name is required` })
    .max(100, { error: () => t`Name must be at most 100 characters` }),
  email,
  password: z
    .string({ error: () => t`Password is required` })
    .min(6, { error: () => t`Password must be at least 6 characters` })
    .max(MAX_PASSWORD, { error: tooLong }),
};

/** The server's create-user shape: confirmPassword is checked when sent. */
export const signUpSchema = z
  .object({ ...newAccountFields, confirmPassword: z.string().max(MAX_PASSWORD, { error: tooLong }).optional(), turnstileToken })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    error: () => t`Passwords don't match`,
    path: ["confirmPassword"],
  });

export const forgotPasswordSchema = z.object({ email, turnstileToken });

export const resetPasswordSchema = z
  .object({
    token: requiredString(
      () => t`Reset token is required`,
      200,
      () => t`Reset token is invalid`,
    ),
    password: z
      .string({ error: () => t`Password is required` })
      .min(8, { error: () => t`Password must be at least 8 characters` })
      .max(MAX_PASSWORD, { error: tooLong }),
    confirmPassword: z.string({ error: () => t`Please confirm your password` }).max(MAX_PASSWORD, { error: tooLong }),
  })
  .refine((v) => v.confirmPassword === v.password, { error: () => t`Passwords don't match`, path: ["confirmPassword"] });

/** POST /api/auth/verify-email: the token from the emailed link. */
export const verifyEmailSchema = z.object({
  token: requiredString(
    () => t`Confirmation token is required`,
    200,
    () => t`Confirmation token is invalid`,
  ),
});

export type SignInInput = z.input<typeof signInSchema>;
/** The sign-up form's fields (its checks, with these words: src/features/auth/auth-checks.ts). */
export type SignUpFormInput = { name: string; email: string; password: string; confirmPassword: string };
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The client-side user object (docs/product.md#data). isVerified: the email address is confirmed (nudge emails go only there). */
/** `language`: the account's, which the app switches to once signed in. */
export type AuthUser = { id: number; name: string; email: string; isDeveloper: boolean; isVerified: boolean; language: Language };
/**
 * POST /api/auth/verify-email answers the confirmed user. `resetToken`: the address is in
 * ADMIN_EMAILS, so every earlier sign-in ended and the owner sets a password with this reset
 * token (/reset-password?token=…) to finish, becoming a developer.
 */
export type VerifyEmailResponse = AuthUser & { message: string; resetToken?: string };
/** Sign-in and sign-up answer with the bearer token plus the user fields. */
export type AuthResponse = AuthUser & { token: string };
/**
 * Errors are always `{ message }`, with `issues` for validation failures and `turnstile` (the site
 * key) when the request needs Cloudflare Turnstile's check first.
 */
export type ApiError = { message: string; issues?: { path: string; message: string }[]; turnstile?: string };
