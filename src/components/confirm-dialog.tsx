import type { ReactNode } from "react";
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
import { Spinner } from "@/components/ui/spinner";

type Props = {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The button's words, and while the server answers: Delete by default. */
  action?: string;
  busyAction?: string;
  busy: boolean;
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
};

/** Every destructive action asks first; the dialog stays open (its button busy, Cancel waiting) until the server answers. */
export function ConfirmDialog({ open, title, children, action = "Delete", busyAction = "Deleting...", busy, onConfirm, onClose }: Props) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{children}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className="h-11 sm:h-10" disabled={busy}>
            Cancel
          </AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive", className: "h-11 sm:h-10" })}
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              void onConfirm();
            }}
          >
            {busy && <Spinner />}
            {busy ? busyAction : action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
