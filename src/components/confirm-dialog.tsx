import { Trans } from "@lingui/react/macro";
import type { UseMutationResult } from "@tanstack/react-query";
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

/** The dialog's question, and its button's words before and while the server answers: Delete by default. */
export type ConfirmWords = { title: string; action?: string; busyAction?: string };

type Props = {
  open: boolean;
  words: ConfirmWords;
  children: ReactNode;
  /** The action's mutation: while it is pending, the button is busy and the dialog stays open. */
  mutation: Pick<UseMutationResult, "isPending">;
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
};

/** Every destructive action asks first; the dialog stays open (its button busy, Cancel waiting) until the server answers. */
export function ConfirmDialog({ open, words, children, mutation, onConfirm, onClose }: Props) {
  const { title, action = "Delete", busyAction = "Deleting..." } = words;
  const busy = mutation.isPending;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{children}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className="h-11 sm:h-10" disabled={busy}>
            <Trans>Cancel</Trans>
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
