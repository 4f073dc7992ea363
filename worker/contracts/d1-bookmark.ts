/**
 * The database state an answer saw (a D1 bookmark), sent back with the next request so it reads
 * at least that state: worker/db/request-db.ts on the server, src/lib/d1-bookmark.ts in the app.
 */
export const D1_BOOKMARK_HEADER = "X-D1-Bookmark";
