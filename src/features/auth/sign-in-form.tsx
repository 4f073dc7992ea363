import { LabeledField } from "@/components/labeled-field";
import { Link } from "wouter";
import type { SignInInput } from "@contracts/auth";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useToast } from "@/hooks/use-toast";
import { useAuth } from "@/lib/auth";
import { lazyResolver } from "@/lib/lazy-resolver";
import { AuthForm } from "./auth-form";

// Loaded on the form's first focus (or submit), so the page paints without zod.
const checks = lazyResolver(() => import("./auth-checks").then((m) => m.signInResolver));

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn } = useAuth();
  const { toast } = useToast();
  const form = useCheckedForm<SignInInput>(checks.resolver, { email: "", password: "" });
  const send = async (values: SignInInput, turnstileToken: string | undefined) => {
    await signIn({ ...values, turnstileToken });
    toast({ title: "Welcome back!", description: "You've been signed in successfully." });
    onSignedIn();
  };

  return (
    <AuthForm form={form} send={send} failed="Sign in failed" label="Sign In" busyLabel="Signing In..." warm={checks.warm}>
      <LabeledField control={form.control} name="email" label="Email">
        {(field) => <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...field} />}
      </LabeledField>
      <FormField
        control={form.control}
        name="password"
        render={({ field }) => (
          <FormItem>
            <div className="flex items-center justify-between">
              <FormLabel>Password</FormLabel>
              <Link href="/forgot-password" className="text-sm text-primary underline-offset-4 hover:underline">
                Forgot password?
              </Link>
            </div>
            <FormControl>
              <Input type="password" autoComplete="current-password" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </AuthForm>
  );
}
