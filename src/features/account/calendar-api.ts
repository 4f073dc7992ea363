// The private calendar feed's address: made (shown once), replaced and revoked while signed in.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { queryClient } from "@/lib/api";
import { answer, api } from "@/lib/api-client";

const feed = api["calendar-feed"];
/** The address itself (url) comes only in the answer that made it. */
export type CalendarFeed = InferResponseType<typeof feed.$get> & { url?: string };

export const CALENDAR_FEED_KEY = ["/api/calendar-feed"] as const;

export const useCalendarFeed = () => useQuery<CalendarFeed | null>({ queryKey: CALENDAR_FEED_KEY });

/** Makes a new address (the old one stops working). The answer carries the url, shown this once. */
export const useCreateCalendarFeed = () =>
  useMutation({
    mutationFn: () => answer(feed.$post()),
    onSuccess: (feed) => queryClient.setQueryData(CALENDAR_FEED_KEY, { active: true, createdAt: feed.createdAt }),
  });

export const useRevokeCalendarFeed = () =>
  useMutation({
    mutationFn: () => answer(feed.$delete()),
    onSuccess: () => queryClient.setQueryData(CALENDAR_FEED_KEY, { active: false, createdAt: null }),
  });
