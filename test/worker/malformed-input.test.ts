import { env, exports } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, inject, it } from "vitest";
import { createApp } from "../../worker/app";
import { authorization, bodyText, headers, idSegment } from "./fuzz-arbitraries";
import { databaseDigest, userWithRows } from "./own-rows";
import { ROUTE_ACCESS, routesOf } from "./route-access";

// Property: whatever arrives — random or malformed bodies, ids and headers, on every route of the
// real app — the answer is never a 5xx, never a stack trace, a refusal is JSON { message } a
// person can read, and a refused request leaves the database exactly as it was.
// A sample per route in every run (fast-check draws a new seed each time, so runs add up to more
// cases); `FUZZ=full` for the full set, as before a change to validation or to the error handler.
const FULL = inject("fuzzFull");
const RUNS_PER_ROUTE = FULL ? 40 : 10;
const routes = routesOf(createApp()).filter((key) => key in ROUTE_ACCESS);
// The sign-in and reset limits count per IP; a fuzz IP of its own keeps other tests' limits clear.
const FUZZ_IP = "198.51.100.23";
const STACK_TRACE = /\n\s+at\s|\bat .+\.(ts|js):\d+|Error:\s|node_modules|worker\//;

describe("malformed input on every route", () => {
  it.each(routes)("%s never answers 5xx, never leaks a stack, never writes when it refuses", { timeout: 120_000 }, async (key) => {
    const access = ROUTE_ACCESS[key]!;
    const [method, pattern] = key.split(" ") as [string, string];
    const other = await userWithRows("other");
    let owner = await userWithRows("fuzzer");
    // Developer routes are fuzzed as a developer, so the runs reach their validation, not only the 403.
    if (access.who === "developer") await env.DB.prepare("UPDATE users SET isDeveloper = 1 WHERE id = ?").bind(owner.id).run();
    const unchanged = ["sessions", ...(access.mayWriteWhenRejected ?? [])];
    const statuses: Record<number, number> = {};

    await fc.assert(
      fc.asyncProperty(
        idSegment(
          owner.own[access.owns ?? access.row ?? "nudge"],
          other.own[access.owns ?? access.row ?? "nudge"],
          access.who === "developer",
        ),
        fc.option(bodyText(access.body?.(owner.own)), { nil: undefined }),
        headers,
        authorization,
        async (id, body, extraHeaders, authFor) => {
          const path = pattern.replace(":id", id);
          const auth = authFor(owner.token);
          const before = await databaseDigest(unchanged);
          const res = await exports.default.fetch(`http://localhost${path}`, {
            method,
            headers: { ...extraHeaders, ...(auth ? { Authorization: auth } : {}), "CF-Connecting-IP": FUZZ_IP },
            body: method === "GET" ? undefined : body,
          });
          const text = await res.text();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          expect(res.status, `${method} ${path} → ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
          expect(text).not.toMatch(STACK_TRACE);
          if (res.status >= 400) {
            expect(typeof JSON.parse(text).message, text).toBe("string");
            expect(await databaseDigest(unchanged), `${method} ${path} → ${res.status} changed the database`).toBe(before);
          }
          // An accepted sign-out or delete uses up the fuzzer's session or rows: start afresh.
          if (res.status < 300 && (method === "DELETE" || /\/signout(-everywhere)?$/.test(key))) owner = await userWithRows("fuzzer");
        },
      ),
      { numRuns: RUNS_PER_ROUTE },
    );
    // The runs must reach past the session check, not only bounce off it.
    expect(
      Object.keys(statuses).filter((status) => status !== "401"),
      JSON.stringify(statuses),
    ).not.toEqual([]);
  });

  it("any method on any path under /api answers 4xx JSON at worst, never 5xx", { timeout: 120_000 }, async () => {
    const user = await userWithRows("wanderer");
    const known = routes.map((key) => key.split(" ")[1]!.replace(":id", String(user.own.nudge)));
    const segment = fc.oneof(
      fc.constantFrom("..", "%2e%2e", "%00", "api", "reminders", "1", "-1", "admin", "%F0%9F%98%80", "a".repeat(300)),
      fc.webSegment(),
    );
    const path = fc.oneof(
      fc.constantFrom(...known),
      fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/api/${parts.join("/")}`),
    );
    const method = fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND");
    await fc.assert(
      fc.asyncProperty(method, path, async (verb, target) => {
        const before = await databaseDigest(["sessions"]);
        const res = await exports.default.fetch(`http://localhost${target}`, {
          method: verb,
          headers: { Authorization: `Bearer ${user.token}`, "CF-Connecting-IP": FUZZ_IP },
        });
        const text = await res.text();
        expect(res.status, `${verb} ${target} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
        expect(text).not.toMatch(STACK_TRACE);
        if (res.status >= 400) {
          expect(typeof JSON.parse(text).message).toBe("string");
          expect(await databaseDigest(["sessions"])).toBe(before);
        }
      }),
      // No bodies here: the property above sends those, route by route.
      { numRuns: FULL ? 60 : 20 },
    );
  });
});
