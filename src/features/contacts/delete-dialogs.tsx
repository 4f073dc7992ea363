import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import type { Contact, ContactNote } from "@contracts/contacts";
import { DeleteDialog, type DeleteWords } from "@/components/delete-dialog";
import { truncate } from "@/lib/dates";
import { useDeleteContact, useDeleteNote } from "./contacts-api";

const CONTACT: DeleteWords<Contact> = {
  get title() {
    return t`Delete this contact?`;
  },
  deleted: (c) => ({ title: t`Contact deleted successfully!`, description: c.name }),
  failed: {
    get title() {
      return t`Failed to delete contact`;
    },
    get fallback() {
      return t`Please try again.`;
    },
  },
};

/** Deleting a contact takes its notes with it, so the dialog says so. */
export function DeleteContactDialog({ contact, onClose }: { contact: Contact | null; onClose: () => void }) {
  const remove = useDeleteContact();
  return (
    <DeleteDialog target={contact} onClose={onClose} words={CONTACT} mutation={remove} input={(c) => c.id}>
      {(shown) => (
        <>
          <Trans>
            <span className="font-medium text-foreground">{shown?.name}</span> and all notes about them will be deleted. This cannot be
            undone.
          </Trans>
        </>
      )}
    </DeleteDialog>
  );
}

const NOTE: DeleteWords<ContactNote> = {
  get title() {
    return t`Delete this note?`;
  },
  deleted: () => ({ title: t`Note deleted successfully!` }),
  failed: {
    get title() {
      return t`Failed to delete note`;
    },
    get fallback() {
      return t`Please try again.`;
    },
  },
};

export function DeleteNoteDialog({ note, onClose }: { note: ContactNote | null; onClose: () => void }) {
  const remove = useDeleteNote();
  return (
    <DeleteDialog target={note} onClose={onClose} words={NOTE} mutation={remove} input={(n) => n}>
      {(shown) => (
        <>
          <Trans>
            “<span className="break-words text-foreground">{truncate(shown?.note ?? "", 80)}</span>” will be deleted. This cannot be undone.
          </Trans>
        </>
      )}
    </DeleteDialog>
  );
}
