// Today's list (docs/product.md#today) as TanStack Query hooks. Done and Snooze call the routes
// each item's links name; the item leaves the cached list at once (optimistic) and comes back if
// the server refuses, then every list the action touched is read again.
import { useMutation, useQuery } from "@tanstack/react-query";
import { readKey } from "@contracts/reads";
import type { Today, TodayAction } from "@contracts/today";
import { apiFetch, queryClient } from "@/lib/api";
import { CONTACTS_KEY } from "@/lib/contacts-api";
import { refreshNudges } from "@/lib/nudge-api";

export const TODAY_KEY = readKey("today");

/** Today's items; null after a 401 (the page then shows nothing, docs/product.md#api-conventions). */
export const useToday = () => useQuery<Today | null>({ queryKey: TODAY_KEY });

/** Which item an action is about: its list and its id there (a check-in's is its contact's). */
export type TodayItemRef = { list: "nudges" | "checkIns" | "dates"; id: number };

/** The list without the item. */
export function withoutItem(today: Today, { list, id }: TodayItemRef): Today {
  switch (list) {
    case "nudges":
      return { ...today, nudges: today.nudges.filter((n) => n.id !== id) };
    case "checkIns":
      return { ...today, checkIns: today.checkIns.filter((c) => c.contact.id !== id) };
    case "dates":
      return { ...today, dates: today.dates.filter((d) => d.id !== id) };
  }
}

export function useTodayAction() {
  return useMutation({
    // The server names each item's request (its links), so its path is data here, not a client route.
    mutationFn: ({ action }: { action: TodayAction; item: TodayItemRef }) =>
      apiFetch(action.path, {
        method: action.method,
        ...(action.body !== undefined ? { headers: { "Content-Type": "application/json" }, body: JSON.stringify(action.body) } : {}),
      }),
    onMutate: async ({ item }) => {
      await queryClient.cancelQueries({ queryKey: TODAY_KEY });
      const before = queryClient.getQueryData<Today | null>(TODAY_KEY);
      if (before) queryClient.setQueryData<Today>(TODAY_KEY, withoutItem(before, item));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(TODAY_KEY, context.before);
    },
    // Done and Snooze change nudges (Today among their lists) and contacts' last contact too.
    onSettled: () => Promise.all([refreshNudges(), queryClient.invalidateQueries({ queryKey: CONTACTS_KEY })]),
  });
}
