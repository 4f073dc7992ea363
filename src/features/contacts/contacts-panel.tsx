import { t, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { SearchX, Users } from "lucide-react";
import { lazy, type ReactNode, useCallback, useEffect, useState } from "react";
import type { Contact, ContactNote } from "@contracts/contacts";
import { formatPhone } from "@contracts/phone-numbers";
import { EmptyState } from "@/components/empty-state";
import { ListError, ListLoading } from "@/components/list-states";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useNow } from "@/hooks/use-now";
import { ContactCard } from "./contact-card";
import { ContactFormDialog, type ContactDraft } from "./contact-form-dialog";
import { findContact, matchesSearch } from "./contact-rules";
import { FILTER_LABELS, keepInTouchView, rhythmOf, stateCounts, type KeepInTouchFilter } from "./keep-in-touch";
import { KeepInTouchFilterBar } from "./keep-in-touch-filter";
import { useContacts } from "@/lib/contacts-api";
import { useCircles } from "./circles/api";
import { CircleFilter } from "./circles/circle-filter";
import { ContactsToolbar } from "./contacts-toolbar";
import { DeleteContactDialog, DeleteNoteDialog } from "./delete-dialogs";
import { NoteFormDialog, type NoteDraft } from "./note-form-dialog";

// The file import brings its parsers (the vCard reader, papaparse): loaded when it is first opened.
const ImportDialog = lazy(() => import("./import/import-dialog"));
const CirclesDialog = lazy(() => import("./circles/circles-dialog"));
const AddressBookDialog = lazy(() => import("./address-book/address-book-dialog"));

/** The person whose contact-details button was pressed on a pending nudge. */
export type ContactFocus = { name: string; phone: string | null };

/** Adding someone a nudge names: the number as every screen shows it, and why the dialog opened. */
const draftFor = ({ name, phone }: ContactFocus): ContactDraft => ({
  prefill: { name, phoneNumber: phone ? formatPhone(phone) : "" },
  description: t`${name} isn't in your contacts yet. Add them to keep notes on every conversation in one place.`,
});

type Props = { focus: ContactFocus | null; onFocusDone: () => void; onScheduleNudge: (name: string, phone: string | null) => void };

