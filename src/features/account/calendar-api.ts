// The private calendar feed's address: made (shown once), replaced and revoked while signed in.
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest, queryClient } from "@/lib/api";

export type CalendarFeed = { active: boolean; createdAt: string | null; url?: string };

export const CALENDAR_FEED_KEY = ["/api/calendar-feed"] as const;

export const useCalendarFeed = () => useQuery<CalendarFeed | null>({ queryKey: CALENDAR_FEED_KEY });

/** Makes a new address (the old one stops working). The answer carries the url, shown this once. */
export const useCreateCalendarFeed = () =>
  useMutation({
    mutationFn: async () => (await apiRequest("POST", "/api/calendar-feed")).json() as Promise<CalendarFeed>,
    onSuccess: (feed) => queryClient.setQueryData(CALENDAR_FEED_KEY, { active: true, createdAt: feed.createdAt }),
  });

export const useRevokeCalendarFeed = () =>
  useMutation({
    mutationFn: async () => (await apiRequest("DELETE", "/api/calendar-feed")).json() as Promise<{ message: string }>,
    onSuccess: () => queryClient.setQueryData(CALENDAR_FEED_KEY, { active: false, createdAt: null }),
  });
