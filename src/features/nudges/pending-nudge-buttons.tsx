import { Trans, useLingui } from "@lingui/react/macro";
import { Contact, Pencil, Trash2 } from "lucide-react";
import type { Nudge } from "@contracts/nudges";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { isQueued } from "@/lib/api";

export type PendingNudgeButtonHandlers = {
  onEdit: (nudge: Nudge) => void;
  onDelete: (nudge: Nudge) => void;
  onShowContact: (name: string, phone: string | null) => void;
};

/** The list's rows, and whether one waits to be sent (made or changed offline). */
export type PendingListProps = { nudges: Nudge[]; now: Date; waiting: (id: number) => boolean };

type Props = PendingNudgeButtonHandlers & { nudge: Nudge; layout: "table" | "card" };

/**
 * Edit, Delete and Contact details for one pending nudge: compact icons in the desktop table,
 * labelled full-width buttons on phone cards (44 px tall, reachable with a thumb). A nudge made
 * offline has no id on the server yet: it can be edited or deleted once it is sent.
 */
export function PendingNudgeButtons({ nudge, layout, onEdit, onDelete, onShowContact }: Props) {
  const { t } = useLingui();
  const name = nudge.targetName;
  const card = layout === "card";
  const size = card ? "lg" : "icon";
  const buttonClass = card ? "h-11 w-full px-2" : "size-9";
  const unsent = isQueued(nudge);

  const contact = (
    <Button
      variant="ghost"
      size={size}
      className={buttonClass}
      aria-label={t`Contact details for ${name}`}
      onClick={() => onShowContact(name, nudge.phoneNumber)}
    >
      <Contact aria-hidden />
      {card && (
        <span className="text-sm">
          <Trans>Contact</Trans>
        </span>
      )}
    </Button>
  );

  return (
    <div className={card ? "grid grid-cols-3 gap-2" : "flex items-center justify-end gap-1"}>
      <Button
        variant="ghost"
        size={size}
        className={buttonClass}
        aria-label={t`Edit nudge for ${name}`}
        disabled={unsent}
        onClick={() => onEdit(nudge)}
      >
        <Pencil aria-hidden />
        {card && (
          <span className="text-sm">
            <Trans>Edit</Trans>
          </span>
        )}
      </Button>
      <Tooltip>
        <TooltipTrigger asChild>{contact}</TooltipTrigger>
        <TooltipContent>
          <Trans>Contact details</Trans>
        </TooltipContent>
      </Tooltip>
      <Button
        variant="ghost"
        size={size}
        className={`${buttonClass} text-destructive hover:bg-destructive/10 hover:text-destructive`}
        aria-label={t`Delete nudge for ${name}`}
        disabled={unsent}
        onClick={() => onDelete(nudge)}
      >
        <Trash2 aria-hidden />
        {card && (
          <span className="text-sm">
            <Trans>Delete</Trans>
          </span>
        )}
      </Button>
    </div>
  );
}
