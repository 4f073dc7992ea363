import { Trans, useLingui } from "@lingui/react/macro";
import { BellOff, BellRing, CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { PendingButton } from "@/components/pending-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { usePushNotifications } from "@/hooks/use-push-notifications";
import { cn } from "@/lib/utils";

/**
 * 'Step 2: Enable Notifications' on the auth screen and the enable panel on the dashboard:
 * default → enabled after subscribing, → blocked when permission is refused (docs/product.md#notifications-card).
 */
export function NotificationCard({
  title,
  hideWhenEnabled = false,
  compact = false,
  footer,
}: {
  title?: string;
  hideWhenEnabled?: boolean;
  /** Tighter on a phone: on the dashboard it sits above the tabs, which the first screen must reach. */
  compact?: boolean;
  footer?: ReactNode;
}) {
  const { t } = useLingui();
  const { state, busy, enable, retry, simulate } = usePushNotifications();
  if (state === "hidden" || (hideWhenEnabled && state === "enabled")) return null;

  return (
    <Card className={cn("w-full", compact && "gap-3 py-4 *:px-4 sm:gap-6 sm:py-6 sm:*:px-6")} aria-live="polite">
      {state === "enabled" && (
        <CardHeader className="flex items-center gap-3">
          <CheckCircle2 className="size-6 shrink-0 text-primary sm:size-8" aria-hidden />
          <div className="space-y-1">
            <CardTitle>
              <Trans>Notifications Enabled!</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>You'll get a notification the moment a nudge is due.</Trans>
            </CardDescription>
          </div>
        </CardHeader>
      )}
      {state === "blocked" && (
        <>
          <CardHeader className="flex items-start gap-3">
            <BellOff className="size-6 shrink-0 text-destructive sm:size-8" aria-hidden />
            <div className="space-y-1">
              <CardTitle>
                <Trans>Notifications Blocked</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>Your browser is blocking notifications from Nudge. To allow them:</Trans>
              </CardDescription>
            </div>
          </CardHeader>
          <CardContent className="space-y-4">
            <ol className="list-decimal space-y-1 ps-5 text-sm text-muted-foreground">
              <li>
                <Trans>
                  Look for the notification or lock icon near the address bar, or open browser settings &gt; Site settings &gt;
                  Notifications.
                </Trans>
              </li>
              <li>
                <Trans>Change Block to Allow for this site.</Trans>
              </li>
              <li>
                <Trans>Refresh the page and press Try Again.</Trans>
              </li>
            </ol>
            {/* Wraps rather than a fixed row: in the sign-up card the two don't fit side by side. */}
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Button onClick={retry}>
                <Trans>Try Again</Trans>
              </Button>
              <Button variant="outline" onClick={simulate}>
                <Trans>Continue Without Notifications (Testing Only)</Trans>
              </Button>
            </div>
          </CardContent>
        </>
      )}
      {state === "default" && (
        <>
          <CardHeader className="flex items-start gap-3">
            <BellRing className="size-6 shrink-0 text-primary sm:size-8" aria-hidden />
            <div className="space-y-1">
              <CardTitle>{title ?? t`Step 2: Enable Notifications`}</CardTitle>
              <CardDescription>
                <Trans>Get a notification on this device the moment a nudge is due, with one tap to text or call.</Trans>
              </CardDescription>
            </div>
          </CardHeader>
          <CardContent>
            <PendingButton className="w-full sm:w-auto" onClick={enable} busy={busy} busyLabel={t`Enabling Notifications...`}>
              <Trans>Enable Push Notifications</Trans>
            </PendingButton>
          </CardContent>
        </>
      )}
      {footer && <CardContent className="pt-0">{footer}</CardContent>}
    </Card>
  );
}
