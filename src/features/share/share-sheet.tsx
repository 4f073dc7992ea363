import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { BellPlus, History, NotebookPen, Share2 } from "lucide-react";
import { useId, useState } from "react";
import type { Contact } from "@contracts/contacts";
import { contactsNamedIn } from "@contracts/name-match";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { useLogContact } from "@/lib/contacts-api";
import { nudgeSearch } from "@/lib/nudge-prefill";
import { useAddSharedNote } from "./share-api";
import { historyTitle, noteText, nudgeMessage, type Shared, sharedParts } from "./share-rules";

/**
 * What another app shared to Nudge (Android's share sheet, through the manifest's share_target):
 * log it as being in touch with someone, keep it as a note about them, or make a nudge of it. The
 * person is guessed from the names in it, and one tap changes who.
 */
export function ShareSheet({ shared, contacts }: { shared: Shared; contacts: Contact[] }) {
  const parts = sharedParts(shared);
  // Read once: the names don't change while the sheet is open, and an address book can be large.
  const [guessId] = useState(() => contactsNamedIn(parts.join(" "), contacts)[0]?.id ?? null);
  const [contactId, setContactId] = useState<number | null>(guessId);
  const contact = contacts.find((c) => c.id === contactId) ?? null;
  const selectId = useId();
  const { user } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const log = useLogContact();
  const addNote = useAddSharedNote();
  const busy = log.isPending || addNote.isPending;

  const done = (title: string) => {
    toast({ title, description: contact ? t`On ${contact.name}'s card.` : undefined });
    void navigate({ href: "/dashboard?tab=contacts" });
  };
  const failed = (title: string) => (error: unknown) =>
    toast({ variant: "destructive", title, description: errorText(error, t`Please try again.`) });

  const logIt = () =>
    contact &&
    log
      .mutateAsync({ contactId: contact.id, at: new Date().toISOString(), title: historyTitle(shared), source: "share" })
      .then(() => done(t`Contact logged`), failed(t`Failed to log contact`));
  const noteIt = () =>
    contact &&
    user &&
    addNote
      .mutateAsync({ contactId: contact.id, userId: user.id, note: noteText(shared) })
      .then(() => done(t`Note added successfully!`), failed(t`Failed to add note`));
  const nudgeIt = () =>
    void navigate({
      href: `/dashboard?${nudgeSearch({ name: contact?.name, phoneNumber: contact?.phoneNumber, message: nudgeMessage(shared) })}`,
    });

  return (
    <div className="flex flex-col gap-5">
      <figure className="rounded-xl border bg-card p-4 text-card-foreground shadow-xs">
        <figcaption className="mb-2 flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <Share2 className="size-4 text-primary" aria-hidden />
          <Trans>You shared</Trans>
        </figcaption>
        <blockquote className="flex flex-col gap-1 text-sm break-words whitespace-pre-line">
          {parts.map((part) => (
            <p key={part} className="first:font-medium">
              {part}
            </p>
          ))}
        </blockquote>
      </figure>

      <div className="flex flex-col gap-2">
        <label htmlFor={selectId} className="text-sm font-medium">
          <Trans>Who is it about?</Trans>
        </label>
        <NativeSelect id={selectId} value={contactId ?? ""} onChange={(e) => setContactId(e.target.value ? Number(e.target.value) : null)}>
          <option value="">
            <Trans>Choose a contact</Trans>
          </option>
          {contacts.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
        {guessId !== null && contactId === guessId && (
          <p className="text-xs text-muted-foreground">
            <Trans>Guessed from the names in what you shared.</Trans>
          </p>
        )}
      </div>

      <div className="grid gap-2 sm:grid-cols-3">
        <Button className="min-h-11" disabled={!contact || busy} onClick={logIt}>
          <History aria-hidden />
          <Trans>Log as contact</Trans>
        </Button>
        <Button variant="outline" className="min-h-11" disabled={!contact || busy} onClick={noteIt}>
          <NotebookPen aria-hidden />
          <Trans>Add as note</Trans>
        </Button>
        <Button variant="outline" className="min-h-11" disabled={busy} onClick={nudgeIt}>
          <BellPlus aria-hidden />
          <Trans>Make a nudge</Trans>
        </Button>
      </div>
      {!contact && (
        <p className="text-sm text-muted-foreground">
          <Trans>Choose who it's about to log it or keep it as a note.</Trans>
        </p>
      )}
    </div>
  );
}
