// Statements prepared once with named placeholders and run in one D1 round trip, their results
// read by name. Drizzle builds a query's SQL anew each time it runs; the scheduler's claim runs
// nine on every alarm, and building them costs more CPU than anything else it does in JS, so the
// claim prepares them once per isolate instead.
import { fillPlaceholders, type Placeholder, type Query } from "drizzle-orm";
import type { SQLitePreparedQuery } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";

/** A value given now, or a named placeholder a prepared statement is filled with when it runs. */
export type Value<T> = T | Placeholder<string, T>;

// What runPrepared uses of a drizzle prepared query (`builder.prepare()`): its public getQuery and mapResult.
type Prepared = { getQuery(): Query; mapResult(response: unknown, isFromBatch?: boolean): unknown };
type Result<P> = P extends SQLitePreparedQuery<infer C> ? C["execute"] : never;

/**
 * Runs every statement in one round trip, in the order the keys are written (a claim's UPDATE
 * must come before the reads that see it), each filled from `values` by placeholder name.
 */
export async function runPrepared<T extends Record<string, Prepared>>(
  db: Db,
  statements: T,
  values: Record<string, unknown>,
): Promise<{ [K in keyof T]: Result<T[K]> }> {
  const d1 = db.$client;
  const keys = Object.keys(statements);
  const bound = keys.map((key) => {
    const { sql, params }: Query = statements[key]!.getQuery();
    return d1.prepare(sql).bind(...fillPlaceholders(params, values));
  });
  const results = await d1.batch(bound);
  return Object.fromEntries(keys.map((key, i) => [key, statements[key]!.mapResult(results[i], true)])) as { [K in keyof T]: Result<T[K]> };
}
