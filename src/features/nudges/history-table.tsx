import { useLingui } from "@lingui/react/macro";
import { TableCell } from "@/components/ui/table";
import { truncate } from "@/lib/dates";
import { HistoryActions, type HistoryListProps } from "./history-actions";
import { NudgeDelivery } from "./history-delivery";
import { NudgeBadges } from "./history-details";
import { NudgeWhen } from "./nudge-details";
import { NudgeTable } from "./nudge-list-layout";

/** Sent nudges on wider screens, newest first. */
export function HistoryTable({ nudges, now, details, onToggleDetails, ...handlers }: HistoryListProps) {
  const { t } = useLingui();
  return (
    <NudgeTable
      nudges={nudges}
      headings={[t`Message`, t`Sent`, t`Type`]}
      cells={(nudge) => (
        <>
          <TableCell className="min-w-48 whitespace-normal text-muted-foreground" title={nudge.message}>
            {truncate(nudge.message, 50)}
          </TableCell>
          <TableCell>
            <NudgeWhen at={nudge.sentAt ?? nudge.remindAt} now={now} />
            <NudgeDelivery nudge={nudge} now={now} layout="table" details={details} onToggleDetails={onToggleDetails} />
          </TableCell>
          <TableCell>
            <NudgeBadges nudge={nudge} />
          </TableCell>
        </>
      )}
      buttons={(nudge) => <HistoryActions nudge={nudge} layout="table" {...handlers} />}
    />
  );
}
