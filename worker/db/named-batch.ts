// D1 batches whose results are read by name, not by position: a batch of ten statements
// destructured as `[a, b, [c], , , d]` breaks silently when one is added or moved.
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client";

type Item = BatchItem<"sqlite">;

/** Runs every statement in one round trip, in the order the keys are written (a claim's UPDATE must come before the reads that see it). */
export async function named<T extends Record<string, Item>>(db: Db, statements: T): Promise<{ [K in keyof T]: T[K]["_"]["result"] }> {
  const keys = Object.keys(statements);
  const results: unknown[] = await db.batch(keys.map((key) => statements[key]) as [Item, ...Item[]]);
  return Object.fromEntries(keys.map((key, i) => [key, results[i]])) as { [K in keyof T]: T[K]["_"]["result"] };
}
