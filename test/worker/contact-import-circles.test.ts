// Imported groups become circles (issue 23): a card's CATEGORIES or a CSV's Labels reach the API
// as each row's `circles`. Existing circles are found ignoring case, missing ones made up to the
// 50 a person may have, merges only ever add circles, and joining a circle with a rhythm brings a
// check-in, all inside the import's one batch.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { importContacts } from "../../worker/db/contact-import";
import { schedulerFor } from "../../worker/delivery/scheduler-stub";
import { api, daysUntil, signUp } from "./helpers";

type User = Awaited<ReturnType<typeof signUp>>;
type Row = { name: string; phoneNumber?: string; email?: string; birthday?: string; circles?: string[] };
type Circle = { id: number; name: string; memberCount: number };
type Person = { id: number; name: string; circleIds: number[]; nextCheckInAt: string | null };

const importRows = (user: User, contacts: Row[], onDuplicate: "skip" | "merge" = "skip") =>
  api("/api/contacts/import", { token: user.token, body: { contacts, onDuplicate } });
const preview = (user: User, contacts: Row[]) => api("/api/contacts/import/preview", { token: user.token, body: { contacts } });
const circlesOf = async (user: User) => (await api("/api/circles", { token: user.token })).json as Circle[];
const peopleOf = async (user: User) => (await api("/api/contacts", { token: user.token })).json as Person[];
const circle = async (user: User, body: object) => {
  const res = await api("/api/circles", { token: user.token, body });
  expect(res.status, res.text).toBe(201);
  return res.json as Circle;
};
/** Each person's circles by name, for reading what an import did at a glance. */
async function membership(user: User) {
  const names = new Map((await circlesOf(user)).map((c) => [c.id, c.name]));
  return Object.fromEntries((await peopleOf(user)).map((p) => [p.name, p.circleIds.map((id) => names.get(id)).sort()]));
}
/** Someone with a circle "Friends", for the rows below to find. */
async function withFriends() {
  const user = await signUp();
  await circle(user, { name: "Friends" });
  return user;
}
/** Rows that name that circle in another case, and two new ones: "Book club" (in two cases) and "Work". */
const anaAndBen: Row[] = [
  { name: "Ana", email: "ana@example.com", circles: ["friends", "Book club"] },
  { name: "Ben", email: "ben@example.com", circles: ["BOOK CLUB", "Work"] },
];

