// The dashboard's delivery notices (issues 19 and 38), a lazy part of the page: nudges of the
// last week that reached no one, why and what fixes it; otherwise, until the email is confirmed, a
// reminder to confirm it. One notice at a time, so the fix is never offered twice.
import { Trans } from "@lingui/react/macro";
import { BellOff, MailCheck } from "lucide-react";
import type { MissedNudges } from "@contracts/delivery";
import { ResendLinkButton } from "@/components/resend-link-button";
import { useAuth } from "@/lib/auth";
import { useEmailConfirmed } from "@/lib/delivery-api";
import { useMissedNudges } from "@/lib/missed-nudges";
import { DeliveryFix } from "@/components/delivery-fix";
import { missedBody, missedTitle } from "@/lib/delivery-words";

export default function DeliveryNotices() {
  const missed = useMissedNudges();
  const confirmed = useEmailConfirmed();
  if (missed.data && missed.data.count > 0) return <MissedNudgesNotice missed={missed.data} />;
  return confirmed ? null : <ConfirmEmailNotice />;
}

function MissedNudgesNotice({ missed }: { missed: MissedNudges }) {
  // An answer saved on this device (offline) before the reasons were given has none: then the
  // notice says only what the count says, and guesses no reason or fix.
  const reasons = missed.reasons ?? [];
  return (
    <section
      aria-labelledby="missed-nudges"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-50"
    >
      <div className="flex items-start gap-3">
        <BellOff className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
        <div className="min-w-0 space-y-1">
          <h2 id="missed-nudges" className="font-semibold">
            {missedTitle(missed, new Date())}
          </h2>
          {reasons.length > 0 && <p className="text-amber-900/80 dark:text-amber-100/80">{missedBody(reasons, missed.count)}</p>}
        </div>
      </div>
      <DeliveryFix reasons={reasons} className="sm:ps-8" />
    </section>
  );
}

function ConfirmEmailNotice() {
  const { user } = useAuth();
  return (
    <section
      aria-labelledby="confirm-email"
      className="flex flex-wrap content-center items-center gap-x-3 gap-y-2 rounded-xl border border-primary/30 bg-primary/5 px-4 py-3 text-sm"
    >
      <MailCheck className="size-5 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1">
        <h2 id="confirm-email" className="font-semibold">
          <Trans>Confirm your email</Trans>
        </h2>
        {/* Short on purpose (the address is in its title): as a larger block, arriving after the first
            paint, it became the dashboard's largest paint (Lighthouse LCP 2.3 -> 3.4 s). */}
        <p className="text-muted-foreground" title={user?.email}>
          <Trans>Open the link we sent you so nudges can reach you by email.</Trans>
        </p>
      </div>
      <ResendLinkButton variant="outline" className="h-11 w-full sm:h-9 sm:w-auto">
        <Trans>Resend email</Trans>
      </ResendLinkButton>
    </section>
  );
}
