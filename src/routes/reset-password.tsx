import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import type { ResetPasswordInput } from "@contracts/auth";
import { PendingButton } from "@/components/pending-button";
import { Button } from "@/components/ui/button";
import { LabeledField } from "@/components/labeled-field";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { resetPasswordFormSchema } from "@/features/auth/auth-checks";
import { AuthLayout } from "@/features/auth/auth-layout";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { answer, api } from "@/lib/api-client";
import { useSubmitOnce } from "@/hooks/use-submit-once";
import { useQueryParams } from "@/hooks/use-query-params";

export const Route = createFileRoute("/reset-password")({
  head: () => ({ meta: [{ title: t`Choose a new password · Nudge` }] }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { t } = useLingui();
  const token = useQueryParams().get("token") ?? "";
  const navigate = useNavigate();
  const { toast } = useToast();
  const form = useCheckedForm<ResetPasswordInput>(zodResolver(resetPasswordFormSchema), { token, password: "", confirmPassword: "" });
  const reset = useMutation({
    mutationFn: (values: ResetPasswordInput) => answer(api.auth["reset-password"].$post({ json: values })),
    onSuccess: (data) => {
      toast({ title: t`Password reset`, description: data.message });
      navigate({ to: "/login", replace: true });
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: t`Error`,
        description: errorText(error, t`Could not reset your password. Please try again.`),
      }),
  });
  // A failure is already said by onError.
  const submit = useSubmitOnce(form, (values) => reset.mutateAsync(values).catch(() => undefined));

  const requestNew = (
    <Link to="/forgot-password" className="text-sm text-primary underline-offset-4 hover:underline">
      <Trans>Request a new link</Trans>
    </Link>
  );

  if (!token) {
    return (
      <AuthLayout
        title={t`Link incomplete`}
        subtitle={t`This page needs the link from your reset email. Open the link again, or ask for a new one.`}
        below={requestNew}
      >
        <Button asChild className="w-full">
          <Link to="/login">
            <Trans>Back to sign in</Trans>
          </Link>
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t`Choose a new password`}
      subtitle={t`At least 8 characters. You'll be signed out everywhere else.`}
      below={requestNew}
    >
      <Form {...form}>
        <form onSubmit={submit} className="space-y-4" noValidate>
          {(["password", "confirmPassword"] as const).map((name) => (
            <LabeledField key={name} control={form.control} name={name} label={name === "password" ? t`New Password` : t`Confirm Password`}>
              {(field) => <Input type="password" autoComplete="new-password" {...field} />}
            </LabeledField>
          ))}
          <PendingButton type="submit" className="w-full" busy={reset.isPending} busyLabel={t`Resetting...`}>
            <Trans>Reset Password</Trans>
          </PendingButton>
        </form>
      </Form>
    </AuthLayout>
  );
}
