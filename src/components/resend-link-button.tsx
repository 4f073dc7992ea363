import { useLingui } from "@lingui/react/macro";
import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { PendingButton } from "@/components/pending-button";
import type { Button } from "@/components/ui/button";
import { useResendVerification } from "@/lib/delivery-api";

type Props = Omit<ComponentProps<typeof Button>, "onClick"> & { icon?: LucideIcon };

/** Sends the email-confirmation link again: "Sending..." and a spinner until the server answers, its answer in a toast. */
export function ResendLinkButton(props: Props) {
  const { t } = useLingui();
  const resend = useResendVerification();
  return <PendingButton mutation={resend} busyLabel={t`Sending...`} spinner {...props} />;
}
