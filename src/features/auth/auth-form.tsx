import { t } from "@lingui/core/macro";
import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { PendingButton } from "@/components/pending-button";
import { Form } from "@/components/ui/form";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { useTurnstile } from "./use-turnstile";
import { useSubmitOnce } from "@/hooks/use-submit-once";

type Props<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** Sends the form with the Turnstile token, when there is one; resolves once done. */
  send: (values: T, turnstileToken: string | undefined) => Promise<unknown>;
  /** The error toast's words when the server gives none. */
  failed: string;
  label: string;
  busyLabel: string;
  children: ReactNode;
};

/**
 * The forms that sign in, sign up and ask for a reset link: the fields, Turnstile when the server
 * asks for it (sign-in after failed attempts, the others wherever it is on: solving it sends the
 * form again without another tap), and the full-width submit. Any other failure is a toast.
 */
export function AuthForm<T extends FieldValues>({ form, send, failed, label, busyLabel, children }: Props<T>) {
  const { toast } = useToast();
  const turnstile = useTurnstile();
  const onSubmit = async (values: T) => {
    try {
      await send(values, turnstile.takeToken());
    } catch (error) {
      if (turnstile.asked(error, () => void form.handleSubmit(onSubmit)())) return;
      toast({ variant: "destructive", title: t`Error`, description: errorText(error, failed) });
    }
  };

  const submit = useSubmitOnce(form, onSubmit);
  return (
    <Form {...form}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {children}
        {turnstile.widget}
        <PendingButton type="submit" className="w-full" busy={form.formState.isSubmitting} busyLabel={busyLabel}>
          {label}
        </PendingButton>
      </form>
    </Form>
  );
}
