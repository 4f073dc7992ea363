// The person's own row: every read and write of one row a person owns is scoped by their user id,
// so another user's id finds nothing (the API answers 404) instead of someone else's row.
import { and, eq } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";

/** Row `id` of the table, only if it is the user's. */
export const ownRow = (table: { id: AnySQLiteColumn; userId: AnySQLiteColumn }, userId: number, id: number) =>
  and(eq(table.id, id), eq(table.userId, userId));
