import { CalendarCheck, Cake, HeartHandshake, BellRing } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { Today, TodayAction } from "@contracts/today";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { relativeTime } from "@/lib/dates";
import { type TodayItemRef, useTodayAction } from "./today-api";
import { TodayRow } from "./today-row";
import { dateWords } from "./today-words";

function Section({ Icon, title, children }: { Icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 text-primary" aria-hidden />
        {title}
      </h2>
      <ul className="flex flex-col gap-3">{children}</ul>
    </section>
  );
}

const overdueBadge = <Badge variant="destructive">Overdue</Badge>;

/** The day's three lists; each hides when empty, and all empty is the empty state. */
export function TodayList({ today, now }: { today: Today; now: Date }) {
  const act = useTodayAction();
  const { toast } = useToast();
  const press = (action: TodayAction, item: TodayItemRef) =>
    act.mutate(
      { action, item },
      {
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Couldn't save that",
            description: errorText(error, "Check your connection and try again."),
          }),
      },
    );

  if (today.nudges.length + today.checkIns.length + today.dates.length === 0)
    return (
      <EmptyState Icon={CalendarCheck} title="You're all caught up">
        <p>
          Nobody is waiting on you today. Schedule a nudge, or give someone a keep-in-touch rhythm in Contacts, and they'll show up here on
          the day.
        </p>
        <Button asChild className="mt-4 min-h-11">
          <Link href="/dashboard">Schedule a nudge</Link>
        </Button>
      </EmptyState>
    );

  return (
    <div className="flex flex-col gap-8">
      {today.nudges.length > 0 && (
        <Section Icon={BellRing} title="Nudges due today">
          {today.nudges.map((n) => (
            <TodayRow
              key={`n${n.id}`}
              contact={n.contact}
              links={n.links}
              badge={n.overdue ? overdueBadge : undefined}
              detail={
                <>
                  <p className="whitespace-pre-line">{n.message}</p>
                  <p className="text-xs">{n.sent ? `Nudged you ${relativeTime(n.remindAt, now)}` : relativeTime(n.remindAt, now)}</p>
                </>
              }
              onDone={() => press(n.links.done, { list: "nudges", id: n.id })}
              onSnooze={() => press(n.links.snooze, { list: "nudges", id: n.id })}
            />
          ))}
        </Section>
      )}
      {today.checkIns.length > 0 && (
        <Section Icon={HeartHandshake} title="Keep in touch">
          {today.checkIns.map((c) => (
            <TodayRow
              key={`c${c.contact.id}`}
              contact={c.contact}
              links={c.links}
              badge={c.overdue ? overdueBadge : undefined}
              detail={
                c.overdue
                  ? `Check-in was due ${relativeTime(c.dueAt, now).toLowerCase()}`
                  : `Check-in due ${relativeTime(c.dueAt, now).toLowerCase()}`
              }
              onDone={() => press(c.links.done, { list: "checkIns", id: c.contact.id })}
              onSnooze={() => press(c.links.snooze, { list: "checkIns", id: c.contact.id })}
            />
          ))}
        </Section>
      )}
      {today.dates.length > 0 && (
        <Section Icon={Cake} title="Birthdays and dates this week">
          {today.dates.map((d) => (
            <TodayRow
              key={`d${d.id}`}
              contact={d.contact}
              links={d.links}
              badge={d.inDays === 0 ? <Badge>Today</Badge> : undefined}
              detail={dateWords(d)}
              onDone={() => press(d.links.done, { list: "dates", id: d.id })}
              onSnooze={() => press(d.links.snooze, { list: "dates", id: d.id })}
            />
          ))}
        </Section>
      )}
    </div>
  );
}
