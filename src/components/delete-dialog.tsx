import type { UseMutationResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ConfirmDialog, type ConfirmWords } from "@/components/confirm-dialog";
import { useLastValue } from "@/hooks/use-last-value";
import { toast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";

/** The question, the toast once it is deleted, and the failure toast's title and its words when the server gives none. */
export type DeleteWords<T> = ConfirmWords & {
  deleted: (target: T) => Parameters<typeof toast>[0];
  failed: { title: string; fallback: string };
};

type Props<T, I> = {
  /** What would be deleted: the dialog is open while it is set. */
  target: T | null;
  onClose: () => void;
  words: DeleteWords<T>;
  /** Deletes what `input` makes of the target. Done, a toast says so and the dialog closes; failed, it stays open and a toast says why. */
  mutation: UseMutationResult<unknown, Error, I>;
  input: (target: T) => I;
  /** What goes, said of the target (still the last one while the dialog closes). */
  children: (shown: T | null) => ReactNode;
};

/** Asks before deleting one thing (a contact, a note, a nudge), and deletes it. */
export function DeleteDialog<T, I>({ target, onClose, words, mutation, input, children }: Props<T, I>) {
  const shown = useLastValue(target);
  const onConfirm = async () => {
    if (target === null) return;
    try {
      await mutation.mutateAsync(input(target));
      toast(words.deleted(target));
      onClose();
    } catch (error) {
      toast({ variant: "destructive", title: words.failed.title, description: errorText(error, words.failed.fallback) });
    }
  };
  return (
    <ConfirmDialog open={target !== null} words={words} mutation={mutation} onConfirm={onConfirm} onClose={onClose}>
      {children(shown)}
    </ConfirmDialog>
  );
}
