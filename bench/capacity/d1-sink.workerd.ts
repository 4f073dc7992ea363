// Writes generated rows (account-rows.ts) into D1 from workerd: the measured accounts' thousands of
// rows as a few batches of multi-row INSERTs, with the values written into the SQL (D1 binds at
// most 100 values a statement). Tables go in an order their foreign keys allow, each table's rows
// in the order they were made (a snoozed copy after its nudge), and updates last.
import { ID_TABLES, type Row, type RowSink, type SqlValue } from "./account-rows.ts";

const TABLE_ORDER = [
  "users",
  "sessions",
  "email_verifications",
  "push_subscriptions",
  "circles",
  "nudge_series",
  "reminders",
  "contacts",
  "contact_circles",
  "contact_dates",
  "contact_bookmarks",
  "address_books",
  "contact_links",
  "calendars",
  "calendar_events",
  "interaction_reviews",
  "interactions",
  "nudge_deliveries",
  "nudge_action_tokens",
  "calendar_feeds",
  "message_templates",
  "ai_support_requests",
  "draft_cache",
  "idempotency_keys",
  "today_snoozes",
];
// D1 takes statements of up to 100 KB.
const STATEMENT_CHARS = 90_000;
const STATEMENTS_PER_BATCH = 50;

const literal = (value: SqlValue) =>
  value === null ? "NULL" : typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`;

export function d1Sink(): RowSink & { flush: (db: D1Database) => Promise<number> } {
  const rows = new Map<string, Row[]>();
  const updates: string[] = [];
  return {
    insert: (table, row) => {
      if (!TABLE_ORDER.includes(table)) throw new Error(`d1Sink: no place in TABLE_ORDER for ${table}`);
      const list = rows.get(table) ?? [];
      rows.set(table, list);
      list.push(row);
    },
    update: (table, id, fields) => {
      const set = Object.entries(fields).map(([column, value]) => `"${column}" = ${literal(value)}`);
      updates.push(`UPDATE "${table}" SET ${set.join(", ")} WHERE id = ${id}`);
    },
    /** Writes everything; answers the number of rows. */
    flush: async (db) => {
      const statements: string[] = [];
      let count = 0;
      for (const table of TABLE_ORDER) {
        // Rows of one table may leave out different defaulted columns: one INSERT per column set, in order.
        let head = "";
        let values: string[] = [];
        let chars = 0;
        const close = () => {
          if (values.length) statements.push(`${head} VALUES ${values.join(", ")}`);
          values = [];
          chars = 0;
        };
        for (const row of rows.get(table) ?? []) {
          const columns = Object.keys(row);
          const rowHead = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")})`;
          const tuple = `(${Object.values(row).map(literal).join(", ")})`;
          if (rowHead !== head || chars + tuple.length > STATEMENT_CHARS) close();
          head = rowHead;
          values.push(tuple);
          chars += tuple.length;
          count++;
        }
        close();
      }
      statements.push(...updates);
      for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH)
        await db.batch(statements.slice(i, i + STATEMENTS_PER_BATCH).map((sql) => db.prepare(sql)));
      rows.clear();
      updates.length = 0;
      return count;
    },
  };
}

/** The highest id of each table the generated rows take ids in, to continue from. */
export async function highestIds(db: D1Database) {
  const highest: Record<string, number> = {};
  for (const table of ID_TABLES)
    highest[table] = (await db.prepare(`SELECT coalesce(max(id), 0) AS id FROM "${table}"`).first<number>("id")) ?? 0;
  return highest;
}
