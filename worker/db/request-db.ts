// The one way a request reaches its data: routes and middleware call dbOf(c), never the D1
// binding, so where a person's data lives can change behind this file (docs/scale.md).
//
// Today that is D1 through its Sessions API, so reads can be served by a read replica near the
// person. Each answer carries a bookmark (X-D1-Bookmark): the state of the database it saw. The app
// sends the newest one it has back with every request, and a read starts from it, so a person
// always reads their own writes, whichever replica answers.
//   GET and HEAD: a session from the request's bookmark, or from any replica without one; its
//     bookmark comes back with the answer.
//   Every other method: the primary, as before (a write goes there anyway, and what the request
//     reads after its own write or a Durable Object's must be that write). A write that succeeded
//     answers with the primary's bookmark as it stands after it.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../auth/middleware";
import { D1_BOOKMARK_HEADER } from "../contracts/d1-bookmark";
import { getDb, type Db } from "./client";

// D1's bookmarks: four hex fields. Anything else is not ours to pass on, and is ignored.
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

const isRead = (method: string) => method === "GET" || method === "HEAD";

export const requestDb = createMiddleware<AppEnv>(async (c, next) => {
  if (!isRead(c.req.method)) {
    c.set("db", getDb(c.env.DB));
    await next();
    if (c.res.ok) c.header(D1_BOOKMARK_HEADER, await primaryBookmark(c.env.DB));
    return;
  }
  const sent = c.req.header(D1_BOOKMARK_HEADER);
  const session = c.env.DB.withSession(sent && BOOKMARK.test(sent) ? sent : "first-unconstrained");
  // drizzle reaches a session as it does the database: prepare and batch.
  c.set("db", getDb(session as unknown as D1Database));
  await next();
  const bookmark = session.getBookmark();
  if (bookmark) c.header(D1_BOOKMARK_HEADER, bookmark);
});

/** The primary's bookmark now: every write committed before this call is at or before it. */
async function primaryBookmark(d1: D1Database) {
  const session = d1.withSession("first-primary");
  await session.prepare("SELECT 1").run();
  return session.getBookmark() ?? "";
}

/** The database this request reads and writes through. */
export const dbOf = (c: Context<AppEnv>) => c.get("db");

/**
 * `read` on this request's database and, when that may be a replica a moment behind and it found
 * nothing, once more on the primary: a session made or used a moment ago must not be refused for a
 * replica's lag. `final` says whether `read`'s "nothing" is the last word, which it may act on
 * (ending an idle session).
 */
export async function orOnPrimary<T>(c: Context<AppEnv>, read: (db: Db, final: boolean) => Promise<T | null>): Promise<T | null> {
  if (!isRead(c.req.method)) return read(dbOf(c), true);
  return (await read(dbOf(c), false)) ?? read(getDb(c.env.DB), true);
}
