import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { CircleAlert, MailCheck, ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import type { VerifyEmailResponse } from "@contracts/auth";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/notice";
import { LinkScreen, type LinkOutcome, type LinkWords } from "@/features/auth/link-screens";
import { usePostOnArrival } from "@/features/delivery/link-action";
import { errorText, queryClient } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { readKey } from "@contracts/reads";
import { useQueryParams } from "@/hooks/use-query-params";

export const Route = createFileRoute("/verify-email")({
  head: () => ({ meta: [{ title: t`Confirm your email · Nudge` }] }),
  component: VerifyEmailPage,
});

/** Confirmed: the way on is the dashboard whoever is signed in here. */
const confirmed = (message: string): LinkOutcome => ({
  title: t`Email confirmed`,
  subtitle: message,
  notice: (
    <Notice Icon={MailCheck} tone="good">
      <Trans>When none of your devices gets a nudge, it now reaches you by email. Choose how in Account on your dashboard.</Trans>
    </Notice>
  ),
  next: (
    <Button asChild className="h-11 w-full">
      <Link to="/dashboard">
        <Trans>Go to your dashboard</Trans>
      </Link>
    </Button>
  ),
});

/**
 * Confirmed, for an ADMIN_EMAILS address: every earlier sign-in ended (whoever signed up with it may
 * not be its owner), and the way on is choosing the account's password with the answered reset token.
 */
const setPassword = (message: string, resetToken: string): LinkOutcome => ({
  title: t`Set a password to finish`,
  subtitle: message,
  notice: (
    <Notice Icon={ShieldCheck} tone="good">
      <Trans>Choose a new password for this account. The button below works for the next hour.</Trans>
    </Notice>
  ),
  next: (
    <Button asChild className="h-11 w-full">
      <Link to="/reset-password" search={{ token: resetToken }}>
        <Trans>Set your password</Trans>
      </Link>
    </Button>
  ),
});

/** What each screen says. */
const WORDS: LinkWords<VerifyEmailResponse> = {
  get incomplete() {
    return t`This page needs the whole link from your confirmation email. Open it again, or press Resend email on your dashboard for a new one.`;
  },
  working: {
    get title() {
      return t`Confirming your email…`;
    },
    get label() {
      return t`Confirming your email`;
    },
  },
  done: ({ message, resetToken }) => (resetToken ? setPassword(message, resetToken) : confirmed(message)),
  failed: (error) => ({
    title: t`We couldn't confirm your email`,
    subtitle: errorText(error, t`Check your connection, then open the link again.`),
    notice: (
      <Notice Icon={CircleAlert} tone="problem">
        <Trans>Links work once and for a limited time. Sign in and press Resend email on your dashboard to get a new one.</Trans>
      </Notice>
    ),
  }),
};

/** /verify-email?token=… from the sign-up email: confirms the address as it opens. */
function VerifyEmailPage() {
  const { t } = useLingui();
  const token = useQueryParams().get("token") ?? "";
  const confirm = usePostOnArrival("/api/auth/verify-email", token);
  const { user, endSession } = useAuth();

  // Signed in as that person here: the dashboard's notice and the email switches know at once,
  // or, when the confirmation ended every sign-in (resetToken), this one is signed out here too.
  const data = confirm?.status === "done" ? confirm.data : null;
  useEffect(() => {
    if (!data || !user || user.id !== data.id) return;
    // The server already ended the session: it only has to leave this device too.
    if (data.resetToken) return endSession();
    if (user.isVerified) return;
    const { message: _, resetToken: __, ...verified } = data;
    queryClient.setQueryData(readKey("session"), verified);
    void queryClient.invalidateQueries({ queryKey: readKey("accountSettings") });
  }, [data, user, endSession]);

  const next = (
    <Button asChild className="h-11 w-full">
      <Link to={user ? "/dashboard" : "/login"}>{user ? t`Go to your dashboard` : t`Sign in to Nudge`}</Link>
    </Button>
  );

  return <LinkScreen state={confirm} words={WORDS} next={next} />;
}
