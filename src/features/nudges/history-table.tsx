import type { Reminder } from "@contracts/reminders";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { NudgeWhen } from "./nudge-details";
import { truncate } from "@/lib/dates";
import { HistoryActions, type HistoryActionHandlers } from "./history-actions";
import { NudgeDelivery, type DeliveryDetails } from "./history-delivery";
import { NudgeBadges } from "./history-details";

/** Sent nudges on wider screens, newest first. */
export function HistoryTable({
  nudges,
  now,
  details,
  onToggleDetails,
  ...handlers
}: HistoryActionHandlers & DeliveryDetails & { nudges: Reminder[]; now: Date }) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Person</TableHead>
          <TableHead>Message</TableHead>
          <TableHead>Sent</TableHead>
          <TableHead>Type</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {nudges.map((nudge) => (
          <TableRow key={nudge.id}>
            <TableCell className="max-w-40 truncate font-medium" title={nudge.targetName}>
              {nudge.targetName}
            </TableCell>
            <TableCell className="min-w-48 whitespace-normal text-muted-foreground" title={nudge.message}>
              {truncate(nudge.message, 50)}
            </TableCell>
            <TableCell>
              <NudgeWhen at={nudge.sentAt ?? nudge.remindAt} now={now} />
              <NudgeDelivery
                delivery={nudge.delivery}
                now={now}
                layout="table"
                open={details.has(nudge.id)}
                onToggle={() => onToggleDetails(nudge.id)}
              />
            </TableCell>
            <TableCell>
              <NudgeBadges nudge={nudge} />
            </TableCell>
            <TableCell>
              <HistoryActions nudge={nudge} layout="table" {...handlers} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
