import type { Contact, ContactNote } from "@contracts/contacts";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useLastValue } from "@/hooks/use-last-value";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { truncate } from "@/lib/dates";
import { useDeleteContact, useDeleteNote } from "@/lib/contacts-api";

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
    <ConfirmDialog open={contact !== null} title="Delete this contact?" busy={remove.isPending} onConfirm={onConfirm} onClose={onClose}>
      <span className="font-medium text-foreground">{shown?.name}</span> and all notes about them will be deleted. This cannot be undone.
    </ConfirmDialog>
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
    <ConfirmDialog open={note !== null} title="Delete this note?" busy={remove.isPending} onConfirm={onConfirm} onClose={onClose}>
      “<span className="break-words text-foreground">{truncate(shown?.note ?? "", 80)}</span>” will be deleted. This cannot be undone.
    </ConfirmDialog>
  );
}
