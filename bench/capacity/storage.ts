// Bytes per account, from the database's own page counts: a fresh local D1 made as the bench makes
// one (its migrations applied by wrangler), opened directly with node:sqlite, seeded in groups of
// accounts, and measured after each group by its page count and by dbstat (bytes per table and
// index). Every figure is a difference of two measurements divided by the accounts seeded between
// them: nothing is estimated from row sizes.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { freshState } from "../app.ts";
import { atRest, ID_TABLES, idsAfter, yearOfUse, type AccountAtRest, type Ids, type RowSink, type SqlValue } from "./account-rows.ts";
import { MIX, percentile, sampleMix } from "./mix.ts";
import { seeded, type Random } from "./random.ts";
import type { CapacitySize } from "./settings.ts";

/** Bytes a table holds in its own b-tree and in its indexes. */
export type TableBytes = { data: number; indexes: number };
export type Footprint = { bytes: number; pages: number; tables: Record<string, TableBytes> };

/** One group of accounts, seeded at rest and then with a year of use: bytes per account of each, and per table. */
export type GroupFigures = {
  accounts: number;
  /** Bytes per account at rest, and added by a year of use. */
  atRest: number;
  year: number;
  /** Rows per account at rest and in a year, each table's (index entries not counted). */
  rows: { atRest: Record<string, number>; year: Record<string, number> };
  /** Each table's bytes per account after a year (at rest + the year), with its indexes'. */
  tables: Record<string, TableBytes>;
};

export type StorageFigures = {
  pageSize: number;
  empty: Footprint;
  medianContacts: number;
  p99Contacts: number;
  mix: GroupFigures;
  median: GroupFigures;
  p99: GroupFigures;
  tail: GroupFigures;
  seedMs: number;
};

/** The database file wrangler made under the state directory (the one that is not miniflare's metadata). */
export function d1File(stateDir: string) {
  const dir = join(stateDir, "v3/d1/miniflare-D1DatabaseObject");
  const files = readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (files.length !== 1) throw new Error(`Expected one D1 database in ${dir}, found ${files.length}`);
  return join(dir, files[0]!);
}

/** The database's size by its page count, and each table's and index's bytes (dbstat), indexes under their table. */
export function footprint(db: DatabaseSync): Footprint {
  const pageSize = Number((db.prepare("PRAGMA page_size").get() as { page_size: number }).page_size);
  const pages = Number((db.prepare("PRAGMA page_count").get() as { page_count: number }).page_count);
  const owner = new Map(
    (db.prepare("SELECT name, tbl_name, type FROM sqlite_schema").all() as { name: string; tbl_name: string; type: string }[]).map((o) => [
      o.name,
      o,
    ]),
  );
  const tables: Record<string, TableBytes> = {};
  for (const { name, bytes } of db.prepare("SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name").all() as {
    name: string;
    bytes: number;
  }[]) {
    const o = owner.get(name);
    // The full-text index's shadow tables are one thing: the help center's search.
    const table = name.startsWith("knowledge_fts") ? "knowledge_fts" : name === "sqlite_schema" ? "(schema)" : (o?.tbl_name ?? name);
    const entry = tables[table] ?? { data: 0, indexes: 0 };
    tables[table] = entry;
    if (o?.type === "index") entry.indexes += Number(bytes);
    else entry.data += Number(bytes);
  }
  return { bytes: pages * pageSize, pages, tables };
}

