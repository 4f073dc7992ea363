import { DeleteDialog } from "@/components/delete-dialog";
import { useDeleteNudge } from "@/lib/nudge-api";

type Target = { id: number; targetName: string };

/** Asks before deleting a nudge, pending or past (docs/product.md#pending-nudges); open while `nudge` is set. */
export function DeleteNudgeDialog({ nudge, onClose }: { nudge: Target | null; onClose: () => void }) {
  const remove = useDeleteNudge();
  return (
    <DeleteDialog
      target={nudge}
      onClose={onClose}
      title="Delete this nudge?"
      remove={(n) => remove.mutateAsync(n.id)}
      busy={remove.isPending}
      deleted={() => ({ title: "Nudge deleted successfully" })}
      failed={{ title: "Error", fallback: "Failed to delete nudge" }}
    >
      {(shown) => (
        <>
          The nudge for <span className="font-medium text-foreground">{shown?.targetName}</span> will be deleted. This cannot be undone.
        </>
      )}
    </DeleteDialog>
  );
}
