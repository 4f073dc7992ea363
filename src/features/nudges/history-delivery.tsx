import { Trans, useLingui } from "@lingui/react/macro";
import { AlertTriangle, ChevronDown, CircleCheck, Clock, Mail } from "lucide-react";
import type { Nudge } from "@contracts/nudges";
import { useId } from "react";
import { DeliveryFix } from "@/components/delivery-fix";
import type { Channels } from "@contracts/delivery";
import { useEmailConfirmed } from "@/lib/delivery-api";
import { deliveryLines, deliverySummary, type DeliveryTone } from "@/lib/delivery-words";
import { useMissedNudges } from "@/lib/missed-nudges";
import { formatDate, relativeTime } from "@/lib/dates";
import { cn } from "@/lib/utils";

/** Which nudges' delivery details are unfolded, kept by the panel. */
export type DeliveryDetails = { details: ReadonlySet<number>; onToggleDetails: (id: number) => void };

const TONES: Record<DeliveryTone, { Icon: typeof Mail; className: string }> = {
  ok: { Icon: CircleCheck, className: "text-emerald-700 dark:text-emerald-400" },
  info: { Icon: Mail, className: "text-primary" },
  pending: { Icon: Clock, className: "text-muted-foreground" },
  problem: { Icon: AlertTriangle, className: "text-destructive" },
};

/**
 * How a sent nudge went out, in a line; a tap (or click) unfolds which device did what and why
 * (open or not is kept by the panel, so it stays so when the list turns from table to cards),
 * and for a nudge that reached no one, what fixes the next one (shown at once on cards, where
 * there is room). Nothing for a nudge without a delivery record (pending, or sent before they
 * were kept).
 */
export function NudgeDelivery({
  nudge,
  now,
  layout,
  details,
  onToggleDetails,
}: DeliveryDetails & { nudge: Nudge; now: Date; layout: "card" | "table" }) {
  const { t } = useLingui();
  const id = useId();
  const { delivery } = nudge;
  const open = details.has(nudge.id);
  const onToggle = () => onToggleDetails(nudge.id);
  const summary = deliverySummary(delivery, useChannels());
  if (!summary || !delivery) return null;
  const { Icon, className } = TONES[summary.tone];
  const lines = deliveryLines(delivery);
  const card = layout === "card";
  const needsFix = summary.reasons.length > 0;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        className={cn(
          "-mx-1 flex w-fit max-w-full items-start whitespace-normal gap-1.5 rounded-md px-1 text-start text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
          card ? "min-h-11 items-center" : "min-h-8 py-1",
          className,
        )}
        title={t`Delivery details`}
      >
        <Icon className={cn("size-4 shrink-0", !card && "mt-0.5")} aria-hidden />
        <span className="min-w-0 font-medium break-words">{summary.text}</span>
        <ChevronDown
          className={cn("size-4 shrink-0 opacity-60 transition-transform", !card && "mt-0.5", open && "rotate-180")}
          aria-hidden
        />
      </button>
      {open && (
        <div id={id} className={cn("space-y-2 rounded-lg border bg-muted/40 p-3 text-sm whitespace-normal", !card && "max-w-md")}>
          {lines.length > 0 ? (
            <ul className="space-y-2">
              {lines.map((line) => (
                <li key={line.key} className="flex items-start gap-2">
                  <span className={cn("mt-1.5 size-2 shrink-0 rounded-full", line.ok ? "bg-emerald-500" : "bg-amber-500")} aria-hidden />
                  <div className="min-w-0">
                    <p className="font-medium break-words">{line.who}</p>
                    <p className="break-words text-muted-foreground">
                      {line.what}
                      {line.reason && <span> ({line.reason})</span>}
                    </p>
                    <time dateTime={line.at} title={formatDate(line.at)} className="text-xs text-muted-foreground">
                      {relativeTime(line.at, now)}
                    </time>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">
              <Trans>Nothing was sent for this nudge: no device or email was set up to take it.</Trans>
            </p>
          )}
          {needsFix && !card && <DeliveryFix reasons={summary.reasons} />}
        </div>
      )}
      {needsFix && card && <DeliveryFix reasons={summary.reasons} />}
    </div>
  );
}

/**
 * What can carry a nudge now, which says why no email went for a nudge that reached no one: the
 * missed-nudges read has it (one of the dashboard's first reads); until it is in, only the session's
 * confirmed address is known.
 */
function useChannels(): Channels {
  const confirmed = useEmailConfirmed();
  return useMissedNudges().data?.channels ?? { devices: 0, email: confirmed ? "on" : "unconfirmed" };
}
