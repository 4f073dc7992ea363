import { t, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useMutation } from "@tanstack/react-query";
import { BellOff, BellRing, CircleAlert, Mail } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/notice";
import { PendingButton } from "@/components/pending-button";
import { AuthLayout } from "@/features/auth/auth-layout";
import { errorText } from "@/lib/api";
import { answer, api } from "@/lib/api-client";
import { useQueryParams } from "@/hooks/use-query-params";

export const Route = createFileRoute("/unsubscribe")({
  head: () => ({ meta: [{ title: t`Nudge emails · Nudge` }] }),
  component: UnsubscribePage,
});

/** /unsubscribe?token=… from a nudge email's footer: says what stops, and stops it on a press (a link alone never does). */
function UnsubscribePage() {
  const { t } = useLingui();
  const token = useQueryParams().get("token") ?? "";
  const unsubscribe = useMutation({
    mutationFn: () => answer(api.email.unsubscribe.$post({ query: { token } })),
  });
  const dashboard = (
    <Button asChild variant="outline" className="h-11 w-full">
      <Link to="/dashboard">
        <Trans>Open Nudge</Trans>
      </Link>
    </Button>
  );

  if (!token) {
    return (
      <AuthLayout
        title={t`Link incomplete`}
        subtitle={t`This page needs the whole link from a nudge email. You can also turn nudge emails off in Account on your dashboard.`}
      >
        {dashboard}
      </AuthLayout>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <AuthLayout title={t`Nudge emails are off`} subtitle={unsubscribe.data.message}>
        <div className="space-y-4">
          <StillReaches devices={unsubscribe.data.devices} />
          {dashboard}
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={t`Turn off nudge emails?`}
      subtitle={t`You'll stop getting nudges by email, including the ones sent when none of your devices gets a nudge, and your digest by email.`}
    >
      <div className="space-y-4">
        {unsubscribe.isError && (
          <p role="alert" className="flex items-start gap-2 rounded-lg bg-destructive/10 p-3 text-sm">
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
            <span>
              {errorText(
                unsubscribe.error,
                t`Check your connection, then try again. You can also turn nudge emails off in Account on your dashboard.`,
              )}
            </span>
          </p>
        )}
        <PendingButton
          variant="destructive"
          className="h-11 w-full"
          mutation={unsubscribe}
          busyLabel={t`Turning off...`}
          icon={Mail}
          spinner
        >
          <Trans>Turn off nudge emails</Trans>
        </PendingButton>
        {dashboard}
      </div>
    </AuthLayout>
  );
}

/** What still brings their nudges with the emails off: their devices, or, with none, nothing until they turn notifications on. */
function StillReaches({ devices }: { devices: number }) {
  if (devices > 0)
    return (
      <Notice Icon={BellRing} tone="good">
        {plural(devices, {
          one: "Your nudges still arrive as notifications on your device.",
          other: "Your nudges still arrive as notifications on your # devices.",
        })}
      </Notice>
    );
  return (
    <Notice Icon={BellOff} tone="problem">
      <Trans>
        No device of yours has notifications on, so your nudges will only show in Nudge. Open Nudge and turn on notifications to get them.
      </Trans>
    </Notice>
  );
}
