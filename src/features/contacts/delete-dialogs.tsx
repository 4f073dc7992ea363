import type { Contact, ContactNote } from "@contracts/contacts";
import { DeleteDialog } from "@/components/delete-dialog";
import { truncate } from "@/lib/dates";
import { useDeleteContact, useDeleteNote } from "@/lib/contacts-api";

const failed = (what: string) => ({ title: `Failed to delete ${what}`, fallback: "Please try again." });

/** Deleting a contact takes its notes with it, so the dialog says so. */
export function DeleteContactDialog({ contact, onClose }: { contact: Contact | null; onClose: () => void }) {
  const remove = useDeleteContact();
  return (
    <DeleteDialog
      target={contact}
      onClose={onClose}
      title="Delete this contact?"
      remove={(c) => remove.mutateAsync(c.id)}
      busy={remove.isPending}
      deleted={(c) => ({ title: "Contact deleted successfully!", description: c.name })}
      failed={failed("contact")}
    >
      {(shown) => (
        <>
          <span className="font-medium text-foreground">{shown?.name}</span> and all notes about them will be deleted. This cannot be
          undone.
        </>
      )}
    </DeleteDialog>
  );
}

export function DeleteNoteDialog({ note, onClose }: { note: ContactNote | null; onClose: () => void }) {
  const remove = useDeleteNote();
  return (
    <DeleteDialog
      target={note}
      onClose={onClose}
      title="Delete this note?"
      remove={(n) => remove.mutateAsync(n)}
      busy={remove.isPending}
      deleted={() => ({ title: "Note deleted successfully!" })}
      failed={failed("note")}
    >
      {(shown) => (
        <>
          “<span className="break-words text-foreground">{truncate(shown?.note ?? "", 80)}</span>” will be deleted. This cannot be undone.
        </>
      )}
    </DeleteDialog>
  );
}
