// Importing contacts from files (issue 23): the preview's row-by-row plan, skip and merge, the
// birthdays an import brings with their nudges, atomic batches and importing the same file twice.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { importContacts } from "../../worker/db/contact-import";
import { api, signUp, expectRefused } from "./helpers";

type User = Awaited<ReturnType<typeof signUp>>;
type Row = { name: string; phoneNumber?: string; email?: string; notes?: string; birthday?: string; onDuplicate?: "skip" | "merge" };

const importRows = (user: User, contacts: Row[], onDuplicate?: "skip" | "merge") =>
  api("/api/contacts/import", { token: user.token, body: { contacts, ...(onDuplicate ? { onDuplicate } : {}) } });
const preview = (user: User, contacts: Row[]) => api("/api/contacts/import/preview", { token: user.token, body: { contacts } });
/** An import's answer without circles: nothing made, nothing left out. */
const counts = (created: number, merged: number, skipped: number) => ({ created, merged, skipped, newCircles: [], circlesLeftOut: [] });
const contactsOf = async (user: User) => (await api("/api/contacts", { token: user.token })).json as Record<string, unknown>[];

/** A person in New York (numbers without a country code read as US ones) with one contact. */
async function withAna(notes = "Met at Lisbon meetup") {
  const user = await signUp();
  await api("/api/account/settings", { method: "PATCH", token: user.token, body: { timeZone: "America/New_York" } });
  const ana = await api("/api/contacts", { token: user.token, body: { name: "Ana Souza", phoneNumber: "+1 555 010 2030", notes } });
  expect(ana.status).toBe(201);
  return { user, anaId: ana.json.id as number };
}

describe("previewing an import", () => {
  it("says for each row whether it is new, already there, or fills in a contact, and writes nothing", async () => {
    const { user, anaId } = await withAna();
    const res = await preview(user, [
      { name: "Ana S.", phoneNumber: "(555) 010-2030" },
      { name: "Ana Souza", phoneNumber: "+15550102030", email: "ana@example.com", notes: "Met at Lisbon meetup\nLoves jazz" },
      { name: "Ben Lee", email: "Ben@Example.com" },
      { name: "Benjamin Lee", email: "ben@example.com", birthday: "1990-03-14" },
      { name: "Chloé" },
    ]);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      ...counts(2, 2, 1),
      rows: [
        { status: "same", contactId: anaId, contactName: "Ana Souza", adds: [] },
        { status: "merge", contactId: anaId, contactName: "Ana Souza", adds: ["email", "notes"] },
        { status: "new" },
        { status: "merge", row: 2, contactName: "Ben Lee", adds: ["birthday"] },
        { status: "new" },
      ],
    });
    expect(await contactsOf(user)).toHaveLength(1);
  });
});

