// The API's reads a page makes as it opens, by name: each name's path is also its TanStack Query
// key, so a route's loader (src/routes/) and the query hook that shows the answer share one cache
// entry. No zod here: the app's entry imports it.

/** Each read's API path, which is also its query key (lib/api.ts's getJson GETs the key's path). */
export const READS = {
  /** The session check: every page of someone signed in makes it. */
  session: "/api/auth/me",
  pendingNudges: "/api/reminders",
  plan: "/api/billing/plan",
  pushStatus: "/api/subscription-status",
  vapidKey: "/api/vapid-public-key",
  accountSettings: "/api/account/settings",
  supportReplies: "/api/support/notifications",
  today: "/api/today",
  /** What the calendar and mail found that waits for a yes (shown on Today). */
  reviews: "/api/interactions/review",
  missedNudges: "/api/delivery/missed",
} as const;

export type ReadName = keyof typeof READS;

/** The TanStack Query key a read's answer is cached under. */
export const readKey = <Name extends ReadName>(name: Name) => [READS[name]] as const;
