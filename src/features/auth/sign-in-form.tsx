import { Trans, useLingui } from "@lingui/react/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { LabeledField } from "@/components/labeled-field";
import { Link } from "@tanstack/react-router";
import type { SignInInput } from "@contracts/auth";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useToast } from "@/hooks/use-toast";
import { useAuth } from "@/lib/auth";
import { signInFormSchema } from "./auth-checks";
import { AuthForm } from "./auth-form";

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui();
  const { signIn } = useAuth();
  const { toast } = useToast();
  const form = useCheckedForm<SignInInput>(zodResolver(signInFormSchema), { email: "", password: "" });
  const send = async (values: SignInInput, turnstileToken: string | undefined) => {
    await signIn({ ...values, turnstileToken });
    toast({ title: t`Welcome back!`, description: t`You've been signed in successfully.` });
    onSignedIn();
  };

  return (
    <AuthForm form={form} send={send} failed={t`Sign in failed`} label={t`Sign In`} busyLabel={t`Signing In...`}>
      <LabeledField control={form.control} name="email" label={t`Email`}>
        {(field) => <Input type="email" autoComplete="email" inputMode="email" placeholder={t`you@example.com`} {...field} />}
      </LabeledField>
      <FormField
        control={form.control}
        name="password"
        render={({ field }) => (
          <FormItem>
            <div className="flex items-center justify-between">
              <FormLabel>
                <Trans>Password</Trans>
              </FormLabel>
              <Link to="/forgot-password" className="text-sm text-primary underline-offset-4 hover:underline">
                <Trans>Forgot password?</Trans>
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
