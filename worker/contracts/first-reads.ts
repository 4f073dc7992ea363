// The reads a signed-in page makes before its first paint, answered together by GET
// /api/first-reads: on a phone, one request instead of seven (a browser on HTTP/1.1 sends six at a
// time, and each costs a round trip). The boot script asks for them before the app's code has
// arrived (src/boot.ts); which page asks for which is its `firstReads` in src/routes.ts. No zod
// here: the client's first chunks import this, and a page's first paint needs no zod.

/** Where they are answered together. */
export const FIRST_READS = "/api/first-reads";

/**
 * Every read a page may ask for early, by name: its API path, which is also its TanStack Query
 * key (`readKey`; lib/api.ts's getJson GETs the key's path). The query hooks take their keys from
 * here and the boot script its paths, so the answer it fetched is the one the hook finds.
 */
export const READS = {
  /** The session check: sent by every page of someone signed in, and answered first. */
  session: "/api/auth/me",
  pendingNudges: "/api/reminders",
  plan: "/api/billing/plan",
  pushStatus: "/api/subscription-status",
  vapidKey: "/api/vapid-public-key",
  accountSettings: "/api/account/settings",
  supportReplies: "/api/support/notifications",
  today: "/api/today",
  missedNudges: "/api/delivery/missed",
} as const;

export type ReadName = keyof typeof READS;

/** The TanStack Query key a read's answer is cached under. */
export const readKey = <Name extends ReadName>(name: Name) => [READS[name]] as const;

/** Each read's status and JSON body, by path, exactly as the read alone answers. */
export type FirstReads = Record<string, { status: number; body: unknown }>;
