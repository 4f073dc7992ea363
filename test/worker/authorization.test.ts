import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { api, expectRefused } from "./helpers";
import { databaseDigest, userWithRows } from "./own-rows";
import { pathFor, ROUTE_ACCESS, routesOf } from "./route-access";

// The authorization matrix: every /api route of the real app × {signed out, someone else's ids,
// a non-developer on developer routes, someone else's userId in the body}.
const routes = routesOf(createApp());
const entry = (key: string) => ROUTE_ACCESS[key]!;

/** Two users with rows, and the route's method and path naming the first one's rows. */
async function ownerAndOther(key: string, otherLabel: string) {
  const owner = await userWithRows("owner");
  const other = await userWithRows(otherLabel);
  return { owner, other, ...pathFor(key, owner.own) };
}

/** The response to a request that must leave the database as it was (sessions aside: a request marks its session used). */
async function writingNothing(path: string, call: Parameters<typeof api>[1]) {
  const before = await databaseDigest(["sessions"]);
  const res = await api(path, call);
  expect(await databaseDigest(["sessions"]), `${call?.method} ${path} changed the database`).toBe(before);
  return res;
}

describe("the authorization matrix", () => {
  it("covers every route the app answers, and nothing else", () => {
    const missing = routes.filter((key) => !(key in ROUTE_ACCESS));
    const stale = Object.keys(ROUTE_ACCESS).filter((key) => !routes.includes(key));
    expect(missing, "routes without an entry in test/worker/route-access.ts").toEqual([]);
    expect(stale, "entries in test/worker/route-access.ts for routes the app no longer has").toEqual([]);
    expect(routes.length).toBeGreaterThan(20);
  });

  const guarded = routes.filter((key) => ROUTE_ACCESS[key] && entry(key).who !== "anyone");
  it.each(guarded)("%s: signed out or with a bad token → 401", async (key) => {
    const owner = await userWithRows();
    const { method, path } = pathFor(key, owner.own);
    const body = entry(key).body?.(owner.own);
    for (const token of [undefined, "not-a-real-token", `${owner.token.slice(0, -2)}xx`]) {
      const res = await api(path, { method, body, token });
      expect(res.status, `${method} ${path} with token ${token}`).toBe(401);
      expect(res.json.message).toMatch(/sign in/i);
    }
  });

  const developerOnly = routes.filter((key) => ROUTE_ACCESS[key]?.who === "developer");
  it.each(developerOnly)("%s: a signed-in non-developer → 403", async (key) => {
    const user = await userWithRows();
    const { method, path } = pathFor(key, user.own);
    const res = await api(path, { method, body: entry(key).body?.(user.own), token: user.token });
    expectRefused(res, 403, "This area is for Nudge developers only.");
    // The same request by a developer is let through.
    await env.DB.prepare("UPDATE users SET isDeveloper = 1 WHERE id = ?").bind(user.id).run();
    const developer = await api(path, { method, body: entry(key).body?.(user.own), token: user.token });
    expect(developer.status, developer.text).toBeLessThan(300);
  });

  const owned = routes.filter((key) => ROUTE_ACCESS[key]?.owns);
  it.each(owned)("%s: another user's id → 404, and their data is untouched", async (key) => {
    const { owner, other: intruder, method, path } = await ownerAndOther(key, "intruder");
    const res = await writingNothing(path, { method, body: entry(key).body?.(intruder.own), token: intruder.token });
    expect(res.status, res.text).toBe(404);
    expect(res.json.message).toMatch(/not found/i);
    // The same request by the owner is accepted: the 404 above was about ownership, not the input.
    const own = await api(path, { method, body: entry(key).body?.(owner.own), token: owner.token });
    expect(own.status, own.text).toBeLessThan(300);
  });

  const claiming = routes.filter((key) => ROUTE_ACCESS[key]?.claimsUserId);
  it.each(claiming)("%s: another user's userId in the body → 403, nothing written", async (key) => {
    const { owner, other, method, path } = await ownerAndOther(key, "other");
    const body = { ...(entry(key).body!(owner.own) as object), userId: other.own.userId };
    const res = await writingNothing(path, { method, body, token: owner.token });
    expect(res.status, res.text).toBe(403);
    expect(res.json.message).toBe("userId does not match the signed-in user");
  });
});
