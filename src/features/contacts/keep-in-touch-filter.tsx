import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowDownWideNarrow } from "lucide-react";
import type { CadenceState } from "@contracts/cadence";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { FILTER_LABELS, type KeepInTouchFilter } from "./keep-in-touch";

type Props = {
  filter: KeepInTouchFilter;
  counts: Record<CadenceState, number>;
  dueFirst: boolean;
  onFilter: (filter: KeepInTouchFilter) => void;
  onDueFirst: (dueFirst: boolean) => void;
};

const FILTERS: KeepInTouchFilter[] = ["all", "due", "drifting", "fine"];
const DOTS: Record<KeepInTouchFilter, string> = { all: "", due: "bg-red-500", drifting: "bg-amber-500", fine: "bg-emerald-500" };

/** Show everyone or only who is due, drifting or fine; and optionally the most overdue first. */
export function KeepInTouchFilterBar({ filter, counts, dueFirst, onFilter, onDueFirst }: Props) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset's min-content width would let this widen a phone layout; role=group names the same grouping. */}
      <div role="group" aria-label={t`Keep in touch`} className="flex flex-wrap gap-1.5">
        {FILTERS.map((f) => (
          <Button
            key={f}
            size="sm"
            variant={filter === f ? "default" : "outline"}
            aria-pressed={filter === f}
            className="h-9 rounded-full"
            onClick={() => onFilter(f)}
          >
            {DOTS[f] && <span aria-hidden className={cn("size-2 rounded-full", DOTS[f])} />}
            {FILTER_LABELS[f]}
            {f !== "all" && <span className="tabular-nums opacity-80">{counts[f]}</span>}
          </Button>
        ))}
      </div>
      <Button
        size="sm"
        variant={dueFirst ? "secondary" : "ghost"}
        aria-pressed={dueFirst}
        className="h-9 sm:ms-auto"
        onClick={() => onDueFirst(!dueFirst)}
      >
        <ArrowDownWideNarrow aria-hidden />
        <Trans>Due first</Trans>
      </Button>
    </div>
  );
}