/** node:sqlite as a row sink: one prepared statement per table and column set, counting rows per table. */
function sqliteSink(db: DatabaseSync): RowSink & { rows: Record<string, number> } {
  const inserts = new Map<string, StatementSync>();
  const rows: Record<string, number> = {};
  return {
    rows,
    insert: (table, row) => {
      const columns = Object.keys(row);
      const key = `${table}(${columns.join(",")})`;
      let statement = inserts.get(key);
      if (!statement) {
        statement = db.prepare(
          `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
        );
        inserts.set(key, statement);
      }
      statement.run(...(Object.values(row) as SqlValue[]));
      rows[table] = (rows[table] ?? 0) + 1;
    },
    update: (table, id, fields) => {
      const set = Object.keys(fields).map((c) => `"${c}" = ?`);
      db.prepare(`UPDATE "${table}" SET ${set.join(", ")} WHERE id = ?`).run(...(Object.values(fields) as SqlValue[]), id);
    },
  };
}

const perAccount = (counts: Record<string, number>, accounts: number) =>
  Object.fromEntries(Object.entries(counts).map(([table, n]) => [table, Math.round((n / accounts) * 10) / 10]));

/** Each table's growth between two footprints, per account. */
function tableGrowth(before: Footprint, after: Footprint, accounts: number) {
  const growth: Record<string, TableBytes> = {};
  for (const [table, bytes] of Object.entries(after.tables)) {
    const was = before.tables[table] ?? { data: 0, indexes: 0 };
    const data = Math.round((bytes.data - was.data) / accounts);
    const indexes = Math.round((bytes.indexes - was.indexes) / accounts);
    if (data || indexes) growth[table] = { data, indexes };
  }
  return growth;
}

/** Seeds accounts of these contact counts at rest, measures, adds a year of use to each, measures. */
function seedGroup(db: DatabaseSync, next: Ids, rng: Random, contacts: number[], now: number): GroupFigures {
  const before = footprint(db);
  const rest = sqliteSink(db);
  const accounts: AccountAtRest[] = [];
  db.exec("BEGIN");
  for (const count of contacts) accounts.push(atRest(rest, next, rng, { contacts: count, now }));
  db.exec("COMMIT");
  const middle = footprint(db);
  const year = sqliteSink(db);
  db.exec("BEGIN");
  for (const account of accounts) yearOfUse(year, next, rng, account, now);
  db.exec("COMMIT");
  const after = footprint(db);
  const n = contacts.length;
  return {
    accounts: n,
    atRest: Math.round((middle.bytes - before.bytes) / n),
    year: Math.round((after.bytes - middle.bytes) / n),
    rows: { atRest: perAccount(rest.rows, n), year: perAccount(year.rows, n) },
    tables: tableGrowth(before, after, n),
  };
}

export async function measureStorage(stateDir: string, size: CapacitySize, seed: number): Promise<StorageFigures> {
  await freshState(stateDir);
  const db = new DatabaseSync(d1File(stateDir));
  try {
    const figures = seedAndMeasure(db, size, seed);
    // Leaves one file behind, as D1 would hold it.
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    return figures;
  } finally {
    db.close();
  }
}

/** The groups, on a freshly migrated database: the mix's sample, then the median's, the 99th percentile's and the tail's accounts. */
export function seedAndMeasure(db: DatabaseSync, size: CapacitySize, seed: number): StorageFigures {
  // Foreign keys on, as D1 has them: a seeded row that points nowhere fails the run.
  db.exec("PRAGMA foreign_keys = ON");
  const empty = footprint(db);
  const highest = Object.fromEntries(
    ID_TABLES.map((t) => [t, Number((db.prepare(`SELECT coalesce(max(id), 0) AS id FROM "${t}"`).get() as { id: number }).id)]),
  );
  const next = idsAfter(highest);
  const rng = seeded(seed);
  const mixCounts = sampleMix(rng, size.accounts);
  const medianContacts = percentile(mixCounts, 50);
  const p99Contacts = percentile(mixCounts, 99);
  const now = Date.now();
  const started = performance.now();
  const mix = seedGroup(db, next, rng, mixCounts, now);
  const median = seedGroup(db, next, rng, Array(size.medianAccounts).fill(medianContacts), now);
  const p99 = seedGroup(db, next, rng, Array(size.p99Accounts).fill(p99Contacts), now);
  const tail = seedGroup(db, next, rng, Array(size.tailAccounts).fill(MIX.tailContacts), now);
  const seedMs = Math.round(performance.now() - started);
  return { pageSize: empty.bytes / empty.pages, empty, medianContacts, p99Contacts, mix, median, p99, tail, seedMs };
}
