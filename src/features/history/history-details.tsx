import { BookmarkCheck, CircleCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Saved nudges are the ones kept to reuse; every other sent nudge is Regular. */
export function NudgeTypeBadge({ saved }: { saved: boolean }) {
  return saved ? (
    <Badge>
      <BookmarkCheck aria-hidden />
      Saved
    </Badge>
  ) : (
    <Badge variant="outline" className="text-muted-foreground">
      Regular
    </Badge>
  );
}

/** A nudge marked done (from its notification, by texting or calling from it, or here): it counted as contact. */
export function NudgeDoneBadge({ doneAt }: { doneAt: string }) {
  return (
    <Badge
      variant="outline"
      title={`Marked done ${new Date(doneAt).toLocaleString()}`}
      className="border-emerald-200 bg-emerald-100 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
    >
      <CircleCheck aria-hidden />
      Done
    </Badge>
  );
}

/** The type badge, and Done beside it once the nudge is marked done. */
export function NudgeBadges({ nudge }: { nudge: { saved: boolean; doneAt: string | null } }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-1.5 sm:justify-start">
      {nudge.doneAt && <NudgeDoneBadge doneAt={nudge.doneAt} />}
      <NudgeTypeBadge saved={nudge.saved} />
    </div>
  );
}
