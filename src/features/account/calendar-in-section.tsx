import { t, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { AlertTriangle, CalendarCheck, CheckCircle2, RefreshCw, Unlink } from "lucide-react";
import { useState } from "react";
import type { CalendarConnectInput, CalendarPullAnswer } from "@contracts/calendar-connect";
import { ConfirmDialog, type ConfirmWords } from "@/components/confirm-dialog";
import { Notice } from "@/components/notice";
import { PendingButton } from "@/components/pending-button";
import { Button } from "@/components/ui/button";
import { useNow } from "@/hooks/use-now";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { relativeTime } from "@/lib/dates";
import { AccountSection } from "./account-section";
import { MeetingBriefField } from "./meeting-brief-field";
import { useConnectCalendar, useConnectedCalendar, useDisconnectCalendar, useSyncCalendar } from "./calendar-in-api";
import { CalendarInForm } from "./calendar-in-form";

const DISCONNECT: ConfirmWords = {
  get title() {
    return t`Disconnect this calendar?`;
  },
  get action() {
    return t`Disconnect`;
  },
  busyAction: "Disconnecting...",
};

/** "2 meetings logged, 1 to review on Today": what a pull did. */
export function pullSummary(a: Pick<CalendarPullAnswer, "logged" | "review" | "counts">) {
  const parts = [
    a.logged && plural(a.logged, { one: "# meeting logged", other: "# meetings logged" }),
    a.review && t`${a.review} to review on Today`,
    a.counts.removed && t`${a.counts.removed} cancelled`,
  ].filter(Boolean);
  const done = parts.length ? parts.join(", ") : t`Nothing new`;
  return a.counts.remaining > 0 ? t`${done}. More is on its way in the background.` : `${done}.`;
}

/** The Account dialog's incoming calendar: meetings with contacts log themselves in their history. */
export function CalendarInSection() {
  const { t } = useLingui();
  const { toast } = useToast();
  const now = useNow();
  const calendar = useConnectedCalendar();
  const connect = useConnectCalendar();
  const sync = useSyncCalendar();
  const disconnect = useDisconnectCalendar();
  const [asking, setAsking] = useState(false);

  const run = async (work: () => Promise<CalendarPullAnswer>, title: string, failed: string) => {
    try {
      toast({ title, description: pullSummary(await work()) });
    } catch (error) {
      toast({ variant: "destructive", title: failed, description: errorText(error, t`Please check the address and try again.`) });
    }
  };
  const onDisconnect = async () => {
    try {
      await disconnect.mutateAsync();
      toast({ title: t`Calendar disconnected`, description: t`The meetings it logged stay in your contacts' history.` });
      setAsking(false);
    } catch (error) {
      toast({ variant: "destructive", title: t`Couldn't disconnect`, description: errorText(error, t`Please try again.`) });
    }
  };

  const data = calendar.data;
  return (
    <AccountSection id="calendar-in" Icon={CalendarCheck} title={t`Connect a calendar`}>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Meetings with your contacts log themselves: an event whose guest is a contact's email goes in their history once it's over, and a
          coming one holds back their keep-in-touch nudge. Only titles, times and guests' addresses are read.
        </Trans>
      </p>
      {data ? (
        <div className="space-y-3">
          <dl className="grid gap-1 rounded-lg border p-3 text-sm">
            <dt className="text-muted-foreground">{data.kind === "caldav" ? t`CalDAV calendar` : t`Calendar address`}</dt>
            <dd className="break-all font-medium">{data.url}</dd>
          </dl>
          {data.lastError ? (
            <Notice Icon={AlertTriangle} tone="problem">
              <span>
                <Trans>The last read didn't go through: {data.lastError}</Trans>
              </span>
            </Notice>
          ) : (
            <Notice Icon={CheckCircle2} tone="good">
              <span>
                {data.lastSyncAt ? t`Read ${relativeTime(data.lastSyncAt, now)}` : t`Not read yet`}
                <Trans>; it reads again every 2 hours.</Trans>
              </span>
            </Notice>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <PendingButton
              className="h-11 sm:h-10"
              busy={sync.isPending}
              busyLabel={t`Syncing...`}
              icon={RefreshCw}
              onClick={() => run(() => sync.mutateAsync(), t`Calendar synced`, t`Sync failed`)}
            >
              <Trans>Sync now</Trans>
            </PendingButton>
            <Button variant="outline" className="h-11 sm:h-10" disabled={sync.isPending} onClick={() => setAsking(true)}>
              <Unlink aria-hidden />
              <Trans>Disconnect</Trans>
            </Button>
          </div>
          <MeetingBriefField />
        </div>
      ) : (
        !calendar.isPending && (
          <CalendarInForm
            busy={connect.isPending}
            onConnect={(input: CalendarConnectInput) => run(() => connect.mutateAsync(input), t`Calendar connected`, t`Couldn't connect`)}
          />
        )
      )}
      <ConfirmDialog open={asking} words={DISCONNECT} mutation={disconnect} onConfirm={onDisconnect} onClose={() => setAsking(false)}>
        <Trans>
          The meetings it logged stay in your contacts' history. Coming meetings stop holding back their check-ins, and send no briefs.
        </Trans>
      </ConfirmDialog>
    </AccountSection>
  );
}
