import { Send } from "lucide-react";
import type { Reminder } from "@contracts/reminders";
import { NudgeWhen } from "./nudge-details";
import { truncate } from "@/lib/dates";
import { HistoryActions, type HistoryActionHandlers } from "./history-actions";
import { NudgeDelivery, type DeliveryDetails } from "./history-delivery";
import { NudgeBadges } from "./history-details";

/** Sent nudges on phones: a card each, actions along the bottom edge. */
export function HistoryCards({
  nudges,
  now,
  details,
  onToggleDetails,
  ...handlers
}: HistoryActionHandlers & DeliveryDetails & { nudges: Reminder[]; now: Date }) {
  return (
    <ul className="flex flex-col gap-3">
      {nudges.map((nudge) => (
        <li key={nudge.id} className="rounded-xl border bg-card text-card-foreground shadow-xs">
          <div className="flex flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-3">
              <h3 className="min-w-0 font-semibold break-words">{nudge.targetName}</h3>
              <NudgeBadges nudge={nudge} />
            </div>
            <p className="text-sm break-words text-muted-foreground" title={nudge.message}>
              {truncate(nudge.message, 50)}
            </p>
            <div className="flex items-start gap-2">
              <Send className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span className="sr-only">Sent</span>
              <NudgeWhen at={nudge.sentAt ?? nudge.remindAt} now={now} />
            </div>
            <NudgeDelivery
              delivery={nudge.delivery}
              now={now}
              layout="card"
              open={details.has(nudge.id)}
              onToggle={() => onToggleDetails(nudge.id)}
            />
          </div>
          <div className="border-t p-2">
            <HistoryActions nudge={nudge} layout="card" {...handlers} />
          </div>
        </li>
      ))}
    </ul>
  );
}
