import { ConfirmDialog } from "@/components/confirm-dialog";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { useDeleteNudge } from "@/lib/nudge-api";
import { useLastValue } from "@/hooks/use-last-value";

type Target = { id: number; targetName: string };

/** Asks before deleting a nudge, pending or past (docs/product.md#pending-nudges); open while `nudge` is set. */
export function DeleteNudgeDialog({ nudge, onClose }: { nudge: Target | null; onClose: () => void }) {
  const { toast } = useToast();
  const remove = useDeleteNudge();
  const shown = useLastValue(nudge);

  const onConfirm = async () => {
    if (!nudge) return;
    try {
      await remove.mutateAsync(nudge.id);
      toast({ title: "Nudge deleted successfully" });
      onClose();
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: errorText(error, "Failed to delete nudge") });
    }
  };

  return (
    <ConfirmDialog open={nudge !== null} title="Delete this nudge?" busy={remove.isPending} onConfirm={onConfirm} onClose={onClose}>
      The nudge for <span className="font-medium text-foreground">{shown?.targetName}</span> will be deleted. This cannot be undone.
    </ConfirmDialog>
  );
}
