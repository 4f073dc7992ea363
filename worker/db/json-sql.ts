// SQL that builds the API's JSON inside SQLite (the nudge lists): it must read exactly as the
// row mappers write it (test/worker/nudges-json.test.ts holds them to that).
import { sql, type SQLWrapper } from "drizzle-orm";

/** An epoch-ms column as toISOString writes it; null stays null (%f is seconds with milliseconds). */
export const isoSql = (ms: SQLWrapper) => sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${ms} / 1000.0, 'unixepoch')`;
