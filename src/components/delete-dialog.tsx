import type { ReactNode } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useLastValue } from "@/hooks/use-last-value";
import { toast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";

type Props<T> = {
  /** What would be deleted: the dialog is open while it is set. */
  target: T | null;
  onClose: () => void;
  title: string;
  /** Deletes it. Done, a toast says so (`deleted`) and the dialog closes; failed, it stays open and a toast says why. */
  remove: (target: T) => Promise<unknown>;
  busy: boolean;
  deleted: (target: T) => Parameters<typeof toast>[0];
  /** The failure toast's title, and its words when the server gives none. */
  failed: { title: string; fallback: string };
  /** What goes, said of the target (still the last one while the dialog closes). */
  children: (shown: T | null) => ReactNode;
};

/** Asks before deleting one thing (a contact, a note, a nudge), and deletes it. */
export function DeleteDialog<T>({ target, onClose, title, remove, busy, deleted, failed, children }: Props<T>) {
  const shown = useLastValue(target);
  const onConfirm = async () => {
    if (target === null) return;
    try {
      await remove(target);
      toast(deleted(target));
      onClose();
    } catch (error) {
      toast({ variant: "destructive", title: failed.title, description: errorText(error, failed.fallback) });
    }
  };
  return (
    <ConfirmDialog open={target !== null} title={title} busy={busy} onConfirm={onConfirm} onClose={onClose}>
      {children(shown)}
    </ConfirmDialog>
  );
}
