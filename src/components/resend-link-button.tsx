import type { ComponentProps } from "react";
import { PendingButton } from "@/components/pending-button";
import { useResendVerification } from "@/lib/delivery-api";

type Props = Omit<ComponentProps<typeof PendingButton>, "busy" | "busyLabel" | "spinner" | "onClick">;

/** Sends the email-confirmation link again: "Sending..." and a spinner until the server answers, its answer in a toast. */
export function ResendLinkButton(props: Props) {
  const resend = useResendVerification();
  return <PendingButton onClick={() => resend.mutate()} busy={resend.isPending} busyLabel="Sending..." spinner {...props} />;
}
