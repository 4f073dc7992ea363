// The rows behind every limit (worker/http/rate-limit.ts). Raw D1 statements: the take has to be
// one INSERT … SELECT … WHERE so that checking and recording are a single atomic step.

/**
 * At most `max` hits on `key` within `windowMs`. `strictAfter`: once another key (say, an account's
 * failures from anywhere) has `hits` hits in its window, this rule allows only its `max`.
 * `max: Infinity` only records the key (for other rules' strictAfter, or to count later).
 */
export type Rule = {
  key: string;
  max: number;
  windowMs: number;
  strictAfter?: { key: string; hits: number; windowMs: number; max: number };
};

const countSql = "(SELECT count(*) FROM limit_hits WHERE key = ? AND createdAt > ?)";

/** The rule's condition and its binds: under its maximum, or the stricter one once `strictAfter`'s key is busy. */
function condition(rule: Rule, now: number): [string, unknown[]] {
  const binds: unknown[] = [rule.key, now - rule.windowMs];
  if (!rule.strictAfter) return [`${countSql} < ?`, [...binds, rule.max]];
  const { key, hits, windowMs, max } = rule.strictAfter;
  return [`${countSql} < CASE WHEN ${countSql} >= ? THEN ? ELSE ? END`, [...binds, key, now - windowMs, hits, max, rule.max]];
}

/**
 * Records one hit for every rule's key if, and only if, every rule is under its maximum; answers
 * the new rows' ids, or null when a rule is full. D1 runs one statement at a time, so requests
 * arriving together cannot all read "under the limit" before any of them writes.
 */
export async function takeHits(d1: D1Database, rules: Rule[], now: number): Promise<number[] | null> {
  const keys = [...new Set(rules.map((r) => r.key))];
  const conditions = rules.filter((r) => Number.isFinite(r.max)).map((r) => condition(r, now));
  const where = conditions.length ? `WHERE ${conditions.map(([sql]) => sql).join(" AND ")}` : "";
  const { results } = await d1
    .prepare(`INSERT INTO limit_hits (key, createdAt) SELECT value, ? FROM json_each(?) ${where} RETURNING id`)
    .bind(now, JSON.stringify(keys), ...conditions.flatMap(([, binds]) => binds))
    .all<{ id: number }>();
  return results.length ? results.map((r) => r.id) : null;
}

/** The hits of these keys since `since`, newest first (at most 1 000: enough to say how long to wait). */
export async function recentHits(d1: D1Database, keys: string[], since: number) {
  const { results } = await d1
    .prepare(
      "SELECT key, createdAt FROM limit_hits WHERE key IN (SELECT value FROM json_each(?)) AND createdAt > ? ORDER BY createdAt DESC LIMIT 1000",
    )
    .bind(JSON.stringify(keys), since)
    .all<{ key: string; createdAt: number }>();
  return results;
}

/**
 * Takes back hits that turned out not to count (a sign-in that succeeded) and, in the same
 * statement, every hit of `clearKey` (the right password forgives that address's earlier typos).
 */
export async function deleteHits(d1: D1Database, ids: number[], clearKey: string | null = null) {
  await d1
    .prepare("DELETE FROM limit_hits WHERE id IN (SELECT value FROM json_each(?)) OR key = ?")
    .bind(JSON.stringify(ids), clearKey)
    .run();
}

/** How many hits each key has had since `since`. */
export async function countHits(d1: D1Database, keys: string[], since: number) {
  const { results } = await d1
    .prepare("SELECT key, count(*) AS n FROM limit_hits WHERE key IN (SELECT value FROM json_each(?)) AND createdAt > ? GROUP BY key")
    .bind(JSON.stringify(keys), since)
    .all<{ key: string; n: number }>();
  return new Map(results.map((r) => [r.key, r.n]));
}

/** Old rows only matter inside the longest window; dropping them keeps the table small. */
export async function pruneHits(d1: D1Database, before: number) {
  await d1.prepare("DELETE FROM limit_hits WHERE createdAt < ?").bind(before).run();
}
