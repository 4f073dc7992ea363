// Limits on costly or abusable requests (sign-in's scrypt, emails, paid model calls). A limit is
// taken before the work it guards, in one atomic statement, so that under any concurrency at most
// its number of requests get through; a refused request learns how long to wait.
import { plural } from "@lingui/core/macro";
import { deleteHits, pruneHits, recentHits, takeHits, type Rule } from "../db/limit-hits";
import { fail } from "./errors";

export type { Rule };

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** What was taken, to give back when the request turns out not to count. */
export type Taken = { ids: number[] };

/** Takes one hit under every rule, or none and answers null when a rule is full. */
export async function tryTake(d1: D1Database, rules: Rule[], now = Date.now()): Promise<Taken | null> {
  const ids = await takeHits(d1, rules, now);
  // Occasional clean-up instead of a cron: about one take in fifty prunes rows past every window.
  if (Math.random() < 0.02) await pruneHits(d1, now - DAY_MS);
  return ids ? { ids } : null;
}

/**
 * Takes one hit under every rule, or throws 429 with Retry-After and a message naming the wait:
 * `refusal` writes the whole sentence around it ("Too many sign-in attempts. Please wait 15 minutes…").
 */
export async function take(d1: D1Database, rules: Rule[], refusal: (wait: string) => string, now = Date.now()): Promise<Taken> {
  const taken = await tryTake(d1, rules, now);
  if (taken) return taken;
  const waitMs = await timeUntilFree(d1, rules, now);
  throw fail(429, refusal(inWords(waitMs)), { "Retry-After": String(Math.ceil(waitMs / 1000)) });
}

/**
 * Records one hit under every rule, full or not: for a request another check let past its limits
 * (Turnstile on a sign-in), which still counts towards them.
 */
export async function takeAnyway(d1: D1Database, rules: Rule[], now = Date.now()): Promise<Taken> {
  const ids = await takeHits(
    d1,
    rules.map(({ key, windowMs }) => ({ key, windowMs, max: Infinity })),
    now,
  );
  return { ids: ids ?? [] };
}

/** Gives back hits that should not count (the request succeeded), and forgets all of `forgive`'s, in one statement. */
export const giveBack = (d1: D1Database, taken: Taken, forgive: string | null = null) => deleteHits(d1, taken.ids, forgive);

export { countHits } from "../db/limit-hits";

/** The longest wait among the full rules: until the hit that fills each one leaves its window. */
async function timeUntilFree(d1: D1Database, rules: Rule[], now: number) {
  const windows = rules.flatMap((r) => [r.windowMs, r.strictAfter?.windowMs ?? 0]);
  const keys = rules.flatMap((r) => [r.key, ...(r.strictAfter ? [r.strictAfter.key] : [])]);
  const hits = await recentHits(d1, [...new Set(keys)], now - Math.max(...windows));
  const newest = (key: string, windowMs: number) =>
    hits.filter((h) => h.key === key && h.createdAt > now - windowMs).map((h) => h.createdAt);
  let waitMs = 0;
  for (const rule of rules) {
    const strict = rule.strictAfter && newest(rule.strictAfter.key, rule.strictAfter.windowMs).length >= rule.strictAfter.hits;
    const max = strict ? rule.strictAfter!.max : rule.max;
    const times = newest(rule.key, rule.windowMs);
    // Full with max hits: free again when the max-th newest leaves the window.
    if (times.length >= max) waitMs = Math.max(waitMs, times[max - 1]! + rule.windowMs - now);
  }
  return Math.max(waitMs, 1000);
}

/** "1 minute", "15 minutes", "2 hours": rounded up, so waiting that long is always enough. */
export function inWords(ms: number) {
  const minutes = Math.ceil(ms / MINUTE_MS);
  if (minutes < 60) return plural(minutes, { one: "# minute", other: "# minutes" });
  const hours = Math.ceil(ms / HOUR_MS);
  return plural(hours, { one: "# hour", other: "# hours" });
}
