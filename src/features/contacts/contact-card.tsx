import { plural, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BellPlus, ChevronDown, Mail, Pencil, Phone, Trash2, type LucideIcon } from "lucide-react";
import type { Contact } from "@contracts/contacts";
import { callLink } from "@contracts/phone";
import { messageLink, messageName } from "@contracts/reach";
import { MessageIcon } from "@/components/message-icon";
import { Badge } from "@/components/ui/badge";
import { useWaitingToSend, WaitingToSend } from "@/components/waiting-to-send";
import { isQueued } from "@/lib/api";
import { useCircles } from "./circles/api";
import { formatPhone } from "@contracts/phone-numbers";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { timeAgo } from "./contact-rules";
import { logInteraction } from "@/lib/contacts-api";
import { ContactDates } from "./contact-dates";
import { ContactHistory } from "./contact-history";
import { ContactNotes, type NoteHandlers } from "./contact-notes";
import { KeepInTouchStatus } from "./keep-in-touch-status";

export type ContactCardHandlers = NoteHandlers & {
  onToggle: (contact: Contact) => void;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
  onScheduleNudge: (contact: Contact) => void;
};

const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0]?.toLocaleUpperCase() ?? "")
    .join("");

const lastContact = ({ lastContactAt }: Contact, now: Date) =>
  lastContactAt ? t`Last contact ${timeAgo(lastContactAt, now)}` : t`No contact logged yet`;

const linkClass =
  "inline-flex size-11 items-center justify-center rounded-full border bg-background text-primary transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring dark:bg-input/20";

/**
 * One contact: who they are and one-tap call or text; opens to show notes and actions. One added
 * offline has no id on the server yet, so it opens once it is sent.
 */
export function ContactCard({
  contact,
  expanded: opened,
  now,
  ...handlers
}: ContactCardHandlers & { contact: Contact; expanded: boolean; now: Date }) {
  const { t } = useLingui();
  const { name, phoneNumber: phone } = contact;
  const message = messageLink(contact);
  const circleNames = (useCircles().data ?? []).filter((c) => contact.circleIds.includes(c.id)).map((c) => c.name);
  const detailsId = `contact-${contact.id}-details`;
  const notes = plural(contact.noteCount, { one: "# note", other: "# notes" });
  const waiting = useWaitingToSend("contact")(contact.id);
  const unsent = isQueued(contact);
  const expanded = opened && !unsent;
  return (
    <li
      id={`contact-${contact.id}`}
      data-contact-id={contact.id}
      className={cn("scroll-mt-4 rounded-xl border bg-card text-card-foreground shadow-xs", expanded && "ring-1 ring-primary/30")}
    >
      <div className="flex items-center gap-3 p-3 sm:p-4">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
        >
          {initials(name)}
        </span>
        <div className="min-w-0 flex-1">
          <h3>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={detailsId}
              disabled={unsent}
              onClick={() => handlers.onToggle(contact)}
              className="flex min-h-11 w-full items-center gap-2 rounded-md text-start font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="min-w-0 break-words">{name}</span>
              <ChevronDown
                className={cn("size-4 shrink-0 text-muted-foreground transition-transform", expanded && "rotate-180")}
                aria-hidden
              />
            </button>
          </h3>
          {phone && <p className="-mt-1 truncate text-sm text-muted-foreground">{formatPhone(phone)}</p>}
          {/* Two facts that wrap between, never within, themselves on a narrow phone. */}
          <p className="mt-0.5 flex flex-wrap gap-x-1 text-xs text-muted-foreground">
            <span>{lastContact(contact, now)}</span> <span aria-hidden>·</span> <span className="whitespace-nowrap">{notes}</span>
          </p>
          <KeepInTouchStatus contact={contact} now={now} />
          {waiting && (
            <p className="mt-1">
              <WaitingToSend />
            </p>
          )}
          {circleNames.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-1" aria-label={t`${name}'s circles`}>
              {circleNames.map((circle) => (
                <li key={circle}>
                  <Badge variant="outline" className="font-normal">
                    {circle}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        {(phone || message) && (
          <div className="flex shrink-0 gap-2">
            {phone && (
              <a href={callLink(phone)} className={linkClass} aria-label={t`Call ${name}`} onClick={() => logInteraction(phone, "call")}>
                <Phone className="size-4" aria-hidden />
              </a>
            )}
            {message && (
              <a
                href={message.href}
                className={linkClass}
                aria-label={messageName(message, name)}
                onClick={() => phone && logInteraction(phone, "text")}
                {...(message.href.startsWith("https:") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                <MessageIcon link={message} />
              </a>
            )}
          </div>
        )}
      </div>
      {expanded && (
        <div id={detailsId} className="flex flex-col gap-4 border-t p-3 sm:p-4">
          {(contact.email || contact.notes) && (
            <div className="flex flex-col gap-2 text-sm">
              {contact.email && (
                <a
                  href={`mailto:${contact.email}`}
                  className="flex min-h-11 w-fit max-w-full items-center gap-2 break-all text-primary underline-offset-4 hover:underline sm:min-h-0"
                >
                  <Mail className="size-4 shrink-0" aria-hidden />
                  {contact.email}
                </a>
              )}
              {contact.notes && <p className="rounded-lg bg-muted px-3 py-2 break-words whitespace-pre-line">{contact.notes}</p>}
            </div>
          )}
          <ContactHistory contact={contact} now={now} />
          <ContactNotes contact={contact} now={now} {...handlers} />
          <ContactDates contact={contact} />
          <div className="grid grid-cols-2 gap-2 border-t pt-3 sm:flex sm:justify-end">
            <Button
              variant="secondary"
              className="col-span-2 h-11 px-2 sm:me-auto sm:h-9 sm:px-3"
              onClick={() => handlers.onScheduleNudge(contact)}
            >
              <BellPlus aria-hidden />
              <Trans>Schedule nudge</Trans>
            </Button>
            <PersonAction verb="Edit" name={name} Icon={Pencil} onClick={() => handlers.onEdit(contact)} />
            <PersonAction verb="Delete" name={name} Icon={Trash2} danger onClick={() => handlers.onDelete(contact)} />
          </div>
        </div>
      )}
    </li>
  );
}

/** Edit or Delete in the open card: the verb shows, and screen readers hear whom it is for ("Edit Ana"). */
function PersonAction({
  verb,
  name,
  Icon,
  danger = false,
  onClick,
}: {
  verb: string;
  name: string;
  Icon: LucideIcon;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      className={cn("h-11 px-2 sm:h-9 sm:px-3", danger && "text-destructive hover:bg-destructive/10 hover:text-destructive")}
      aria-label={`${verb} ${name}`}
      onClick={onClick}
    >
      <Icon aria-hidden />
      {verb}
    </Button>
  );
}
