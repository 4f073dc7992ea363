import { Trans, useLingui } from "@lingui/react/macro";
import { AlarmClock, BookmarkCheck, CircleCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/dates";

/** Saved nudges are the ones kept to reuse; every other sent nudge is Regular. */
export function NudgeTypeBadge({ saved }: { saved: boolean }) {
  return saved ? (
    <Badge>
      <BookmarkCheck aria-hidden />
      <Trans>Saved</Trans>
    </Badge>
  ) : (
    <Badge variant="outline" className="text-muted-foreground">
      <Trans>Regular</Trans>
    </Badge>
  );
}

/** A nudge marked done (from its notification, by texting or calling from it, or here): it counted as contact. */
export function NudgeDoneBadge({ doneAt }: { doneAt: string }) {
  const { t } = useLingui();
  return (
    <Badge
      variant="outline"
      title={t`Marked done ${formatDate(doneAt)}`}
      className="border-emerald-200 bg-emerald-100 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
    >
      <CircleCheck aria-hidden />
      <Trans>Done</Trans>
    </Badge>
  );
}

/** A nudge snoozed from its notification or the Contact card: its copy waits in Active Nudges until then. */
export function NudgeSnoozedBadge({ until }: { until: string }) {
  const { t } = useLingui();
  const when = formatDate(until);
  return (
    <Badge
      variant="outline"
      title={t`Snoozed until ${when}`}
      className="border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
    >
      <AlarmClock aria-hidden />
      <Trans>
        Snoozed<span className="sr-only"> until {when}</span>
      </Trans>
    </Badge>
  );
}

/** The type badge, with Done once the nudge is marked done, or Snoozed while it isn't and was snoozed. */
export function NudgeBadges({ nudge }: { nudge: { saved: boolean; doneAt: string | null; snoozedUntil: string | null } }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-1.5 sm:justify-start">
      {nudge.doneAt ? <NudgeDoneBadge doneAt={nudge.doneAt} /> : nudge.snoozedUntil && <NudgeSnoozedBadge until={nudge.snoozedUntil} />}
      <NudgeTypeBadge saved={nudge.saved} />
    </div>
  );
}
