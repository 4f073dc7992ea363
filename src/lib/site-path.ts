// The landing page is for visitors: someone signed in who opens / goes on to their dashboard. The
// footer's Website link asks for the product's site itself, with this query, and gets it.
export const SITE_PATH = "/?site";

export const wantsSite = (query: URLSearchParams) => query.has("site");
