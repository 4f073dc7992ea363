// Circles (issue 23): named groups of contacts whose rhythm members without their own follow.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { syncCheckIns } from "../../worker/db/check-ins-many";
import { getDb } from "../../worker/db/client";
import { api, daysUntil, signUp } from "./helpers";

type User = Awaited<ReturnType<typeof signUp>>;

const circle = async (user: User, body: object) => {
  const res = await api("/api/circles", { token: user.token, body });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number; name: string };
};
const contact = async (user: User, body: object) => {
  const res = await api("/api/contacts", { token: user.token, body });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number; nextCheckInAt: string | null; circleIds: number[]; circleCadence: unknown };
};
const contactById = async (user: User, id: number) =>
  ((await api("/api/contacts", { token: user.token })).json as { id: number; nextCheckInAt: string | null; circleCadence: unknown }[]).find(
    (c) => c.id === id,
  )!;

describe("circles", () => {
  it("are listed by name with their member counts, renamed, and deleted without their contacts", async () => {
    const user = await signUp();
    const clients = await circle(user, { name: "Clients", cadenceEvery: 1, cadenceUnit: "month" });
    const family = await circle(user, { name: "family" });
    await contact(user, { name: "Ana", circleIds: [clients.id, family.id] });
    await contact(user, { name: "Ben", circleIds: [family.id] });
    expect((await api("/api/circles", { token: user.token })).json).toEqual([
      expect.objectContaining({ name: "Clients", cadenceEvery: 1, cadenceUnit: "month", memberCount: 1 }),
      expect.objectContaining({ name: "family", memberCount: 2 }),
    ]);
    const renamed = await api(`/api/circles/${family.id}`, { method: "PUT", token: user.token, body: { name: "Family" } });
    expect(renamed.json).toMatchObject({ name: "Family", cadenceEvery: null, memberCount: 2 });
    expect((await api(`/api/circles/${family.id}`, { method: "DELETE", token: user.token })).status).toBe(200);
    const people = (await api("/api/contacts", { token: user.token })).json;
    expect(people.map((c: { name: string; circleIds: number[] }) => [c.name, c.circleIds])).toEqual([
      ["Ana", [clients.id]],
      ["Ben", []],
    ]);
  });

  it("refuse a second circle of the same name, and a contact in someone else's circle", async () => {
    const user = await signUp();
    await circle(user, { name: "Close friends" });
    const again = await api("/api/circles", { token: user.token, body: { name: "close FRIENDS" } });
    expect(again.status).toBe(409);
    // The circle the person has, as they named it, not as they just typed it.
    expect(again.json.message).toBe("You already have a circle called Close friends");
    // Two at the same moment: the database's unique index decides, one of them is told.
    const racing = await Promise.all([1, 2].map(() => api("/api/circles", { token: user.token, body: { name: "Clients" } })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    const renamed = await api(`/api/circles/${racing.find((r) => r.status === 201)!.json.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Close Friends" },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.json.message).toBe("You already have a circle called Close friends");
    const other = await signUp();
    const theirs = await circle(other, { name: "Theirs" });
    const res = await api("/api/contacts", { token: user.token, body: { name: "Ana", circleIds: [theirs.id] } });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Circle not found");
    expect((await api("/api/contacts", { token: user.token })).json).toEqual([]);
    expect((await api(`/api/circles/${theirs.id}`, { method: "PUT", token: user.token, body: { name: "Mine" } })).status).toBe(404);
  });
});

describe("a circle's rhythm", () => {
  it("is followed by members without their own: the shorter of two circles, their own always first", async () => {
    const user = await signUp();
    const monthly = await circle(user, { name: "Clients", cadenceEvery: 1, cadenceUnit: "month" });
    const fortnightly = await circle(user, { name: "Close friends", cadenceEvery: 2, cadenceUnit: "week" });
    const ana = await contact(user, { name: "Ana", circleIds: [monthly.id] });
    expect(ana.circleCadence).toEqual({ every: 1, unit: "month" });
    expect(daysUntil(ana.nextCheckInAt)).toBeGreaterThanOrEqual(27);
    const both = await contact(user, { name: "Ben", circleIds: [monthly.id, fortnightly.id] });
    expect(both.circleCadence).toEqual({ every: 2, unit: "week" });
    expect(daysUntil(both.nextCheckInAt)).toBe(14);
    const own = await contact(user, { name: "Chloé", cadenceEvery: 3, cadenceUnit: "day", circleIds: [monthly.id] });
    expect(daysUntil(own.nextCheckInAt)).toBe(3);
  });

  it("moves its members' check-ins when it changes, and takes them away when it goes", async () => {
    const user = await signUp();
    const clients = await circle(user, { name: "Clients", cadenceEvery: 1, cadenceUnit: "month" });
    const ana = await contact(user, { name: "Ana", circleIds: [clients.id] });
    const own = await contact(user, { name: "Ben", cadenceEvery: 3, cadenceUnit: "day", circleIds: [clients.id] });
    await api(`/api/circles/${clients.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Clients", cadenceEvery: 1, cadenceUnit: "week" },
    });
    expect(daysUntil((await contactById(user, ana.id)).nextCheckInAt)).toBe(7);
    expect(daysUntil((await contactById(user, own.id)).nextCheckInAt)).toBe(3);
    const pending = async () =>
      (await api("/api/reminders", { token: user.token })).json.map((n: { targetName: string }) => n.targetName).sort();
    expect(await pending()).toEqual(["Ana", "Ben"]);
    await api(`/api/circles/${clients.id}`, { method: "DELETE", token: user.token });
    expect((await contactById(user, ana.id)).nextCheckInAt).toBeNull();
    expect(await pending()).toEqual(["Ben"]);
  });

  it("moves the check-ins of a circle of 250 at once, in a handful of queries, not hundreds", async () => {
    const user = await signUp();
    const rows = Array.from({ length: 250 }, (_, i) => ({ name: `Person ${i}`, circles: ["Team"] }));
    expect((await api("/api/contacts/import", { token: user.token, body: { contacts: rows, onDuplicate: "skip" } })).status).toBe(200);
    const team = ((await api("/api/circles", { token: user.token })).json as { id: number; name: string }[]).find(
      (c) => c.name === "Team",
    )!;
    const res = await api(`/api/circles/${team.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Team", cadenceEvery: 2, cadenceUnit: "week" },
    });
    expect(res.status, res.text).toBe(200);
    const contacts = (await api("/api/contacts", { token: user.token })).json as { id: number; nextCheckInAt: string | null }[];
    expect(contacts.map((c) => daysUntil(c.nextCheckInAt))).toEqual(Array(250).fill(14));
    expect((await api("/api/reminders", { token: user.token })).json).toHaveLength(250);

    // The same sync counted: its reads and one batch, whatever the circle's size.
    let queries = 0;
    const counting = new Proxy(env.DB, {
      get(target, prop) {
        const value = Reflect.get(target, prop);
        if (prop === "prepare")
          return (query: string) => {
            queries++;
            return target.prepare(query);
          };
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await env.DB.prepare("UPDATE circles SET cadenceEvery = 1 WHERE id = ?").bind(team.id).run();
    expect(
      await syncCheckIns(
        getDb(counting),
        user.id,
        contacts.map((c) => c.id),
      ),
    ).toBe(true);
    expect(queries).toBeLessThan(15);
    const moved = (await api("/api/contacts", { token: user.token })).json as { nextCheckInAt: string | null }[];
    expect(moved.map((c) => daysUntil(c.nextCheckInAt))).toEqual(Array(250).fill(7));
    expect((await api("/api/reminders", { token: user.token })).json).toHaveLength(250);
  });

  it("follows a contact joining and leaving the circle", async () => {
    const user = await signUp();
    const clients = await circle(user, { name: "Clients", cadenceEvery: 10, cadenceUnit: "day" });
    const ana = await contact(user, { name: "Ana" });
    expect(ana.nextCheckInAt).toBeNull();
    const joined = await api(`/api/contacts/${ana.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Ana", circleIds: [clients.id] },
    });
    expect(daysUntil(joined.json.nextCheckInAt)).toBe(10);
    const left = await api(`/api/contacts/${ana.id}`, { method: "PUT", token: user.token, body: { name: "Ana", circleIds: [] } });
    expect(left.json.nextCheckInAt).toBeNull();
  });
});
