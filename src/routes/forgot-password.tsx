import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { LabeledField } from "@/components/labeled-field";
import { useMutation } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import type { z } from "zod/mini";
import { Input } from "@/components/ui/input";
import { AuthLayout } from "@/features/auth/auth-layout";
import { AuthForm } from "@/features/auth/auth-form";
import { forgotPasswordFormSchema } from "@/features/auth/auth-checks";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { answer, api } from "@/lib/api-client";

export const Route = createFileRoute("/forgot-password")({
  head: () => ({ meta: [{ title: t`Forgot password · Nudge` }] }),
  component: ForgotPasswordPage,
});

type Values = z.input<typeof forgotPasswordFormSchema>;

function ForgotPasswordPage() {
  const { t } = useLingui();
  const form = useCheckedForm<Values>(zodResolver(forgotPasswordFormSchema), { email: "" });
  const request = useMutation({
    mutationFn: (values: Values & { turnstileToken: string | undefined }) => answer(api.auth["forgot-password"].$post({ json: values })),
  });
  const send = (values: Values, turnstileToken: string | undefined) => request.mutateAsync({ ...values, turnstileToken });

  const backToSignIn = (
    <Link to="/login" className="text-sm text-primary underline-offset-4 hover:underline">
      <Trans>Back to sign in</Trans>
    </Link>
  );

  if (request.isSuccess) {
    return (
      <AuthLayout title={t`Check your email`} subtitle={request.data.message} below={backToSignIn}>
        <div className="flex flex-col items-center gap-3 text-center text-sm text-muted-foreground">
          <MailCheck className="size-10 text-primary" aria-hidden />
          <p>
            <Trans>The link works once, for the next hour. Nothing arrived? Check your spam folder, or try again in a few minutes.</Trans>
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t`Reset your password`}
      subtitle={t`Enter your account's email and we'll send you a link to choose a new password`}
      below={backToSignIn}
    >
      <AuthForm
        form={form}
        send={send}
        failed={t`Could not send the reset link. Please try again.`}
        label={t`Send Reset Link`}
        busyLabel={t`Sending Link...`}
      >
        <LabeledField control={form.control} name="email" label={t`Email`}>
          {(field) => <Input type="email" autoComplete="email" inputMode="email" {...field} />}
        </LabeledField>
      </AuthForm>
    </AuthLayout>
  );
}
