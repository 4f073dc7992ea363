import { Trans } from "@lingui/react/macro";
import { PendingButton } from "@/components/pending-button";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";

type Props = { busy: boolean; label: string; busyLabel: string; onClick?: () => void };

/** Cancel and the dialog's one action; a submit button unless onClick is given. Tall on phones (44 px). */
export function DialogFormFooter({ busy, label, busyLabel, onClick }: Props) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline" className="h-11 sm:h-10">
          <Trans>Cancel</Trans>
        </Button>
      </DialogClose>
      <PendingButton type={onClick ? "button" : "submit"} className="h-11 sm:h-10" onClick={onClick} busy={busy} busyLabel={busyLabel}>
        {label}
      </PendingButton>
    </DialogFooter>
  );
}
