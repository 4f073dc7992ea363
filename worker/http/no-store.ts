// API answers hold personal data (nudges, contacts, notes, settings, session tokens). Without a
// Cache-Control a browser or a proxy may keep them heuristically and hand them out later, on a
// shared device or to the next person behind the same cache: so every /api answer says no-store,
// unless its route chose otherwise on purpose (the nudge lists' "private, no-cache" for their ETag
// revalidation, the calendar feed's "private, max-age=300" for calendar apps), which it keeps.
import type { MiddlewareHandler } from "hono";

export const noStoreByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
};
