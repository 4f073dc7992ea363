import { BellRing, MailCheck } from "lucide-react";
import { PendingButton } from "@/components/pending-button";
import { ResendLinkButton } from "@/components/resend-link-button";
import { usePushNotifications } from "@/hooks/use-push-notifications";
import { cn } from "@/lib/utils";
import { useEmailConfirmed } from "@/lib/delivery-api";

/**
 * What makes the next nudge arrive: notifications on this device (the same enable flow as the
 * dashboard's notification card) and/or a confirmed email. When both are in place already, it
 * points to the Account dialog's devices, where a test push shows which device is failing.
 */
export function DeliveryFix({ className }: { className?: string }) {
  const push = usePushNotifications();
  const confirmed = useEmailConfirmed();
  const canEnable = push.state === "default";
  return (
    <div className={cn("flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center", className)}>
      {canEnable && (
        <PendingButton
          className="h-11 sm:h-9"
          size="sm"
          onClick={push.enable}
          busy={push.busy}
          busyLabel="Turning on..."
          icon={BellRing}
          spinner
        >
          Turn on notifications
        </PendingButton>
      )}
      {!confirmed && (
        <ResendLinkButton className="h-11 sm:h-9" size="sm" variant={canEnable ? "outline" : "default"} icon={MailCheck}>
          Confirm my email
        </ResendLinkButton>
      )}
      {push.state === "blocked" && (
        <p className="text-sm text-muted-foreground">
          Notifications are blocked in this browser: allow them in the site settings next to the address bar.
        </p>
      )}
      {!canEnable && confirmed && push.state !== "blocked" && (
        <p className="text-sm text-muted-foreground">Open Account (the person icon above) to see your devices and send each a test.</p>
      )}
    </div>
  );
}
