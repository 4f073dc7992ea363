import { t } from "@lingui/core/macro";
// Addresses the app sends people to, by who they are.

/** The landing page's title, as index.html has it in English: what a search result or a shared link shows. */
export const siteTitle = () => t`Nudge — Never let relationships fade away`;

/** Where someone signed in starts, and where a visitor page sends them. */
export const HOME = "/dashboard";
/** Where a signed-in page sends a visitor (with `?next=` back to it). */
export const SIGN_IN = "/login";

// The landing page is for visitors: someone signed in who opens / goes on to their dashboard. The
// footer's Website link asks for the product's site itself, with `?site`, and gets it.
export const wantsSite = (query: URLSearchParams) => query.has("site");
