// D1 bindings that fail on purpose, for the failure tests (the alarm, the Stripe webhook).
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { NudgeScheduler } from "../../worker/delivery/scheduler";

/**
 * D1 whose n-th query throws, as D1 does when it is overloaded or briefly unreachable; with
 * failAt "answer", the alarm's batch runs (the claim is written) but its answer is lost.
 */
export function failingOn(db: D1Database, failAt: number | "answer"): D1Database {
  let queries = 0;
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") {
        return (query: string) => {
          if (++queries === failAt) throw new Error("D1_ERROR: Network connection lost (simulated)");
          return target.prepare(query);
        };
      }
      if (prop === "batch" && failAt === "answer") {
        return async (statements: D1PreparedStatement[]) => {
          await target.batch(statements);
          throw new Error("D1_ERROR: Network connection lost (simulated)");
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** D1 that answers its first `healthy` queries and then fails every one, as when it goes away mid-request. */
export function failingFrom(db: D1Database, healthy: number): D1Database {
  let queries = 0;
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") {
        return (query: string) => {
          if (++queries > healthy) throw new Error("D1_ERROR: Network connection lost (simulated)");
          return target.prepare(query);
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * Runs the scheduler's alarm once with D1's `failAt`-th query failing (see failingOn) and expects
 * the alarm to throw D1's error, so that the runtime would retry it; the real D1 is put back after.
 */
export async function alarmThrowsWithD1FailingOn(instance: NudgeScheduler, failAt: number | "answer") {
  const holder = instance as unknown as { env: Env };
  holder.env = { ...env, DB: failingOn(env.DB, failAt) };
  try {
    await expect(instance.alarm()).rejects.toThrow("D1_ERROR");
  } finally {
    holder.env = env;
  }
}
