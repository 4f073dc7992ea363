import { drizzle } from "drizzle-orm/d1";

// No `schema`: Nudge writes its queries with the query builder, never drizzle's relational
// `db.query` API, and handing drizzle the schema makes it map every table's relations on each call,
// which every request and every alarm makes.
export const getDb = (d1: D1Database) => drizzle(d1);
export type Db = ReturnType<typeof getDb>;
