import { Trans, useLingui } from "@lingui/react/macro";
import { Bell, CalendarDays, CircleAlert, History, Mail, PenLine, Plus, Share2, type LucideIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { Contact } from "@contracts/contacts";
import type { InteractionSource } from "@contracts/interactions";
import { InlineLoading } from "@/components/list-states";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/dates";
import { timeAgo } from "./contact-rules";
import { useContactHistory } from "./history-api";
import { SOURCE_LABELS } from "./history-rules";
import { LogContactDialog } from "./log-contact-dialog";

const SOURCE_ICONS: Record<InteractionSource, LucideIcon> = {
  calendar: CalendarDays,
  mail: Mail,
  share: Share2,
  nudge: Bell,
  manual: PenLine,
};
// The newest few show; the rest are a tap away, so a long friendship doesn't bury the notes below.
const FIRST_SHOWN = 5;

/**
 * One time line of being in touch with a contact, wherever Nudge learned of it (a text or call
 * through Nudge, a meeting in the calendar, a mail, something shared, or logged by hand), each with
 * its source. Read when the card opens.
 */
export function ContactHistory({ contact, now }: { contact: Contact; now: Date }) {
  const { t } = useLingui();
  const history = useContactHistory(contact.id, true);
  const [all, setAll] = useState(false);
  const [logging, setLogging] = useState<Contact | null>(null);

  let body: ReactNode;
  if (history.isError) {
    body = (
      <div role="alert" className="flex items-center gap-2 text-sm text-muted-foreground">
        <CircleAlert className="size-4 text-destructive" aria-hidden />
        <Trans>We couldn't load this history.</Trans>
        <Button variant="link" className="h-auto p-0" onClick={() => history.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (!history.data) {
    body = (
      <InlineLoading className="py-2">
        <Trans>Loading history...</Trans>
      </InlineLoading>
    );
  } else if (history.data.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        <Trans>
          Nothing logged yet. Texts and calls made through Nudge, meetings from your calendar and mail you forward show up here.
        </Trans>
      </p>
    );
  } else {
    const shown = all ? history.data : history.data.slice(0, FIRST_SHOWN);
    body = (
      <>
        <ol className="flex flex-col" aria-label={t`History with ${contact.name}`}>
          {shown.map((entry) => {
            const Icon = SOURCE_ICONS[entry.source];
            return (
              <li key={entry.id} className="flex items-start gap-3 border-s-2 border-border py-1.5 ps-3">
                <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="text-sm break-words">{entry.title}</p>
                  <p className="flex flex-wrap gap-x-1 text-xs text-muted-foreground">
                    <time dateTime={entry.at} title={formatDate(entry.at)}>
                      {timeAgo(entry.at, now)}
                    </time>
                    <span aria-hidden>·</span>
                    <span>{SOURCE_LABELS[entry.source]}</span>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
        {history.data.length > FIRST_SHOWN && (
          <Button variant="link" className="h-11 w-fit px-0 sm:h-auto" aria-expanded={all} onClick={() => setAll(!all)}>
            {all ? t`Show fewer` : t`Show all ${history.data.length}`}
          </Button>
        )}
      </>
    );
  }

  return (
    <section className="flex flex-col gap-3" aria-label={t`History`}>
      <div className="flex items-center justify-between gap-2">
        <h4 className="flex items-center gap-2 text-sm font-semibold">
          <History className="size-4 text-primary" aria-hidden />
          <Trans>History</Trans>
        </h4>
        <Button variant="outline" size="sm" className="h-11 sm:h-9" onClick={() => setLogging(contact)}>
          <Plus aria-hidden />
          <Trans>Log contact</Trans>
        </Button>
      </div>
      {body}
      <LogContactDialog contact={logging} onClose={() => setLogging(null)} />
    </section>
  );
}
