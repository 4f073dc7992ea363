import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { useDeleteNudge } from "./nudge-api";
import { useLastValue } from "./use-last-value";

type Target = { id: number; targetName: string };

/** Asks before deleting a nudge, pending or past (SPEC §5); open while `nudge` is set. */
export function DeleteNudgeDialog({ nudge, onClose }: { nudge: Target | null; onClose: () => void }) {
  const { toast } = useToast();
  const remove = useDeleteNudge();
  const shown = useLastValue(nudge);

  const onConfirm = async (event: React.MouseEvent) => {
    // Keep the dialog open (and its button busy) until the server has answered.
    event.preventDefault();
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
    <AlertDialog open={nudge !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this nudge?</AlertDialogTitle>
          <AlertDialogDescription>
            The nudge for <span className="font-medium text-foreground">{shown?.targetName}</span> will be deleted. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className="h-11 sm:h-10">Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "destructive", className: "h-11 sm:h-10" })} onClick={onConfirm} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
