// Where each contact stands against their keep-in-touch cadence, for the list's states, filter
// and order. The due time counts from the last contact exactly as the server's check-in does.
import { lazyWords } from "#i18n";
import { msg } from "@lingui/core/macro";
import { cadenceOf, cadenceState, checkInDue, type Cadence, type CadenceState } from "@contracts/cadence";
import type { Contact } from "@contracts/contacts";
import { appTimeZone } from "@/lib/local-time";
import { nudgeMinutesFor } from "@/lib/nudge-time";

export type KeepInTouch = { cadence: Cadence; dueAt: number; state: CadenceState };
export type KeepInTouchFilter = "all" | CadenceState;

/** The rhythm a contact keeps: their own, else the shortest of their circles'. */
export const rhythmOf = (contact: Contact): Cadence | null => cadenceOf(contact) ?? contact.circleCadence;

/** null: the contact has no cadence. */
export function keepInTouch(contact: Contact, now: Date): KeepInTouch | null {
  const cadence = rhythmOf(contact);
  if (!cadence) return null;
  const dueAt = checkInDue(
    Date.parse(contact.lastContactAt ?? contact.createdAt),
    cadence,
    appTimeZone(),
    nudgeMinutesFor(contact.nudgeTime),
  );
  return { cadence, dueAt, state: cadenceState(dueAt, cadence, now.getTime()) };
}

/** What each state is called on the card: overdue and due soon stand out, fine stays calm. */
export const STATE_LABELS: Record<CadenceState, string> = lazyWords({
  due: msg`Overdue`,
  drifting: msg`Due soon`,
  fine: msg`On track`,
});
/** What the filter calls each group. */
export const FILTER_LABELS: Record<KeepInTouchFilter, string> = lazyWords({
  all: msg`All`,
  due: msg`Due`,
  drifting: msg`Drifting`,
  fine: msg`Fine`,
});

/**
 * The contacts the filter keeps. With "Due first", people with a cadence come first, the most
 * overdue at the top, and the rest keep their name order after them.
 */
export function keepInTouchView(contacts: Contact[], filter: KeepInTouchFilter, dueFirst: boolean, now: Date): Contact[] {
  const states = new Map(contacts.map((c) => [c.id, keepInTouch(c, now)]));
  const kept = filter === "all" ? contacts : contacts.filter((c) => states.get(c.id)?.state === filter);
  if (!dueFirst) return kept;
  const dueAt = (c: Contact) => states.get(c.id)?.dueAt ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable: equal due times (and everyone without one) keep name order.
  return [...kept].sort((a, b) => dueAt(a) - dueAt(b));
}

/** How many contacts are in each state. */
export function stateCounts(contacts: Contact[], now: Date): Record<CadenceState, number> {
  const counts = { due: 0, drifting: 0, fine: 0 };
  for (const c of contacts) {
    const state = keepInTouch(c, now)?.state;
    if (state) counts[state]++;
  }
  return counts;
}
