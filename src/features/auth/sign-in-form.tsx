import { LabeledField } from "@/components/labeled-field";
import { Link } from "wouter";
import type { SignInInput } from "@contracts/auth";
import { PendingButton } from "@/components/pending-button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { lazyResolver } from "@/lib/lazy-resolver";
import { useTurnstile } from "./use-turnstile";

// Loaded on the form's first focus (or submit), so the page paints without zod.
const checks = lazyResolver(() => import("./auth-checks").then((m) => m.signInResolver));

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn } = useAuth();
  const { toast } = useToast();
  const form = useCheckedForm<SignInInput>(checks.resolver, { email: "", password: "" });

  const turnstile = useTurnstile();

  const onSubmit = async (values: SignInInput) => {
    try {
      await signIn({ ...values, turnstileToken: turnstile.takeToken() });
      toast({ title: "Welcome back!", description: "You've been signed in successfully." });
      onSignedIn();
    } catch (error) {
      // After failed attempts the server asks for Turnstile: solving it signs in without another tap.
      if (turnstile.asked(error, () => void form.handleSubmit(onSubmit)())) return;
      toast({ variant: "destructive", title: "Error", description: errorText(error, "Sign in failed") });
    }
  };
  const busy = form.formState.isSubmitting;

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} onFocus={checks.warm} className="space-y-4" noValidate>
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
        {turnstile.widget}
        <PendingButton type="submit" className="w-full" busy={busy} busyLabel="Signing In...">
          Sign In
        </PendingButton>
      </form>
    </Form>
  );
}
