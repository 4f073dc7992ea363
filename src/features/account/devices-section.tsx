import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BellRing, CircleAlert, Monitor, Send, Trash2 } from "lucide-react";
import { AccountSection } from "./account-section";
import { LockScreenSwitch } from "./lock-screen-switch";
import { type ReactNode, useState } from "react";
import type { Device } from "@contracts/delivery";
import { Badge } from "@/components/ui/badge";
import { PendingButton } from "@/components/pending-button";
import { Button } from "@/components/ui/button";
import { deviceName, failureText } from "@/lib/delivery-words";
import { usePushNotifications } from "@/hooks/use-push-notifications";
import { useToast } from "@/hooks/use-toast";
import { errorText, queryClient } from "@/lib/api";
import { formatDate, relativeTime } from "@/lib/dates";
import { ConfirmDialog, type ConfirmWords } from "@/components/confirm-dialog";
import { InlineLoading } from "@/components/list-states";
import { DEVICES_KEY, useDevices, useRemoveDevice, useTestDevice } from "./devices-api";

/** A time as said mid-sentence: "last nudge delivered yesterday at 9:00 AM". */
const said = (at: string) => relativeTime(at).replace(/^[A-Z]/, (c) => c.toLowerCase());

/** The Remove dialog's words, which name the device. */
const removeWords = (device: Device | null): ConfirmWords => ({
  title: t`Remove ${deviceName(device?.label ?? null)}?`,
  action: t`Remove`,
  busyAction: "Removing...",
});

/** The Account dialog's devices: each phone or browser that gets nudges, with a test push and Remove. */
export function DevicesSection() {
  const { t } = useLingui();
  const devices = useDevices();
  const { toast } = useToast();
  const test = useTestDevice();
  const remove = useRemoveDevice();
  const [removing, setRemoving] = useState<Device | null>(null);

  const onTest = async (device: Device) => {
    try {
      const { result, message } = await test.mutateAsync(device.id);
      toast(
        result === "delivered"
          ? { title: t`Test sent`, description: message }
          : { variant: "destructive", title: t`The test didn't arrive`, description: message },
      );
    } catch (error) {
      toast({ variant: "destructive", title: t`Couldn't send a test`, description: errorText(error, t`Please try again.`) });
    }
  };
  const onRemove = async () => {
    if (!removing) return;
    try {
      const { message } = await remove.mutateAsync(removing.id);
      toast({ title: t`Device removed`, description: message });
      setRemoving(null);
    } catch (error) {
      toast({ variant: "destructive", title: t`Couldn't remove the device`, description: errorText(error, t`Please try again.`) });
    }
  };

  let body: ReactNode;
  if (devices.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-muted-foreground">
        <p>
          <Trans>We couldn't load your devices.</Trans>
        </p>
        <Button variant="outline" className="h-11 sm:h-9" onClick={() => devices.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (!devices.data) {
    body = (
      <InlineLoading>
        <Trans>Loading your devices...</Trans>
      </InlineLoading>
    );
  } else if (devices.data.length === 0) {
    body = <NoDevices />;
  } else {
    body = (
      <ul className="divide-y rounded-lg border">
        {devices.data.map((device) => (
          <DeviceRow
            key={device.id}
            device={device}
            testing={test.isPending && test.variables === device.id}
            onTest={() => onTest(device)}
            onRemove={() => setRemoving(device)}
          />
        ))}
      </ul>
    );
  }

  return (
    <AccountSection id="devices" Icon={Monitor} title={t`Devices`}>
      <p className="text-sm text-muted-foreground">
        <Trans>Every phone and browser where you turned notifications on gets your nudges. Send one a test to check it.</Trans>
      </p>
      {body}
      <LockScreenSwitch />
      <ConfirmDialog
        open={removing !== null}
        words={removeWords(removing)}
        mutation={remove}
        onConfirm={onRemove}
        onClose={() => setRemoving(null)}
      >
        {removing?.current
          ? t`Nudges stop arriving on this device. To get them here again, turn notifications on from the dashboard.`
          : t`Nudges stop arriving on that device. To get them there again, turn notifications on in Nudge on that device.`}
      </ConfirmDialog>
    </AccountSection>
  );
}

function DeviceRow({ device, testing, onTest, onRemove }: { device: Device; testing: boolean; onTest: () => void; onRemove: () => void }) {
  const { t } = useLingui();
  const name = deviceName(device.label);
  // A failure newer than the last delivery is the device's state now; an older one is history.
  const failing = device.lastFailure && (!device.lastDeliveredAt || device.lastFailure.at > device.lastDeliveredAt);
  return (
    <li className="space-y-3 p-3" aria-label={name}>
      <div className="space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {name}
          {device.current && (
            <Badge variant="secondary">
              <Trans>This device</Trans>
            </Badge>
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          {device.lastDeliveredAt ? (
            <Trans>
              Last nudge delivered{" "}
              <time dateTime={device.lastDeliveredAt} title={formatDate(device.lastDeliveredAt)}>
                {said(device.lastDeliveredAt)}
              </time>
            </Trans>
          ) : (
            t`No nudge delivered yet · added ${said(device.createdAt)}`
          )}
        </p>
        {device.lastFailure && (
          <p
            className={
              failing ? "flex items-start gap-1.5 text-sm text-destructive" : "flex items-start gap-1.5 text-sm text-muted-foreground"
            }
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="min-w-0 break-words">
              {failureText(device.lastFailure.reason)} ({said(device.lastFailure.at)})
            </span>
          </p>
        )}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <PendingButton
          variant="outline"
          className="h-11 sm:h-9"
          onClick={onTest}
          busy={testing}
          busyLabel={t`Sending...`}
          icon={Send}
          spinner
          aria-label={t`Send test to ${name}`}
        >
          <Trans>Send test</Trans>
        </PendingButton>
        <Button
          variant="ghost"
          className="h-11 text-destructive hover:bg-destructive/10 hover:text-destructive sm:h-9"
          onClick={onRemove}
          aria-label={t`Remove ${name}`}
        >
          <Trash2 aria-hidden />
          <Trans>Remove</Trans>
        </Button>
      </div>
    </li>
  );
}

/** No device yet: what to do, and (where this browser can) the button that does it. */
function NoDevices() {
  const push = usePushNotifications();
  const enable = async () => {
    await push.enable();
    void queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
  };
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-center">
      <BellRing className="size-8 text-primary" aria-hidden />
      <p className="font-semibold">
        <Trans>No devices get your nudges yet</Trans>
      </p>
      <p className="max-w-sm text-sm text-muted-foreground">
        <Trans>
          Turn on notifications on each phone or computer where you want your nudges: open Nudge there and press Enable Push Notifications.
          On an iPhone, add Nudge to your Home Screen first.
        </Trans>
      </p>
      {push.state === "default" && (
        <PendingButton className="mt-1 h-11 sm:h-9" onClick={enable} busy={push.busy} busyLabel={t`Turning on...`} icon={BellRing} spinner>
          <Trans>Turn on notifications here</Trans>
        </PendingButton>
      )}
    </div>
  );
}
