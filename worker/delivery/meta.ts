// The NudgeScheduler's small keyed values (its owner, claims, settings, the digest's progress),
// read from its SQLite in one statement per object lifetime and written through. Every statement
// an alarm runs costs it a fixed overhead whatever it does, and these values were read a key at a
// time, several reads per alarm.
//
// Only this object writes its storage, so memory and storage agree, with one exception: a write
// inside a transaction that rolls back. Whoever runs a transaction calls reset() when it throws
// (NudgeScheduler.transaction), and the next read loads storage again.

export type MetaTable = "meta" | "digest_meta";

const LOAD = "SELECT 'meta' AS tbl, key, value FROM meta UNION ALL SELECT 'digest_meta' AS tbl, key, value FROM digest_meta";

export class Meta {
  private values: Map<string, string> | null = null;

  constructor(private readonly sql: SqlStorage) {}

  get(table: MetaTable, key: string): string | null {
    return this.loaded().get(`${table}:${key}`) ?? null;
  }

  /** Writes the value unless it is already so. */
  set(table: MetaTable, key: string, value: string) {
    this.setAll(table, [[key, value]]);
  }

  /** Several at once, in one statement, leaving out those already so. */
  setAll(table: MetaTable, entries: [string, string][]) {
    const values = this.loaded();
    const changed = entries.filter(([key, value]) => values.get(`${table}:${key}`) !== value);
    if (changed.length === 0) return;
    this.sql.exec(`INSERT OR REPLACE INTO ${table} (key, value) VALUES ${changed.map(() => "(?, ?)").join(", ")}`, ...changed.flat());
    for (const [key, value] of changed) values.set(`${table}:${key}`, value);
  }

  delete(table: MetaTable, ...keys: string[]) {
    const values = this.loaded();
    const present = keys.filter((key) => values.has(`${table}:${key}`));
    if (present.length === 0) return;
    this.sql.exec(`DELETE FROM ${table} WHERE key IN (${present.map(() => "?").join(", ")})`, ...present);
    for (const key of present) values.delete(`${table}:${key}`);
  }

  /** Storage changed under the values held here (a rolled-back transaction, a wipe, new tables): read it again when next asked. */
  reset() {
    this.values = null;
  }

  private loaded(): Map<string, string> {
    if (this.values === null) {
      let rows: { tbl: string; key: string; value: string }[];
      try {
        rows = this.sql.exec<{ tbl: string; key: string; value: string }>(LOAD).toArray();
      } catch {
        rows = []; // a new object: no tables yet (ensureSchema makes them, then resets this)
      }
      this.values = new Map(rows.map((r) => [`${r.tbl}:${r.key}`, r.value]));
    }
    return this.values;
  }
}
