// A D1 binding that counts what goes through it: round trips, statements, and the rows D1 itself
// says each statement read and wrote (its result's meta.rows_read and meta.rows_written, what D1
// bills). It counts at the binding's transport, under D1's own client, so every way the Worker
// reaches D1 is seen the same: prepare with run/all/first/raw (first and raw drop the meta before
// the caller sees it), batch, exec, and sessions (withSession), which reads use.

import type { D1Count } from "../../bench/capacity/figures.ts";

export const noCount = (): D1Count => ({ roundTrips: 0, statements: 0, rowsRead: 0, rowsWritten: 0 });

export const addCounts = (...counts: D1Count[]): D1Count =>
  counts.reduce(
    (sum, c) => ({
      roundTrips: sum.roundTrips + c.roundTrips,
      statements: sum.statements + c.statements,
      rowsRead: sum.rowsRead + c.rowsRead,
      rowsWritten: sum.rowsWritten + c.rowsWritten,
    }),
    noCount(),
  );

type Meta = { rows_read?: number; rows_written?: number };
type Transport = { fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> };

/**
 * `db`'s database through a counting transport: workerd's D1Database talks to the database over a
 * `fetcher` (one request a round trip, one result with its meta a statement), and takes any
 * object with a fetch() in its place.
 */
export function countingD1(db: D1Database): { db: D1Database; count: D1Count } {
  const real = db as unknown as { fetcher?: Transport; constructor: new (fetcher: Transport) => D1Database };
  const transport = real.fetcher;
  if (!transport || typeof transport.fetch !== "function")
    throw new Error("This workerd's D1 binding has no `fetcher`: the capacity bench's counting needs another way in.");
  const count = noCount();
  const fetcher: Transport = {
    fetch: async (input, init) => {
      const response = await transport.fetch(input, init);
      count.roundTrips++;
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      for (const result of Array.isArray(body) ? body : body ? [body] : []) {
        const meta = (result as { meta?: Meta } | null)?.meta;
        count.statements++;
        count.rowsRead += meta?.rows_read ?? 0;
        count.rowsWritten += meta?.rows_written ?? 0;
      }
      return response;
    },
  };
  return { db: new real.constructor(fetcher), count };
}
