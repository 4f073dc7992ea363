import { Trans } from "@lingui/react/macro";
import { Send } from "lucide-react";
import { truncate } from "@/lib/dates";
import { HistoryActions, type HistoryListProps } from "./history-actions";
import { NudgeDelivery } from "./history-delivery";
import { NudgeBadges } from "./history-details";
import { NudgeWhen } from "./nudge-details";
import { NudgeCards } from "./nudge-list-layout";

/** Sent nudges on phones: a card each, actions along the bottom edge. */
export function HistoryCards({ nudges, now, details, onToggleDetails, ...handlers }: HistoryListProps) {
  return (
    <NudgeCards
      nudges={nudges}
      badge={(nudge) => <NudgeBadges nudge={nudge} />}
      body={(nudge) => (
        <>
          <p className="text-sm break-words text-muted-foreground" title={nudge.message}>
            {truncate(nudge.message, 50)}
          </p>
          <div className="flex items-start gap-2">
            <Send className="mt-0.5 size-4 shrink-0 text-primary rtl:-scale-x-100" aria-hidden />
            <span className="sr-only">
              <Trans>Sent</Trans>
            </span>
            <NudgeWhen at={nudge.sentAt ?? nudge.remindAt} now={now} />
          </div>
          <NudgeDelivery nudge={nudge} now={now} layout="card" details={details} onToggleDetails={onToggleDetails} />
        </>
      )}
      buttons={(nudge) => <HistoryActions nudge={nudge} layout="card" {...handlers} />}
    />
  );
}
