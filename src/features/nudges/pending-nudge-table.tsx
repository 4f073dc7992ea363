import { useLingui } from "@lingui/react/macro";
import { TableCell } from "@/components/ui/table";
import { WaitingToSend } from "@/components/waiting-to-send";
import { NudgeContactLinks, NudgeStatusBadge, NudgeWhen } from "./nudge-details";
import { NudgeTable } from "./nudge-list-layout";
import { PendingNudgeButtons, type PendingListProps, type PendingNudgeButtonHandlers } from "./pending-nudge-buttons";

/** Pending nudges on wider screens: one row each, the message allowed to wrap. */
export function PendingNudgeTable({ nudges, now, waiting, ...handlers }: PendingNudgeButtonHandlers & PendingListProps) {
  const { t } = useLingui();
  return (
    <NudgeTable
      nudges={nudges}
      headings={[t`Message`, t`When`, t`Contact`, t`Status`]}
      cells={(nudge) => (
        <>
          <TableCell className="min-w-48 whitespace-normal">
            <p className="line-clamp-2 break-words text-muted-foreground" title={nudge.message}>
              {nudge.message}
            </p>
          </TableCell>
          <TableCell>
            <NudgeWhen at={nudge.remindAt} now={now} recurrence={nudge.recurrence} />
          </TableCell>
          <TableCell>
            <NudgeContactLinks nudge={nudge} />
          </TableCell>
          <TableCell>{waiting(nudge.id) ? <WaitingToSend /> : <NudgeStatusBadge remindAt={nudge.remindAt} now={now} />}</TableCell>
        </>
      )}
      buttons={(nudge) => <PendingNudgeButtons nudge={nudge} layout="table" {...handlers} />}
    />
  );
}
