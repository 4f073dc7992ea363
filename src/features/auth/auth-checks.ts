// The sign-in and sign-up forms' field checks. zod comes with them, so this module loads when a
// form is first used (lazyResolver) instead of before the sign-in page can paint.
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { signInSchema, signUpFormSchema, type SignInInput, type SignUpFormInput } from "@contracts/auth";

export const signInResolver: Resolver<SignInInput> = zodResolver(signInSchema);
export const signUpResolver: Resolver<SignUpFormInput> = zodResolver(signUpFormSchema);
