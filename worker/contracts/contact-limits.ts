// The contacts' count limits, without zod: the SPA's contact calls (src/lib/contacts-api.ts) need
// them, and the dashboard's first paint and the landing page's PWA extras load those calls, but
// no zod. circles.ts and contact-import.ts hand them on to the schemas and the Worker.

/** Circles one contact may be in, and one person may have. */
export const MAX_CIRCLES = 50;

/**
 * Rows in one import request: one D1 batch, so one atomic step. A row can cost two statements (a
 * birthday and its nudge) besides its share of the inserts, and a Worker may run 1 000 queries
 * per request: 250 rows stay well inside that. The SPA sends a longer file in steps of this size.
 */
export const MAX_IMPORT = 250;
/** Rows one preview may look at: a whole address book's export at once. */
export const MAX_PREVIEW = 5000;
