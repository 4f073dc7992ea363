import { Trans, useLingui } from "@lingui/react/macro";
import { BellRing, MailCheck, MailPlus, Monitor } from "lucide-react";
import type { ReactNode } from "react";
import type { MissedReason } from "@contracts/delivery";
import { PendingButton } from "@/components/pending-button";
import { ResendLinkButton } from "@/components/resend-link-button";
import { Button } from "@/components/ui/button";
import { usePushNotifications } from "@/hooks/use-push-notifications";
import { openAccount } from "@/lib/account-request";
import { cn } from "@/lib/utils";

const button = "h-11 sm:h-9";

/**
 * What makes the next nudge arrive, for each reason nudges reached no one (delivery-words.ts says
 * the reasons): notifications on this browser (the notification card's own enable flow), the
 * devices in Account (a test push shows which one fails), a confirmed address, and nudge emails
 * turned back on in Account. Nothing when each reason has been fixed since.
 */
export function DeliveryFix({ reasons, className }: { reasons: MissedReason[]; className?: string }) {
  const { t } = useLingui();
  const push = usePushNotifications();
  const fixes: ((primary: boolean) => ReactNode)[] = [];
  if (push.state === "default")
    fixes.push((primary) => (
      <PendingButton
        key="push"
        className={button}
        size="sm"
        variant={primary ? "default" : "outline"}
        onClick={push.enable}
        busy={push.busy}
        busyLabel={t`Turning on...`}
        icon={BellRing}
        spinner
      >
        <Trans>Turn on notifications</Trans>
      </PendingButton>
    ));
  if (reasons.includes("devices_refused"))
    fixes.push((primary) => (
      <Button key="devices" className={button} size="sm" variant={primary ? "default" : "outline"} onClick={() => openAccount("devices")}>
        <Monitor aria-hidden />
        <Trans>Check your devices</Trans>
      </Button>
    ));
  if (reasons.includes("email_unconfirmed"))
    fixes.push((primary) => (
      <ResendLinkButton key="confirm" className={button} size="sm" variant={primary ? "default" : "outline"} icon={MailCheck}>
        <Trans>Confirm my email</Trans>
      </ResendLinkButton>
    ));
  if (reasons.includes("email_off"))
    fixes.push((primary) => (
      <Button
        key="email"
        className={button}
        size="sm"
        variant={primary ? "default" : "outline"}
        onClick={() => openAccount("email-nudges")}
      >
        <MailPlus aria-hidden />
        <Trans>Turn nudge emails back on</Trans>
      </Button>
    ));
  const blocked = push.state === "blocked";
  if (fixes.length === 0 && !blocked) return null;
  return (
    <div className={cn("flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center", className)}>
      {fixes.map((fix, i) => fix(i === 0))}
      {blocked && (
        <p className="text-sm text-muted-foreground">
          <Trans>Notifications are blocked in this browser: allow them in the site settings next to the address bar.</Trans>
        </p>
      )}
    </div>
  );
}
