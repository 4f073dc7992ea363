import { Trans, useLingui } from "@lingui/react/macro";
import { BellRing } from "lucide-react";
import { lazy, memo, type ReactNode, useState } from "react";
import { ListError, ListLoading } from "@/components/list-states";
import { NudgeListPanel } from "./nudge-list-layout";
import type { Nudge } from "@contracts/nudges";
import { EmptyState } from "@/components/empty-state";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { useWaitingToSend } from "@/components/waiting-to-send";
import type { PendingNudgeButtonHandlers } from "./pending-nudge-buttons";
import { PendingNudgeCards } from "./pending-nudge-cards";
import { PendingNudgeTable } from "./pending-nudge-table";
import { usePhoneLayout } from "@/hooks/use-phone-layout";

// Loaded when first opened: both bring Radix's dialogs.
const EditNudgeDialog = lazy(() => import("./edit-nudge-dialog").then((m) => ({ default: m.EditNudgeDialog })));
const DeleteNudgeDialog = lazy(() => import("./delete-nudge-dialog").then((m) => ({ default: m.DeleteNudgeDialog })));

type Props = {
  nudges: Nudge[] | undefined;
  isError: boolean;
  onRetry: () => void;
  now: Date;
  onShowContact: PendingNudgeButtonHandlers["onShowContact"];
};

/** The Pending Nudges list: a table on wide screens, cards on phones, with its Edit and Delete dialogs. */
export const PendingNudges = memo(function PendingNudges({ nudges, isError, onRetry, now, onShowContact }: Props) {
  const { t } = useLingui();
  const phone = usePhoneLayout();
  const [editing, setEditing] = useState<Nudge | null>(null);
  const [deleting, setDeleting] = useState<Nudge | null>(null);
  const waiting = useWaitingToSend("nudge");
  const handlers = { onEdit: setEditing, onDelete: setDeleting, onShowContact };

  let body: ReactNode;
  if (isError) {
    body = (
      <ListError onRetry={onRetry}>
        <Trans>We couldn't load your nudges.</Trans>
      </ListError>
    );
  } else if (!nudges) {
    body = (
      <ListLoading>
        <Trans>Loading your nudges...</Trans>
      </ListLoading>
    );
  } else if (nudges.length === 0) {
    body = (
      <EmptyState Icon={BellRing} title={t`No nudges scheduled`}>
        <Trans>Schedule your first nudge above, or start from a Quick Action, and it will wait here until it's time to reach out.</Trans>
      </EmptyState>
    );
  } else {
    body = phone ? (
      <PendingNudgeCards nudges={nudges} now={now} waiting={waiting} {...handlers} />
    ) : (
      <PendingNudgeTable nudges={nudges} now={now} waiting={waiting} {...handlers} />
    );
  }

  const count = nudges?.length ?? 0;
  return (
    <NudgeListPanel
      Icon={BellRing}
      title={t`Pending Nudges`}
      description={count > 0 ? t`${count} coming up, soonest first.` : t`Nudges you've scheduled, soonest first.`}
      dialogs={
        <>
          <MountWhenOpened open={editing !== null} onUnavailable={() => setEditing(null)}>
            <EditNudgeDialog nudge={editing} now={now} onClose={() => setEditing(null)} />
          </MountWhenOpened>
          <MountWhenOpened open={deleting !== null} onUnavailable={() => setDeleting(null)}>
            <DeleteNudgeDialog nudge={deleting} onClose={() => setDeleting(null)} />
          </MountWhenOpened>
        </>
      }
    >
      {body}
    </NudgeListPanel>
  );
});
