import { zodResolver } from "@hookform/resolvers/zod";
import { LabeledField } from "@/components/labeled-field";
import { useMutation } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import type { z } from "zod";
import { forgotPasswordSchema } from "@contracts/auth";
import { PendingButton } from "@/components/pending-button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { AuthLayout } from "@/features/auth/auth-layout";
import { useTurnstile } from "@/features/auth/use-turnstile";
import { useToast } from "@/hooks/use-toast";
import { apiRequest, errorText } from "@/lib/api";

type Values = z.input<typeof forgotPasswordSchema>;

export default function ForgotPasswordPage() {
  const { toast } = useToast();
  const form = useForm<Values>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const turnstile = useTurnstile();
  const send = (values: Values) => request.mutate(values);
  const request = useMutation({
    mutationFn: async (values: Values) =>
      (await (await apiRequest("POST", "/api/auth/forgot-password", { ...values, turnstileToken: turnstile.takeToken() })).json()) as {
        message: string;
      },
    onError: (error) => {
      // Where Turnstile is on, the first try asks for it; solving it sends the link.
      if (turnstile.asked(error, () => void form.handleSubmit(send)())) return;
      toast({ variant: "destructive", title: "Error", description: errorText(error, "Could not send the reset link. Please try again.") });
    },
  });

  const backToSignIn = (
    <Link href="/login" className="text-sm text-primary underline-offset-4 hover:underline">
      Back to sign in
    </Link>
  );

  if (request.isSuccess) {
    return (
      <AuthLayout title="Check your email" subtitle={request.data.message} below={backToSignIn}>
        <div className="flex flex-col items-center gap-3 text-center text-sm text-muted-foreground">
          <MailCheck className="size-10 text-primary" aria-hidden />
          <p>The link works once, for the next hour. Nothing arrived? Check your spam folder, or try again in a few minutes.</p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter your account's email and we'll send you a link to choose a new password"
      below={backToSignIn}
    >
      <Form {...form}>
        <form onSubmit={form.handleSubmit(send)} className="space-y-4" noValidate>
          <LabeledField control={form.control} name="email" label="Email">
            {(field) => <Input type="email" autoComplete="email" inputMode="email" {...field} />}
          </LabeledField>
          {turnstile.widget}
          <PendingButton type="submit" className="w-full" busy={request.isPending} busyLabel="Sending Link...">
            Send Reset Link
          </PendingButton>
        </form>
      </Form>
    </AuthLayout>
  );
}
