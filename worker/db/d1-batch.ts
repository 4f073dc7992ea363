// One D1 batch of drizzle queries and raw SQL alike. Drizzle's own db.batch can't take raw SQL
// with bound values (db.run(sql`…`) has no prepared statement to bind them to), and the
// import's set-based statements are raw SQL over json_each.
import { is, SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";

const dialect = new SQLiteAsyncDialect();

/** A drizzle query builder (anything with toSQL) or a sql`…` template. */
export type Statement = SQL | { toSQL(): { sql: string; params: unknown[] } };

/** Runs the statements in order in one transaction; answers D1's result of each. */
export async function runBatch(db: Db, statements: Statement[]): Promise<D1Result[]> {
  if (statements.length === 0) return [];
  const d1 = db.$client;
  return d1.batch(
    statements.map((statement) => {
      const { sql, params } = is(statement, SQL) ? dialect.sqlToQuery(statement) : statement.toSQL();
      return d1.prepare(sql).bind(...params);
    }),
  );
}
