// The lists a nudge shows in, and their refresh after any change to one: the nudge calls of
// several features (nudges, history, contacts, circles, Today, the notification's card) use it.
// Active Nudges' own calls are features/nudges/nudge-api.ts.
import { queryClient } from "@/lib/api";
import { readKey } from "@contracts/reads";

export const PENDING_KEY = readKey("pendingNudges");
export const HISTORY_KEY = ["/api/nudge-history"] as const;

// A change to one nudge can move it from list to list (a snooze puts a delivered nudge back among
// the pending ones, a delete takes it off Today and out of the missed count), so a mutation
// refreshes them all rather than guessing which: a list not on screen is only marked stale, and is
// read again when it shows.
const NUDGE_LISTS = [PENDING_KEY, HISTORY_KEY, readKey("today"), readKey("missedNudges")];

/** After any change to nudges: every list they show in is read again (now if on screen, else when it next shows). */
export const refreshNudges = () => Promise.all(NUDGE_LISTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
