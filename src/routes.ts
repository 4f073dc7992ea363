// Every page of the app, one entry each, as bulletproof-react's router.tsx: adding a page is
// adding its file under src/pages/ and its line here. Everything that lists pages reads this:
// the <Switch> and the first page's loading (app-routes.tsx), the build's chunk groups
// (scripts/app-chunks.ts) and boot script (scripts/boot-script.ts), `npm run size`,
// `npm run lighthouse` and the browser tests' chunk names (test/e2e/helpers.ts).
//
// Data only, no React and no imports but types: the Vite config and the node scripts import it
// as it is. The page itself is found by its name (`page`) through Vite's import.meta.glob in
// app-routes.tsx, which makes each page a lazy chunk of its own: so a page is one entry, not an
// entry here plus an import line in a sibling map.
import type { ReadName } from "../worker/contracts/first-reads";

/** Who sees the page: a visitor only (someone signed in goes to HOME), someone signed in only (a visitor goes to SIGN_IN), or anyone. */
export type Access = "visitor" | "signed-in" | "anyone";

/**
 * How its code is grouped into files (scripts/app-chunks.ts says why each group exists):
 * - "landing": the visitor's landing page, which the entry renders without the routes (src/App.tsx);
 * - "visitor": a page a visitor opens through the routes, in a chunk of its own; what it shares
 *   with the dashboard's first paint is in `visitor-shared`, with the dashboard's first tab in `forms`;
 * - "email-links": as "visitor", but all in one chunk, `email-links`: small pages an email's link opens;
 * - "signed-in": the dashboard: all its first paint needs in one chunk, `signed-in`;
 * - "own": a chunk of its own, left to the bundler (the admin console).
 */
export type ChunkGroup = "landing" | "visitor" | "email-links" | "signed-in" | "own";

export type Route = {
  /** The address, matched exactly. */
  path: string;
  /** The browser tab's title while it shows. */
  title: string;
  /** Its module, src/pages/<page>.tsx, whose default export is the page (see PageModule in app-routes.tsx). */
  page: string;
  access: Access;
  chunk: ChunkGroup;
  /**
   * Opened by its address, the boot script downloads its code at once (with `access` "signed-in",
   * only for someone signed in), instead of link by link after the entry: for the pages people
   * mostly open by their address (the dashboard, sign-in, an email's links).
   */
  preload?: boolean;
  /**
   * What it reads as it opens (READS' names; the session check is always read): for someone
   * signed in the boot script sends them with the session check, before the page's code arrives.
   */
  firstReads?: readonly ReadName[];
  /** `npm run lighthouse` audits it, at this address. */
  lighthouse?: string;
};

/** The landing page's title, as index.html has it: what a search result or a shared link shows. */
export const SITE_TITLE = "Nudge — Never let relationships fade away";

export const ROUTES: readonly Route[] = [
  { path: "/", title: SITE_TITLE, page: "landing", access: "visitor", chunk: "landing", lighthouse: "/" },
  { path: "/login", title: "Sign in · Nudge", page: "login", access: "anyone", chunk: "visitor", preload: true, lighthouse: "/login" },
  { path: "/forgot-password", title: "Forgot password · Nudge", page: "forgot-password", access: "anyone", chunk: "visitor" },
  { path: "/reset-password", title: "Choose a new password · Nudge", page: "reset-password", access: "anyone", chunk: "visitor" },
  // Opened from an email's link, signed in or not: confirm the address, stop nudge emails, mark a nudge done.
  {
    path: "/verify-email",
    title: "Confirm your email · Nudge",
    page: "verify-email",
    access: "anyone",
    chunk: "email-links",
    preload: true,
    lighthouse: "/verify-email?token=x",
  },
  { path: "/unsubscribe", title: "Nudge emails · Nudge", page: "unsubscribe", access: "anyone", chunk: "email-links", preload: true },
  { path: "/nudge-done", title: "Nudge done · Nudge", page: "nudge-done", access: "anyone", chunk: "email-links", preload: true },
  {
    path: "/pricing",
    title: "Pricing · Nudge",
    page: "pricing",
    access: "anyone",
    chunk: "visitor",
    preload: true,
    lighthouse: "/pricing",
  },
  { path: "/support", title: "Support · Nudge", page: "support", access: "anyone", chunk: "visitor" },
  {
    path: "/dashboard",
    title: "Dashboard · Nudge",
    page: "dashboard",
    access: "signed-in",
    chunk: "signed-in",
    preload: true,
    // Its plan line, notification card, dates in the user's zone, first list, unseen support
    // replies (a toast; read after the first paint, a reply re-rendered the whole page) and nudges
    // that reached no one (their notice, arriving after the first paint, pushed the page down).
    // The other tabs' lists are read as usual, after.
    firstReads: ["pendingNudges", "plan", "pushStatus", "vapidKey", "accountSettings", "supportReplies", "missedNudges"],
    lighthouse: "/dashboard",
  },
  // The person's day (issue 24): opened from the dashboard and from the daily plan's notification.
  {
    path: "/today",
    title: "Today · Nudge",
    page: "today",
    access: "signed-in",
    chunk: "own",
    preload: true,
    firstReads: ["today", "accountSettings"],
  },
  { path: "/admin", title: "Admin Dashboard · Nudge", page: "admin", access: "signed-in", chunk: "own" },
];

/** Shown at any other address (its own chunk). */
export const NOT_FOUND_PAGE = "not-found";
export const NOT_FOUND_TITLE = "404 Page Not Found · Nudge";
/** Where a visitor page sends someone signed in, and a signed-in page sends a visitor. */
export const HOME = "/dashboard";
export const SIGN_IN = "/login";

export const routeAt = (path: string): Route | undefined => ROUTES.find((route) => route.path === path);

/** The route whose page shows at `path` (undefined: not found), after the guards' redirects. */
export function shownAt(path: string, signedIn: boolean): Route | undefined {
  const route = routeAt(path);
  if (route?.access === "visitor" && signedIn) return routeAt(HOME);
  if (route?.access === "signed-in" && !signedIn) return routeAt(SIGN_IN);
  return route;
}
