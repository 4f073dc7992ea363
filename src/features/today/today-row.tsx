import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Clock, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { TodayContact, TodayLinks } from "@contracts/today";
import { messageName } from "@contracts/reach";
import { MessageIcon } from "@/components/message-icon";
import { Button } from "@/components/ui/button";

// The contact card's round links (contact-card.tsx): one thumb-sized target each.
const roundLink =
  "inline-flex size-11 items-center justify-center rounded-full border bg-background text-primary transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring dark:bg-input/20";

type Props = {
  contact: TodayContact;
  links: TodayLinks;
  /** Why they are on the list: the nudge's message, "Check-in overdue", "Birthday in 3 days". */
  detail: ReactNode;
  badge?: ReactNode;
  onDone: () => void;
  onSnooze: () => void;
};

/**
 * One person to reach out to: who and why, their app and a call one tap away, then Done and Snooze
 * (tomorrow morning). Buttons wrap onto a line of their own rather than ever push the row wider.
 */
export function TodayRow({ contact, links, detail, badge, onDone, onSnooze }: Props) {
  const { t } = useLingui();
  const { name } = contact;
  return (
    <li className="rounded-xl border bg-card p-3 text-card-foreground shadow-xs sm:p-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="min-w-0 font-semibold break-words">{name}</h3>
            {badge}
          </div>
          <div className="mt-0.5 text-sm break-words text-muted-foreground">{detail}</div>
        </div>
        <div className="flex shrink-0 gap-2">
          {links.message && (
            <a
              href={links.message.href}
              className={roundLink}
              aria-label={messageName(links.message, name)}
              {...(links.message.href.startsWith("https:") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              <MessageIcon link={links.message} />
            </a>
          )}
          {links.call && (
            <a href={links.call} className={roundLink} aria-label={t`Call ${name}`}>
              <Phone className="size-4" aria-hidden />
            </a>
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button className="min-h-11 flex-1 sm:flex-none" onClick={onDone} aria-label={t`Done: ${name}`}>
          <Check aria-hidden />
          <Trans>Done</Trans>
        </Button>
        <Button variant="outline" className="min-h-11 flex-1 sm:flex-none" onClick={onSnooze} aria-label={t`Snooze ${name} until tomorrow`}>
          <Clock aria-hidden />
          <Trans>Snooze</Trans>
        </Button>
      </div>
    </li>
  );
}
