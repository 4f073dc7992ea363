import { Trans } from "@lingui/react/macro";
import { CalendarClock } from "lucide-react";
import { describeCadence, type CadenceState } from "@contracts/cadence";
import type { Contact } from "@contracts/contacts";
import { relativeTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { keepInTouch, STATE_LABELS } from "./keep-in-touch";

// Overdue in red, due soon in amber, on track in green: pale tints in light mode and deep ones in
// dark mode, each pair readable (AA) like the note categories.
const STATE_COLOURS: Record<CadenceState, string> = {
  due: "border-red-200 bg-red-100 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200",
  drifting: "border-amber-200 bg-amber-100 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200",
  fine: "border-emerald-200 bg-emerald-100 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
};

/** The contact's keep-in-touch state and rhythm, and when the check-in nudge comes; nothing without a cadence. */
export function KeepInTouchStatus({ contact, now }: { contact: Contact; now: Date }) {
  const status = keepInTouch(contact, now);
  if (!status) return null;
  const when =
    status.state === "due" ? `was due ${relativeTime(new Date(status.dueAt), now)}` : `due ${relativeTime(new Date(status.dueAt), now)}`;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground" data-keep-in-touch={status.state}>
      <span
        className={cn("inline-flex items-center rounded-md border px-2 py-0.5 font-medium whitespace-nowrap", STATE_COLOURS[status.state])}
      >
        {STATE_LABELS[status.state]}
      </span>
      <span>
        {describeCadence(status.cadence)} <Trans>· check-in {when}</Trans>
      </span>
      {/* A nudge whose time has passed is on its way; only an upcoming one is news. */}
      {contact.nextCheckInAt && Date.parse(contact.nextCheckInAt) > now.getTime() && (
        <span className="inline-flex items-center gap-1 whitespace-nowrap">
          <CalendarClock className="size-3.5" aria-hidden />
          <Trans>Nudge</Trans> {relativeTime(contact.nextCheckInAt, now)}
        </span>
      )}
    </p>
  );
}
