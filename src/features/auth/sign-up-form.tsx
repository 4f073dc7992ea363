import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import type { SignUpFormInput } from "@contracts/auth";
import { LabeledField } from "@/components/labeled-field";
import { Input } from "@/components/ui/input";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useToast } from "@/hooks/use-toast";
import { useAuth } from "@/lib/auth";
import { signUpFormSchema } from "./auth-checks";
import { AuthForm } from "./auth-form";

const fields = [
  {
    name: "name",
    get label() {
      return t`Full Name`;
    },
    type: "text",
    autoComplete: "name",
  },
  {
    name: "email",
    get label() {
      return t`Email`;
    },
    type: "email",
    autoComplete: "email",
  },
  {
    name: "password",
    get label() {
      return t`Password`;
    },
    type: "password",
    autoComplete: "new-password",
  },
  {
    name: "confirmPassword",
    get label() {
      return t`Confirm Password`;
    },
    type: "password",
    autoComplete: "new-password",
  },
] as const;

/** Creating the account signs the person in; the login page then shows step 2 (notifications). */
export function SignUpForm() {
  const { t } = useLingui();
  const { signUp } = useAuth();
  const { toast } = useToast();
  const form = useCheckedForm<SignUpFormInput>(zodResolver(signUpFormSchema), { name: "", email: "", password: "", confirmPassword: "" });
  const send = async (values: SignUpFormInput, turnstileToken: string | undefined) => {
    const user = await signUp({ ...values, turnstileToken });
    toast({ title: t`Account created!`, description: t`Welcome to Nudge, ${user.name}!` });
  };

  return (
    <AuthForm form={form} send={send} failed={t`Sign up failed`} label={t`Create Account`} busyLabel={t`Creating Account...`}>
      {fields.map((f) => (
        <LabeledField key={f.name} control={form.control} name={f.name} label={f.label}>
          {(field) => <Input type={f.type} autoComplete={f.autoComplete} {...field} />}
        </LabeledField>
      ))}
    </AuthForm>
  );
}