describe("importing", () => {
  it("merges by filling in only what a contact lacks: its own name, number and notes stay", async () => {
    const { user, anaId } = await withAna();
    const res = await importRows(
      user,
      [
        {
          name: "Ana",
          phoneNumber: "555 010 2030",
          email: "ana@example.com",
          notes: "Works at Acme\nMet at Lisbon meetup",
          birthday: "1991-07-04",
        },
      ],
      "merge",
    );
    expect(res.json).toEqual(counts(0, 1, 0));
    const [ana] = await contactsOf(user);
    expect(ana).toMatchObject({
      id: anaId,
      name: "Ana Souza",
      phoneNumber: "+15550102030",
      email: "ana@example.com",
      notes: "Met at Lisbon meetup\nWorks at Acme",
    });
    const dates = (await api(`/api/contacts/${anaId}/dates`, { token: user.token })).json;
    expect(dates).toEqual([expect.objectContaining({ label: "Birthday", date: "1991-07-04", leadDays: 0 })]);
    expect(Date.parse(dates[0].nextNudgeAt)).toBeGreaterThan(Date.now());
  });

  it("skips matches by default and follows each row's own choice", async () => {
    const { user } = await withAna();
    const rows: Row[] = [
      { name: "Ana", phoneNumber: "+15550102030", email: "ana@example.com" },
      { name: "Ana", phoneNumber: "+15550102030", notes: "Has a dog", onDuplicate: "merge" },
    ];
    expect((await importRows(user, rows)).json).toEqual(counts(0, 1, 1));
    expect((await contactsOf(user))[0]).toMatchObject({ email: null, notes: "Met at Lisbon meetup\nHas a dog" });
  });

  it("gives a new contact's birthday its nudge on the day, in the person's time zone", async () => {
    const user = await signUp();
    await api("/api/account/settings", { method: "PATCH", token: user.token, body: { timeZone: "Europe/Berlin" } });
    expect((await importRows(user, [{ name: "Dora", email: "dora@example.com", birthday: "1985-12-24" }])).json).toEqual(counts(1, 0, 0));
    const [dora] = await contactsOf(user);
    const [date] = (await api(`/api/contacts/${dora!.id}/dates`, { token: user.token })).json;
    // 09:00 in Berlin is 08:00 UTC in December.
    expect(date.nextNudgeAt).toMatch(/-12-24T08:00:00\.000Z$/);
    const pending = (await api("/api/reminders", { token: user.token })).json;
    expect(pending).toEqual([expect.objectContaining({ targetName: "Dora", message: "Dora's birthday is today" })]);
  });

  it("finds everyone there the second time the same file is imported, whichever choice", async () => {
    const user = await signUp();
    const file: Row[] = [
      { name: "Ana", phoneNumber: "+1 555 010 2030", notes: "Acme", birthday: "1990-02-28" },
      { name: "Ben", email: "ben@example.com" },
      { name: "Chloé" },
    ];
    expect((await importRows(user, file)).json).toEqual(counts(3, 0, 0));
    expect((await importRows(user, file, "merge")).json).toEqual(counts(0, 0, 3));
    expect((await importRows(user, file, "skip")).json).toEqual(counts(0, 0, 3));
    expect(await contactsOf(user)).toHaveLength(3);
    expect((await api("/api/reminders", { token: user.token })).json).toHaveLength(1);
  });

  it("a row repeating an earlier one in the same file fills that one in instead of adding a second", async () => {
    const user = await signUp();
    const res = await importRows(
      user,
      [
        { name: "Ben", email: "ben@example.com" },
        { name: "Ben Lee", email: "BEN@example.com", phoneNumber: "+44 20 7946 0958", birthday: "1990-01-02" },
      ],
      "merge",
    );
    expect(res.json).toEqual(counts(1, 1, 0));
    expect(await contactsOf(user)).toEqual([
      expect.objectContaining({ name: "Ben", email: "ben@example.com", phoneNumber: "+442079460958" }),
    ]);
    expect((await api("/api/reminders", { token: user.token })).json).toEqual([expect.objectContaining({ targetName: "Ben" })]);
  });

  it("imports a request whole or not at all", async () => {
    const user = await signUp();
    // The batch's last statement fails, as when D1 goes away mid-batch: nothing before it stays.
    const db = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "batch")
          return (statements: D1PreparedStatement[]) => target.batch([...statements, target.prepare("SELECT * FROM no_such_table")]);
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const rows = Array.from({ length: 40 }, (_, i) => ({
      name: `P${i}`,
      email: `p${i}@example.com`,
      birthday: `1990-05-0${(i % 9) + 1}`,
    }));
    await expect(importContacts(getDb(db), user.id, rows, { onDuplicate: "skip", region: null, timeZone: "UTC" })).rejects.toThrow();
    expect(await contactsOf(user)).toEqual([]);
    expect((await api("/api/reminders", { token: user.token })).json).toEqual([]);
  });

  it("says what is wrong with a bad row or too many rows", async () => {
    const user = await signUp();
    const message = async (body: unknown, path = "/api/contacts/import") => {
      const res = await api(path, { token: user.token, body });
      expect(res.status).toBe(400);
      return res.json.message;
    };
    expect(await message({ contacts: [{ name: "A", birthday: "1990-02-30" }] })).toBe("birthday is not a real calendar date");
    expect(await message({ contacts: [{ name: "A", email: "not an email" }] })).toBe("Invalid email address");
    expect(await message({ contacts: [{ name: "A" }], onDuplicate: "replace" })).toBe("onDuplicate must be skip or merge");
    const many = Array.from({ length: 5001 }, (_, i) => ({ name: `P${i}` }));
    expect(await message({ contacts: many }, "/api/contacts/import/preview")).toBe("At most 5000 contacts can be previewed at once");
  });

  it("takes a whole address book for a preview, past the 256 KB other bodies may have, but not past 8 MB", async () => {
    const user = await signUp();
    const book = Array.from({ length: 5000 }, (_, i) => ({
      name: `Person ${i}`,
      email: `person${i}@example.com`,
      notes: `Met at event ${i}`,
    }));
    const res = await preview(user, book);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ created: 5000, merged: 0, skipped: 0 });
    const huge = await api("/api/contacts/import/preview", {
      token: user.token,
      rawBody: JSON.stringify({ contacts: [{ name: "x".repeat(9 * 1024 * 1024) }] }),
    });
    expectRefused(huge, 413, "Request body is too large (8 MB at most).");
  });

  it("never matches or changes another person's contacts", async () => {
    const { user: owner, anaId } = await withAna();
    const other = await signUp();
    const res = await preview(other, [{ name: "Ana Souza", phoneNumber: "+15550102030", email: "x@example.com" }]);
    expect(res.json.rows).toEqual([{ status: "new" }]);
    await importRows(other, [{ name: "Ana Souza", phoneNumber: "+15550102030", email: "x@example.com" }], "merge");
    expect((await contactsOf(owner))[0]).toMatchObject({ id: anaId, email: null });
  });
});
