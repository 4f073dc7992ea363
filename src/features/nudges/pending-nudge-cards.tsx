import { Clock } from "lucide-react";
import type { Reminder } from "@contracts/reminders";
import { PendingNudgeButtons, type PendingNudgeButtonHandlers } from "./pending-nudge-buttons";
import { NudgeContactLinks, NudgeStatusBadge, NudgeWhen } from "./nudge-details";

/** Pending nudges on phones: a card each, read top to bottom, its buttons along the bottom edge. */
export function PendingNudgeCards({ nudges, now, ...handlers }: PendingNudgeButtonHandlers & { nudges: Reminder[]; now: Date }) {
  return (
    <ul className="flex flex-col gap-3">
      {nudges.map((nudge) => (
        <li key={nudge.id} className="rounded-xl border bg-card text-card-foreground shadow-xs">
          <div className="flex flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-3">
              <h3 className="min-w-0 font-semibold break-words">{nudge.targetName}</h3>
              <NudgeStatusBadge remindAt={nudge.remindAt} now={now} />
            </div>
            <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{nudge.message}</p>
            <div className="flex items-end justify-between gap-2">
              <div className="flex items-start gap-2">
                <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                <NudgeWhen at={nudge.remindAt} now={now} />
              </div>
              <NudgeContactLinks nudge={nudge} large />
            </div>
          </div>
          <div className="border-t p-2">
            <PendingNudgeButtons nudge={nudge} layout="card" {...handlers} />
          </div>
        </li>
      ))}
    </ul>
  );
}
