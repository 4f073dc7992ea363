// D1 bindings that fail on purpose, for the failure tests (the alarm, the Stripe webhook).

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
