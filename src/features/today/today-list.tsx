import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarCheck, Cake, HeartHandshake, BellRing } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import type { Today, TodayAction } from "@contracts/today";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { relativeTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { type TodayItemRef, useTodayAction } from "./today-api";
import { TodayRow } from "./today-row";
import { dateWords, nudgeWhen } from "./today-words";

type List = TodayItemRef["list"];
type Entry<L extends List> = Today[L][number];

/** What one of the day's lists shows: its heading, then of each entry the id its actions name, a badge and why it is there. */
type ListView<L extends List> = {
  Icon: LucideIcon;
  title: string;
  id: (entry: Entry<L>) => number;
  badge: (entry: Entry<L>) => ReactNode;
  detail: (entry: Entry<L>, now: Date) => ReactNode;
};

const overdueBadge = (
  <Badge variant="destructive">
    <Trans>Overdue</Trans>
  </Badge>
);

// The three lists differ only in these; TodaySection renders each.
const LISTS: { [L in List]: ListView<L> } = {
  nudges: {
    Icon: BellRing,
    get title() {
      return t`Nudges due today`;
    },
    id: (n) => n.id,
    badge: (n) => (n.overdue ? overdueBadge : undefined),
    detail: (n, now) => (
      <>
        <p className="whitespace-pre-line">{n.message}</p>
        <p className={cn("text-xs", n.delivery === "not_delivered" && "font-medium text-destructive")}>{nudgeWhen(n, now)}</p>
      </>
    ),
  },
  checkIns: {
    Icon: HeartHandshake,
    get title() {
      return t`Keep in touch`;
    },
    id: (c) => c.contact.id,
    badge: (c) => (c.overdue ? overdueBadge : undefined),
    detail: (c, now) =>
      c.overdue
        ? t`Check-in was due ${relativeTime(c.dueAt, now).toLowerCase()}`
        : t`Check-in due ${relativeTime(c.dueAt, now).toLowerCase()}`,
  },
  dates: {
    Icon: Cake,
    get title() {
      return t`Birthdays and dates this week`;
    },
    id: (d) => d.id,
    badge: (d) =>
      d.inDays === 0 ? (
        <Badge>
          <Trans>Today</Trans>
        </Badge>
      ) : undefined,
    detail: (d) => dateWords(d),
  },
};
const ORDER: List[] = ["nudges", "checkIns", "dates"];

type Press = (action: TodayAction, item: TodayItemRef) => void;

/** One of the day's lists, hidden when empty: each entry a row with its Done and Snooze. */
function TodaySection<L extends List>({ list, entries, now, press }: { list: L; entries: Entry<L>[]; now: Date; press: Press }) {
  const { Icon, title, id, badge, detail } = LISTS[list];
  if (entries.length === 0) return null;
  return (
    <section className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 text-primary" aria-hidden />
        {title}
      </h2>
      <ul className="flex flex-col gap-3">
        {entries.map((entry) => {
          const item = { list, id: id(entry) };
          return (
            <TodayRow
              key={item.id}
              contact={entry.contact}
              links={entry.links}
              badge={badge(entry)}
              detail={detail(entry, now)}
              onDone={() => press(entry.links.done, item)}
              onSnooze={() => press(entry.links.snooze, item)}
            />
          );
        })}
      </ul>
    </section>
  );
}

/** The day's three lists; each hides when empty, and all empty is the empty state. */
export function TodayList({ today, now }: { today: Today; now: Date }) {
  const { t } = useLingui();
  const act = useTodayAction();
  const { toast } = useToast();
  const press = (action: TodayAction, item: TodayItemRef) =>
    act.mutate(
      { action, item },
      {
        onError: (error) =>
          toast({
            variant: "destructive",
            title: t`Couldn't save that`,
            description: errorText(error, t`Check your connection and try again.`),
          }),
      },
    );

  if (today.nudges.length + today.checkIns.length + today.dates.length === 0)
    return (
      <EmptyState Icon={CalendarCheck} title={t`You're all caught up`}>
        <p>
          <Trans>
            Nobody is waiting on you today. Schedule a nudge, or give someone a keep-in-touch rhythm in Contacts, and they'll show up here
            on the day.
          </Trans>
        </p>
        <Button asChild className="mt-4 min-h-11">
          <Link to="/dashboard">
            <Trans>Schedule a nudge</Trans>
          </Link>
        </Button>
      </EmptyState>
    );

  return (
    <div className="flex flex-col gap-8">
      {ORDER.map((list) => (
        <TodaySection key={list} list={list} entries={today[list]} now={now} press={press} />
      ))}
    </div>
  );
}
