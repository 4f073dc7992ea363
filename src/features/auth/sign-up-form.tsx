import type { SignUpFormInput } from "@contracts/auth";
import { PendingButton } from "@/components/pending-button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { lazyResolver } from "@/lib/lazy-resolver";
import { useTurnstile } from "./use-turnstile";

const fields = [
  { name: "name", label: "Full Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm Password", type: "password", autoComplete: "new-password" },
] as const;

// Loaded on the form's first focus (or submit), so the page paints without zod.
const checks = lazyResolver(() => import("./auth-checks").then((m) => m.signUpResolver));

/** Creating the account signs the person in; the login page then shows step 2 (notifications). */
export function SignUpForm() {
  const { signUp } = useAuth();
  const { toast } = useToast();
  const form = useCheckedForm<SignUpFormInput>(checks.resolver, { name: "", email: "", password: "", confirmPassword: "" });

  const turnstile = useTurnstile();

  const onSubmit = async (values: SignUpFormInput) => {
    try {
      const user = await signUp({ ...values, turnstileToken: turnstile.takeToken() });
      toast({ title: "Account created!", description: `Welcome to Nudge, ${user.name}!` });
    } catch (error) {
      // Where Turnstile is on, the first try asks for it; solving it creates the account.
      if (turnstile.asked(error, () => void form.handleSubmit(onSubmit)())) return;
      toast({ variant: "destructive", title: "Error", description: errorText(error, "Sign up failed") });
    }
  };
  const busy = form.formState.isSubmitting;

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} onFocus={checks.warm} className="space-y-4" noValidate>
        {fields.map((f) => (
          <FormField
            key={f.name}
            control={form.control}
            name={f.name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{f.label}</FormLabel>
                <FormControl>
                  <Input type={f.type} autoComplete={f.autoComplete} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        {turnstile.widget}
        <PendingButton type="submit" className="w-full" busy={busy} busyLabel="Creating Account...">
          Create Account
        </PendingButton>
      </form>
    </Form>
  );
}
