import { Trans, useLingui } from "@lingui/react/macro";
import { Bookmark, BookmarkCheck, CircleCheck, RotateCcw, Trash2 } from "lucide-react";
import type { Nudge } from "@contracts/nudges";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { DeliveryDetails } from "./history-delivery";

export type HistoryActionHandlers = {
  onToggleSaved: (nudge: Nudge) => void;
  onReuse: (nudge: Nudge) => void;
  onDelete: (nudge: Nudge) => void;
  onMarkDone: (nudge: Nudge) => void;
  /** The nudge whose Save/Unsave is on its way to the server. */
  savingId: number | null;
  /** The nudge whose Mark done is on its way to the server. */
  markingId: number | null;
};

/** What both shapes of the history list (table and cards) are given. */
export type HistoryListProps = HistoryActionHandlers & DeliveryDetails & { nudges: Nudge[]; now: Date };

type Props = HistoryActionHandlers & { nudge: Nudge; layout: "table" | "card" };

/**
 * Save/Unsave, Reuse and Delete for one past nudge, and Mark done until it is: icons with tooltips
 * in the table, labelled buttons on cards (Mark done full width above the others).
 */
export function HistoryActions({ nudge, layout, onToggleSaved, onReuse, onDelete, onMarkDone, savingId, markingId }: Props) {
  const { t } = useLingui();
  const card = layout === "card";
  const name = nudge.targetName;
  const size = card ? "lg" : "icon";
  const buttonClass = card ? "h-11 w-full px-2" : "size-9";
  const SaveIcon = nudge.saved ? BookmarkCheck : Bookmark;

  const actions = [
    {
      label: nudge.saved ? t`Unsave` : t`Save`,
      aria: nudge.saved ? t`Unsave nudge for ${name}` : t`Save nudge for ${name}`,
      Icon: SaveIcon,
      onClick: () => onToggleSaved(nudge),
      disabled: savingId === nudge.id,
      className: nudge.saved ? "text-primary" : "",
    },
    { label: t`Reuse`, aria: t`Reuse nudge for ${name}`, Icon: RotateCcw, onClick: () => onReuse(nudge), disabled: false, className: "" },
    {
      label: t`Delete`,
      aria: t`Delete nudge for ${name}`,
      Icon: Trash2,
      onClick: () => onDelete(nudge),
      disabled: false,
      className: "text-destructive hover:bg-destructive/10 hover:text-destructive",
    },
  ];

  const markDone = nudge.doneAt === null && (
    <Button
      key="done"
      variant={card ? "outline" : "ghost"}
      size={size}
      className={card ? "col-span-3 h-11 w-full" : buttonClass}
      // Starts with the card's visible words, so a voice command ("click Mark done") finds it.
      aria-label={t`Mark done: nudge for ${name}`}
      onClick={() => onMarkDone(nudge)}
      disabled={markingId === nudge.id}
    >
      <CircleCheck aria-hidden />
      {card && (
        <span className="text-sm">
          <Trans>Mark done</Trans>
        </span>
      )}
    </Button>
  );

  return (
    <div className={card ? "grid grid-cols-3 gap-2" : "flex items-center justify-end gap-1"}>
      {markDone &&
        (card ? (
          markDone
        ) : (
          <Tooltip key="done">
            <TooltipTrigger asChild>{markDone}</TooltipTrigger>
            <TooltipContent>
              <Trans>Mark done</Trans>
            </TooltipContent>
          </Tooltip>
        ))}
      {actions.map(({ label, aria, Icon, onClick, disabled, className }) => {
        const button = (
          <Button
            key={label}
            variant="ghost"
            size={size}
            className={`${buttonClass} ${className}`}
            aria-label={aria}
            onClick={onClick}
            disabled={disabled}
          >
            <Icon aria-hidden />
            {card && <span className="text-sm">{label}</span>}
          </Button>
        );
        if (card) return button;
        return (
          <Tooltip key={label}>
            <TooltipTrigger asChild>{button}</TooltipTrigger>
            <TooltipContent>{label}</TooltipContent>
          </Tooltip>
        );
      })}
    </div>
  );
}