describe("circles from an import", () => {
  it("the preview names the circles it would make, matches existing ones ignoring case, and writes nothing", async () => {
    const user = await withFriends();
    const res = await preview(user, anaAndBen);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ created: 2, newCircles: ["Book club", "Work"], circlesLeftOut: [] });
    expect((await circlesOf(user)).map((c) => c.name)).toEqual(["Friends"]);
  });

  it("makes the missing circles once and puts each new contact in its circles", async () => {
    const user = await withFriends();
    const res = await importRows(user, [...anaAndBen, { name: "Chloé", email: "chloe@example.com" }]);
    expect(res.json).toEqual({ created: 3, merged: 0, skipped: 0, newCircles: ["Book club", "Work"], circlesLeftOut: [] });
    expect((await circlesOf(user)).map((c) => [c.name, c.memberCount])).toEqual([
      ["Book club", 2],
      ["Friends", 1],
      ["Work", 1],
    ]);
    expect(await membership(user)).toEqual({ Ana: ["Book club", "Friends"], Ben: ["Book club", "Work"], Chloé: [] });
  });

  it("a merge adds a contact to the row's circles and takes it out of none; skipping leaves it alone", async () => {
    const user = await signUp();
    const family = await circle(user, { name: "Family" });
    const ana = await api("/api/contacts", { token: user.token, body: { name: "Ana", email: "ana@example.com", circleIds: [family.id] } });
    expect(ana.status).toBe(201);
    const rows: Row[] = [{ name: "Ana", email: "ana@example.com", circles: ["Friends"] }];
    const seen = await preview(user, rows);
    expect(seen.json.rows).toEqual([{ status: "merge", contactId: ana.json.id, contactName: "Ana", adds: ["circles"] }]);
    expect((await importRows(user, rows, "skip")).json).toMatchObject({ merged: 0, skipped: 1 });
    expect(await membership(user)).toEqual({ Ana: ["Family"] });
    expect((await importRows(user, rows, "merge")).json).toEqual({
      created: 0,
      merged: 1,
      skipped: 0,
      newCircles: ["Friends"],
      circlesLeftOut: [],
    });
    expect(await membership(user)).toEqual({ Ana: ["Family", "Friends"] });
    // Already in every circle the file names: nothing left to add.
    expect((await preview(user, [{ name: "Ana", email: "ana@example.com", circles: ["FAMILY"] }])).json.rows).toEqual([
      { status: "same", contactId: ana.json.id, contactName: "Ana", adds: [] },
    ]);
  });

  it("a person listed twice in the file ends up in the circles of both rows", async () => {
    const user = await signUp();
    const res = await importRows(
      user,
      [
        { name: "Ana", email: "ana@example.com", circles: ["Friends"] },
        { name: "Ana Souza", email: "ANA@example.com", circles: ["Work"] },
      ],
      "merge",
    );
    expect(res.json).toMatchObject({ created: 1, merged: 1, newCircles: ["Friends", "Work"] });
    expect(await membership(user)).toEqual({ Ana: ["Friends", "Work"] });
  });

  it("never takes a person past 50 circles: the first groups named are made, the rest left out and said, everyone imported", async () => {
    const user = await signUp();
    for (let i = 0; i < 48; i++) await circle(user, { name: `Circle ${i}` });
    const rows: Row[] = [
      { name: "Ana", email: "ana@example.com", circles: ["circle 3", "Alpha", "Beta"] },
      { name: "Ben", email: "ben@example.com", circles: ["Gamma", "Beta", "Delta"] },
    ];
    expect((await preview(user, rows)).json).toMatchObject({ newCircles: ["Alpha", "Beta"], circlesLeftOut: ["Gamma", "Delta"] });
    expect((await importRows(user, rows)).json).toEqual({
      created: 2,
      merged: 0,
      skipped: 0,
      newCircles: ["Alpha", "Beta"],
      circlesLeftOut: ["Gamma", "Delta"],
    });
    expect(await circlesOf(user)).toHaveLength(50);
    expect(await membership(user)).toEqual({ Ana: ["Alpha", "Beta", "Circle 3"], Ben: ["Beta"] });
  });

  it("holds the limit inside the batch: circles made by another request meanwhile leave the import's new ones out", async () => {
    const user = await signUp();
    for (let i = 0; i < 49; i++) await circle(user, { name: `Circle ${i}` });
    // The plan sees 49 circles and makes one; another request makes the 50th just before the batch runs.
    const db = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "batch")
          return async (statements: D1PreparedStatement[]) => {
            await target.prepare("INSERT INTO circles (userId, name) VALUES (?, 'Sneaked in')").bind(user.id).run();
            return target.batch(statements);
          };
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const done = await importContacts(getDb(db), user.id, [{ name: "Ana", circles: ["Friends"] }], {
      onDuplicate: "skip",
      region: null,
      timeZone: "UTC",
    });
    expect(done.counts).toEqual({ created: 1, merged: 0, skipped: 0, newCircles: [], circlesLeftOut: ["Friends"] });
    expect(await circlesOf(user)).toHaveLength(50);
    expect(await membership(user)).toEqual({ Ana: [] });
  });

  it("joining a circle with a rhythm gives a check-in (the shorter one wins) and arms the scheduler; one's own rhythm still wins", async () => {
    const user = await signUp();
    const monthly = await circle(user, { name: "Clients", cadenceEvery: 1, cadenceUnit: "month" });
    await circle(user, { name: "Close friends", cadenceEvery: 2, cadenceUnit: "week" });
    // Already following the monthly circle: the fortnightly one moves the check-in sooner.
    const ben = await api("/api/contacts", { token: user.token, body: { name: "Ben", email: "ben@example.com", circleIds: [monthly.id] } });
    expect(daysUntil(ben.json.nextCheckInAt)).toBeGreaterThanOrEqual(27);
    const own = await api("/api/contacts", {
      token: user.token,
      body: { name: "Chloé", email: "chloe@example.com", cadenceEvery: 3, cadenceUnit: "day" },
    });
    const res = await importRows(
      user,
      [
        { name: "Ana", phoneNumber: "+44 20 7946 0958", circles: ["clients"] },
        { name: "Ben", email: "ben@example.com", circles: ["Close friends"] },
        { name: "Chloé", email: "chloe@example.com", circles: ["Close friends"] },
        { name: "Dev", email: "dev@example.com", circles: ["Book club"] },
      ],
      "merge",
    );
    expect(res.json).toMatchObject({ created: 2, merged: 2 });
    const people = Object.fromEntries((await peopleOf(user)).map((p) => [p.name, daysUntil(p.nextCheckInAt)]));
    expect(people.Ana).toBeGreaterThanOrEqual(27);
    expect(people).toMatchObject({ Ben: 14, Chloé: 3, Dev: null });
    // One pending check-in each, linked to its contact: none twice, none stray.
    const pending = (await api("/api/reminders", { token: user.token })).json as { targetName: string; phoneNumber: string | null }[];
    expect(pending.map((n) => n.targetName).sort()).toEqual(["Ana", "Ben", "Chloé"]);
    expect(pending.find((n) => n.targetName === "Ana")?.phoneNumber).toBe("+442079460958");
    const soonest = Math.min(...(await peopleOf(user)).flatMap((p) => (p.nextCheckInAt ? [Date.parse(p.nextCheckInAt)] : [])));
    expect(await schedulerFor(env, user.id).nextAlarm()).toBe(soonest);
    expect(own.json.id).toBeDefined();
  });

  it("costs a few statements whatever the number of rows and circles", async () => {
    const user = await signUp();
    await circle(user, { name: "Weekly", cadenceEvery: 1, cadenceUnit: "week" });
    const sizes: number[] = [];
    const db = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "batch")
          return (statements: D1PreparedStatement[]) => {
            sizes.push(statements.length);
            return target.batch(statements);
          };
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const rows = (circles: boolean) =>
      Array.from({ length: 250 }, (_, i) => ({
        name: `P${i}`,
        email: `p${i}-${circles}@example.com`,
        ...(circles ? { circles: ["Weekly", ...Array.from({ length: 19 }, (_, j) => `Group ${(i + j) % 40}`)] } : {}),
      }));
    const options = { onDuplicate: "skip", region: null, timeZone: "UTC" } as const;
    await importContacts(getDb(db), user.id, rows(false), options);
    const done = await importContacts(getDb(db), user.id, rows(true), options);
    expect(done.counts).toMatchObject({ created: 250, circlesLeftOut: [] });
    expect(done.counts.newCircles).toHaveLength(40);
    // Circles made, who is in them, and the check-ins (insert, link, tidy): five statements more.
    expect(sizes[1]! - sizes[0]!).toBe(5);
    expect((await circlesOf(user)).find((c) => c.name === "Weekly")?.memberCount).toBe(250);
    expect((await api("/api/reminders", { token: user.token })).json).toHaveLength(250);
  });

  it("says what is wrong with a row's circles, and never answers 500", async () => {
    const user = await signUp();
    const message = async (circles: unknown) => {
      const res = await importRows(user, [{ name: "Ana", circles } as Row]);
      expect(res.status).toBe(400);
      return res.json.message;
    };
    expect(await message("Friends")).toBe("circles must be a list of names");
    expect(await message(["x".repeat(51)])).toBe("Name must be at most 50 characters");
    expect(await message(["  "])).toBe("Name is required");
    expect(await message([42])).toBe("Name is required");
    expect(await message(Array.from({ length: 21 }, (_, i) => `G${i}`))).toBe("A contact can bring at most 20 circles");
    expect(await circlesOf(user)).toEqual([]);
  });
});
