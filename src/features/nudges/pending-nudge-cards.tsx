import { Clock } from "lucide-react";
import { WaitingToSend } from "@/components/waiting-to-send";
import { NudgeContactLinks, NudgeStatusBadge, NudgeWhen } from "./nudge-details";
import { NudgeCards } from "./nudge-list-layout";
import { PendingNudgeButtons, type PendingListProps, type PendingNudgeButtonHandlers } from "./pending-nudge-buttons";

/** Pending nudges on phones: a card each, read top to bottom, its buttons along the bottom edge. */
export function PendingNudgeCards({ nudges, now, waiting, ...handlers }: PendingNudgeButtonHandlers & PendingListProps) {
  return (
    <NudgeCards
      nudges={nudges}
      badge={(nudge) => (waiting(nudge.id) ? <WaitingToSend /> : <NudgeStatusBadge remindAt={nudge.remindAt} now={now} />)}
      body={(nudge) => (
        <>
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{nudge.message}</p>
          <div className="flex items-end justify-between gap-2">
            <div className="flex items-start gap-2">
              <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <NudgeWhen at={nudge.remindAt} now={now} recurrence={nudge.recurrence} />
            </div>
            <NudgeContactLinks nudge={nudge} large />
          </div>
        </>
      )}
      buttons={(nudge) => <PendingNudgeButtons nudge={nudge} layout="card" {...handlers} />}
    />
  );
}
