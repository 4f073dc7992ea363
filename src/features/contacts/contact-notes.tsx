import { Trans, useLingui } from "@lingui/react/macro";
import { CircleAlert, NotebookPen, Pencil, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { Contact, ContactNote } from "@contracts/contacts";
import { Button } from "@/components/ui/button";
import { InlineLoading } from "@/components/list-states";
import { useWaitingToSend, WaitingToSend } from "@/components/waiting-to-send";
import { isQueued } from "@/lib/api";
import { formatDate } from "@/lib/dates";
import { timeAgo } from "./contact-rules";
import { useContactNotes } from "./contacts-api";
import { NoteCategoryBadge } from "./note-category-badge";

export type NoteHandlers = {
  onAddNote: (contact: Contact) => void;
  onEditNote: (contact: Contact, note: ContactNote) => void;
  onDeleteNote: (note: ContactNote) => void;
};

/**
 * What the person noted about a contact: fetched when its card opens, newest first. A note
 * added offline can be edited or deleted once it is sent (it has no id on the server before).
 */
export function ContactNotes({ contact, now, onAddNote, onEditNote, onDeleteNote }: NoteHandlers & { contact: Contact; now: Date }) {
  const { t } = useLingui();
  const notes = useContactNotes(contact.id, true);
  const waiting = useWaitingToSend("note");

  let body: ReactNode;
  if (notes.isError) {
    body = (
      <div role="alert" className="flex items-center gap-2 text-sm text-muted-foreground">
        <CircleAlert className="size-4 text-destructive" aria-hidden />
        <Trans>We couldn't load these notes.</Trans>
        <Button variant="link" className="h-auto p-0" onClick={() => notes.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (!notes.data) {
    body = (
      <InlineLoading className="py-2">
        <Trans>Loading notes...</Trans>
      </InlineLoading>
    );
  } else if (notes.data.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        <Trans>No notes yet. Add what you talked about, so next time you can pick up where you left off.</Trans>
      </p>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-2" aria-label={t`Notes about ${contact.name}`}>
        {notes.data.map((note) => (
          <li key={note.id} className="flex items-start gap-2 rounded-lg border bg-background p-3 dark:bg-input/10">
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <NoteCategoryBadge category={note.category} />
                {waiting(note.id) && <WaitingToSend />}
                <time dateTime={note.createdAt} title={formatDate(note.createdAt)} className="text-xs text-muted-foreground">
                  {timeAgo(note.createdAt, now)}
                </time>
              </div>
              <p className="text-sm break-words whitespace-pre-line">{note.note}</p>
            </div>
            <div className="-my-1 -me-1 flex shrink-0">
              <Button
                variant="ghost"
                size="icon"
                className="size-11 sm:size-9"
                aria-label={t`Edit note`}
                disabled={isQueued(note)}
                onClick={() => onEditNote(contact, note)}
              >
                <Pencil aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-11 text-destructive hover:bg-destructive/10 hover:text-destructive sm:size-9"
                aria-label={t`Delete note`}
                disabled={isQueued(note)}
                onClick={() => onDeleteNote(note)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="flex flex-col gap-3" aria-label={t`Notes`}>
      <div className="flex items-center justify-between gap-2">
        <h4 className="flex items-center gap-2 text-sm font-semibold">
          <NotebookPen className="size-4 text-primary" aria-hidden />
          <Trans>Notes</Trans>
        </h4>
        <Button variant="outline" size="sm" className="h-11 sm:h-9" onClick={() => onAddNote(contact)}>
          <Plus aria-hidden />
          <Trans>Add Note</Trans>
        </Button>
      </div>
      {body}
    </section>
  );
}
