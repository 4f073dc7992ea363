// The connected calendar (issue 41) as TanStack Query hooks. A pull logs interactions and moves
// check-ins, so contacts and pending nudges are read again after one.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { CalendarConnectInput, CalendarPullAnswer, ConnectedCalendar } from "@contracts/calendar-connect";
import { queryClient } from "@/lib/api";
import { answer, api } from "@/lib/api-client";
import { CONTACTS_KEY } from "@/lib/contacts-api";
import { refreshNudges } from "@/lib/nudge-api";

export const CALENDAR_IN_KEY = ["/api/calendar"] as const;

export const useConnectedCalendar = () => useQuery<ConnectedCalendar | null>({ queryKey: CALENDAR_IN_KEY });

const pulled = (answer: CalendarPullAnswer) => {
  queryClient.setQueryData(CALENDAR_IN_KEY, answer.calendar);
  return Promise.all([queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }), refreshNudges()]);
};

/** Connects (or replaces) the calendar and runs its first pull. */
export const useConnectCalendar = () =>
  useMutation({ mutationFn: (json: CalendarConnectInput) => answer(api.calendar.$put({ json })), onSuccess: pulled });

export const useSyncCalendar = () =>
  useMutation({
    mutationFn: () => answer(api.calendar.sync.$post()),
    onSuccess: pulled,
    // A failed pull is written down on the calendar: show it.
    onError: () => queryClient.invalidateQueries({ queryKey: CALENDAR_IN_KEY }),
  });

/** Disconnects; what it logged stays. */
export const useDisconnectCalendar = () =>
  useMutation({ mutationFn: () => answer(api.calendar.$delete()), onSuccess: () => queryClient.setQueryData(CALENDAR_IN_KEY, null) });
