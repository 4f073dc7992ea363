import type { ReactNode } from "react";
import type { Contact, ContactNote } from "@contracts/contacts";
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
import { useLastValue } from "@/features/nudges/use-last-value";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { truncate } from "@/lib/dates";
import { useDeleteContact, useDeleteNote } from "./contacts-api";

type ConfirmProps = { open: boolean; title: string; children: ReactNode; busy: boolean; onConfirm: () => Promise<void>; onClose: () => void };

/** Every destructive action asks first; the dialog stays open (its button busy) until the server answers. */
function ConfirmDelete({ open, title, children, busy, onConfirm, onClose }: ConfirmProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{children}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className="h-11 sm:h-10">Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive", className: "h-11 sm:h-10" })}
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              void onConfirm();
            }}
          >
            {busy ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Deleting a contact takes its notes with it, so the dialog says so. */
export function DeleteContactDialog({ contact, onClose }: { contact: Contact | null; onClose: () => void }) {
  const { toast } = useToast();
  const remove = useDeleteContact();
  const shown = useLastValue(contact);
  const onConfirm = async () => {
    if (!contact) return;
    try {
      await remove.mutateAsync(contact.id);
      toast({ title: "Contact deleted successfully!", description: contact.name });
      onClose();
    } catch (error) {
      toast({ variant: "destructive", title: "Failed to delete contact", description: errorText(error, "Please try again.") });
    }
  };
  return (
    <ConfirmDelete open={contact !== null} title="Delete this contact?" busy={remove.isPending} onConfirm={onConfirm} onClose={onClose}>
      <span className="font-medium text-foreground">{shown?.name}</span> and all notes about them will be deleted. This cannot be undone.
    </ConfirmDelete>
  );
}

export function DeleteNoteDialog({ note, onClose }: { note: ContactNote | null; onClose: () => void }) {
  const { toast } = useToast();
  const remove = useDeleteNote();
  const shown = useLastValue(note);
  const onConfirm = async () => {
    if (!note) return;
    try {
      await remove.mutateAsync(note);
      toast({ title: "Note deleted successfully!" });
      onClose();
    } catch (error) {
      toast({ variant: "destructive", title: "Failed to delete note", description: errorText(error, "Please try again.") });
    }
  };
  return (
    <ConfirmDelete open={note !== null} title="Delete this note?" busy={remove.isPending} onConfirm={onConfirm} onClose={onClose}>
      “<span className="break-words text-foreground">{truncate(shown?.note ?? "", 80)}</span>” will be deleted. This cannot be undone.
    </ConfirmDelete>
  );
}
