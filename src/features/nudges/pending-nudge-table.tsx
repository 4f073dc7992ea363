import type { Reminder } from "@contracts/reminders";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { PendingNudgeButtons, type PendingNudgeButtonHandlers } from "./pending-nudge-buttons";
import { NudgeContactLinks, NudgeStatusBadge, NudgeWhen } from "./nudge-details";

/** Pending nudges on wider screens: one row each, the message allowed to wrap. */
export function PendingNudgeTable({ nudges, now, ...handlers }: PendingNudgeButtonHandlers & { nudges: Reminder[]; now: Date }) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Person</TableHead>
          <TableHead>Message</TableHead>
          <TableHead>When</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead>Status</TableHead>
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
            <TableCell className="min-w-48 whitespace-normal">
              <p className="line-clamp-2 break-words text-muted-foreground" title={nudge.message}>
                {nudge.message}
              </p>
            </TableCell>
            <TableCell>
              <NudgeWhen at={nudge.remindAt} now={now} />
            </TableCell>
            <TableCell>
              <NudgeContactLinks nudge={nudge} />
            </TableCell>
            <TableCell>
              <NudgeStatusBadge remindAt={nudge.remindAt} now={now} />
            </TableCell>
            <TableCell>
              <PendingNudgeButtons nudge={nudge} layout="table" {...handlers} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