/** The Contacts tab (docs/product.md#contacts): people with their notes, searchable, shareable and exportable. */
export function ContactsPanel({ focus, onFocusDone, onScheduleNudge }: Props) {
  const { t } = useLingui();
  const now = useNow();
  const contacts = useContacts();
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<KeepInTouchFilter>("all");
  const [dueFirst, setDueFirst] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [scrollTo, setScrollTo] = useState<number | null>(null);
  const [contactDraft, setContactDraft] = useState<ContactDraft | null>(null);
  const [deletingContact, setDeletingContact] = useState<Contact | null>(null);
  const [noteDraft, setNoteDraft] = useState<NoteDraft | null>(null);
  const [deletingNote, setDeletingNote] = useState<ContactNote | null>(null);
  const [importing, setImporting] = useState(false);
  // The address book dialog: connect, sync now, disconnect.
  const [syncing, setSyncing] = useState(false);
  const [managingCircles, setManagingCircles] = useState(false);
  const [circleId, setCircleId] = useState<number | null>(null);
  const circles = useCircles().data ?? [];

  const open = useCallback((id: number) => {
    setExpanded((ids) => new Set(ids).add(id));
    setScrollTo(id);
  }, []);
  const toggle = ({ id }: Contact) =>
    setExpanded((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  // Arriving from a nudge: open that person's card, or the Add Contact dialog filled in with them.
  // A dialog, not a notice above the list: the page is often scrolled down to the nudge, and a
  // notice up there would leave the person looking at the whole list, told nothing.
  const loaded = contacts.data;
  useEffect(() => {
    if (!focus || !loaded) return;
    const match = findContact(loaded, focus.name, focus.phone);
    if (match) {
      setSearch("");
      open(match.id);
    } else setContactDraft(draftFor(focus));
    onFocusDone();
  }, [focus, loaded, onFocusDone, open]);

  // After the card has rendered open, bring it into view.
  useEffect(() => {
    if (scrollTo === null) return;
    document.getElementById(`contact-${scrollTo}`)?.scrollIntoView({ block: "start", behavior: "smooth" });
    setScrollTo(null);
  }, [scrollTo, expanded]);

  // A 401 means the session has ended: the panel shows nothing (docs/product.md#api-conventions).
  if (contacts.data === null) return null;

  const everyone = contacts.data ?? [];
  // One circle's members (everything below works on them: the states, the search, export), or everyone.
  const circle = circles.find((c) => c.id === circleId);
  const all = circle ? everyone.filter((c) => c.circleIds.includes(circle.id)) : everyone;
  const shown = keepInTouchView(
    all.filter((c) => matchesSearch(c, search)),
    filter,
    dueFirst,
    now,
  );
  const hasCadences = all.some((c) => rhythmOf(c) !== null);
  let body: ReactNode;
  if (contacts.isError) {
    body = (
      <ListError onRetry={() => contacts.refetch()}>
        <Trans>We couldn't load your contacts.</Trans>
      </ListError>
    );
  } else if (!contacts.data) {
    body = (
      <ListLoading>
        <Trans>Loading your contacts...</Trans>
      </ListLoading>
    );
  } else if (everyone.length === 0) {
    body = (
      <EmptyState Icon={Users} title={t`No contacts yet`}>
        <Trans>
          Add the people you keep in touch with, or import them from a file or your phone, and keep notes on every conversation.
        </Trans>
      </EmptyState>
    );
  } else if (circle && all.length === 0) {
    body = (
      <EmptyState Icon={Users} title={t`Nobody in ${circle.name} yet`}>
        <Trans>Add someone to it from their card's Edit, or add a contact while this circle is shown.</Trans>
      </EmptyState>
    );
  } else if (shown.length === 0 && filter !== "all" && !search.trim()) {
    body = (
      <EmptyState Icon={SearchX} title={t`Nobody is ${FILTER_LABELS[filter].toLowerCase()} right now`}>
        <Trans>Pick another group, or set how often to keep in touch on a contact.</Trans>
      </EmptyState>
    );
  } else if (shown.length === 0) {
    body = (
      <EmptyState Icon={SearchX} title={t`No matching contacts`}>
        <Trans>Nobody matches “</Trans>
        {search.trim()}
        <Trans>”. Try part of a name, a phone number or an email.</Trans>
      </EmptyState>
    );
  } else {
    const handlers = {
      onToggle: toggle,
      onEdit: (contact: Contact) => setContactDraft({ contact }),
      onDelete: setDeletingContact,
      onScheduleNudge: (contact: Contact) => onScheduleNudge(contact.name, contact.phoneNumber),
      onAddNote: (contact: Contact) => setNoteDraft({ contact }),
      onEditNote: (contact: Contact, note: ContactNote) => setNoteDraft({ contact, note }),
      onDeleteNote: setDeletingNote,
    };
    body = (
      <ul className="flex flex-col gap-3" aria-label={t`Contacts`}>
        {shown.map((contact) => (
          <ContactCard key={contact.id} contact={contact} expanded={expanded.has(contact.id)} now={now} {...handlers} />
        ))}
      </ul>
    );
  }

  return (
    <Card className="gap-4 max-sm:border-0 max-sm:bg-transparent max-sm:py-0 max-sm:shadow-none">
      <CardHeader className="max-sm:px-0">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Users className="size-5 text-primary" aria-hidden />
          <h2>
            <Trans>Contacts</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          {all.length > 0
            ? plural(all.length, {
                one: "# person, with notes on every conversation.",
                other: "# people, with notes on every conversation.",
              })
            : t`The people you keep in touch with.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 max-sm:px-0">
        <ContactsToolbar
          contacts={all}
          search={search}
          onSearch={setSearch}
          onAdd={() => setContactDraft(circle ? { prefill: { circleIds: [circle.id] } } : {})}
          onImport={(from) => (from === "file" ? setImporting(true) : setSyncing(true))}
        />
        {everyone.length > 0 && (
          <CircleFilter circles={circles} circleId={circle?.id ?? null} onCircle={setCircleId} onManage={() => setManagingCircles(true)} />
        )}
        {(hasCadences || filter !== "all") && (
          <KeepInTouchFilterBar
            filter={filter}
            counts={stateCounts(all, now)}
            dueFirst={dueFirst}
            onFilter={setFilter}
            onDueFirst={setDueFirst}
          />
        )}
        {body}
      </CardContent>
      <ContactFormDialog draft={contactDraft} onClose={() => setContactDraft(null)} onSaved={(saved) => open(saved.id)} />
      <DeleteContactDialog contact={deletingContact} onClose={() => setDeletingContact(null)} />
      <NoteFormDialog draft={noteDraft} onClose={() => setNoteDraft(null)} />
      <DeleteNoteDialog note={deletingNote} onClose={() => setDeletingNote(null)} />
      <MountWhenOpened open={importing} onUnavailable={() => setImporting(false)}>
        <ImportDialog open={importing} onOpenChange={setImporting} />
      </MountWhenOpened>
      <MountWhenOpened open={syncing} onUnavailable={() => setSyncing(false)}>
        <AddressBookDialog open={syncing} onOpenChange={setSyncing} />
      </MountWhenOpened>
      <MountWhenOpened open={managingCircles} onUnavailable={() => setManagingCircles(false)}>
        <CirclesDialog open={managingCircles} onOpenChange={setManagingCircles} />
      </MountWhenOpened>
    </Card>
  );
}
