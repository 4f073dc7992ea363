// The first reads a signed-in page makes, answered together by GET /api/first-reads: on a phone,
// one request instead of seven (a browser on HTTP/1.1 sends six at a time, and each costs a round
// trip). The boot script asks for them before the app's code has arrived (src/boot.ts). No zod
// here: the client's first chunks import this, and a page's first paint needs no zod.

/** Where they are answered together. */
export const FIRST_READS = "/api/first-reads";

/** Read by every page of someone signed in (the session check)… */
export const SESSION_READ = "/api/auth/me";
/**
 * …and by the dashboard's first paint (src/features/dashboard/dashboard-data.ts waits for these):
 * its plan line, notification card, dates in the user's zone, first list and unseen support
 * replies (a toast). Read after that paint, a reply re-rendered the whole page at once. The other
 * tabs' lists are read as usual, after.
 */
export const DASHBOARD_READS = ["/api/reminders", "/api/billing/plan", "/api/subscription-status", "/api/vapid-public-key", "/api/account/settings", "/api/support/notifications"];

/** Each read's status and JSON body, by path, exactly as the read alone answers. */
export type FirstReads = Record<string, { status: number; body: unknown }>;
