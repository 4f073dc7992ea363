import { Trans, useLingui } from "@lingui/react/macro";
import { Link2, Phone, Repeat } from "lucide-react";
import { callLink } from "@contracts/phone";
import { formatPhone } from "@contracts/phone-numbers";
import type { Nudge } from "@contracts/nudges";
import { Badge } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { formatDate, relativeTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { isOverdue } from "./nudge-rules";
import { describeRepeat } from "./repeat-rules";

/** When a nudge is due, as the spec writes it and as people say it; and how it repeats, if it does. */
export function NudgeWhen({ at, now, recurrence, className }: { at: string; now: Date; recurrence?: string | null; className?: string }) {
  return (
    <div className={cn("flex flex-col", className)}>
      <time dateTime={at} className="text-sm">
        {formatDate(at)}
      </time>
      <span className="text-xs text-muted-foreground">{relativeTime(at, now)}</span>
      {recurrence && (
        <span className="mt-0.5 flex items-center gap-1 text-xs text-primary">
          <Repeat className="size-3 shrink-0" aria-hidden />
          {describeRepeat(recurrence)}
        </span>
      )}
    </div>
  );
}

export function NudgeStatusBadge({ remindAt, now }: { remindAt: string; now: Date }) {
  return isOverdue(remindAt, now) ? (
    <Badge variant="destructive">
      <Trans>Overdue</Trans>
    </Badge>
  ) : (
    <Badge variant="secondary">
      <Trans>Scheduled</Trans>
    </Badge>
  );
}

const linkClass =
  "inline-flex items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring";

/** One-tap call and the nudge's link, when it has them; roomy targets on phones. */
export function NudgeContactLinks({ nudge, large = false }: { nudge: Pick<Nudge, "targetName" | "phoneNumber" | "url">; large?: boolean }) {
  const { t } = useLingui();
  if (!nudge.phoneNumber && !nudge.url) return null;
  const size = large ? "size-11" : "size-9";
  return (
    <div className="flex items-center gap-1">
      {nudge.phoneNumber && (
        <Tooltip>
          <TooltipTrigger asChild>
            <a
              href={callLink(nudge.phoneNumber)}
              className={cn(linkClass, size)}
              aria-label={t`Call ${nudge.targetName} at ${formatPhone(nudge.phoneNumber)}`}
            >
              <Phone className="size-4" aria-hidden />
            </a>
          </TooltipTrigger>
          <TooltipContent>{formatPhone(nudge.phoneNumber)}</TooltipContent>
        </Tooltip>
      )}
      {nudge.url && (
        <Tooltip>
          <TooltipTrigger asChild>
            <a
              href={nudge.url}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(linkClass, size)}
              aria-label={t`Open link for ${nudge.targetName}`}
            >
              <Link2 className="size-4" aria-hidden />
            </a>
          </TooltipTrigger>
          <TooltipContent className="break-all">{nudge.url}</TooltipContent>
        </Tooltip>
      )}
    </div>
  );
}
