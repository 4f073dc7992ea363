// How an imported row's number and name meet the stored contacts (issue 38): the same number
// written with or without its country code, with or without a region to read it in, and a row
// that only shares a name, which the preview flags as "maybe" instead of deciding.
import { describe, expect, it } from "vitest";
import { api, signUp } from "./helpers";

type User = Awaited<ReturnType<typeof signUp>>;
type Row = { name: string; phoneNumber?: string; email?: string; onDuplicate?: "skip" | "merge" };

const contactsOf = async (user: User) => (await api("/api/contacts", { token: user.token })).json as Record<string, unknown>[];

/** A person in `timeZone` (UTC: no region, so only numbers with their +country code read) with one stored contact. */
async function personWith(timeZone: string, stored: { name: string; phoneNumber: string }) {
  const user = await signUp();
  expect((await api("/api/account/settings", { method: "PATCH", token: user.token, body: { timeZone } })).status).toBe(200);
  const res = await api("/api/contacts", { token: user.token, body: stored });
  expect(res.status).toBe(201);
  return { user, id: res.json.id as number };
}

const ANA = { name: "Ana Souza", phoneNumber: "+1 555 010 2030" };
const NEW_YORK = "America/New_York";

// [case, time zone, stored contact, imported row, what the preview says: "same" (found), "maybe" (flagged) or "new"]
const CASES: [string, string, { name: string; phoneNumber: string }, Row, "same" | "maybe" | "new"][] = [
  ["E.164 stored, national imported, region known", NEW_YORK, ANA, { name: "Ana Souza", phoneNumber: "(555) 010-2030" }, "same"],
  ["E.164 stored, national imported, no region", "UTC", ANA, { name: "Ana Souza", phoneNumber: "(555) 010-2030" }, "same"],
  ["national stored, E.164 imported, no region", "UTC", { name: "Ana Souza", phoneNumber: "(555) 010-2030" }, ANA, "same"],
  [
    "national with its trunk 0 imported, no region",
    "UTC",
    { name: "Ben Lee", phoneNumber: "+44 20 7946 0958" },
    { name: "Ben Lee", phoneNumber: "020 7946 0958" },
    "same",
  ],
  ["different name, same number, region known", NEW_YORK, ANA, { name: "Ana S.", phoneNumber: "555-010-2030" }, "same"],
  ["different name, same number, no region", "UTC", ANA, { name: "Ana S.", phoneNumber: "555-010-2030" }, "same"],
  ["same name, different number, region known", NEW_YORK, ANA, { name: "Ana Souza", phoneNumber: "(555) 010-9999" }, "maybe"],
  ["same name, different number, no region", "UTC", ANA, { name: "ana souza ", phoneNumber: "+1 555 010 9999" }, "maybe"],
  ["same name, no number", "UTC", ANA, { name: "Ana Souza", email: "ana@example.com" }, "maybe"],
  ["different name, different number, no region", "UTC", ANA, { name: "Bea Lima", phoneNumber: "(555) 010-9999" }, "new"],
  [
    "same national digits in a country they have nobody in, no region",
    "UTC",
    { name: "Ben Lee", phoneNumber: "+44 20 7946 0958" },
    { name: "Cy", phoneNumber: "+1 207 946 0958" },
    "new",
  ],
];

describe("which stored contact an imported row is", () => {
  it.each(CASES)("%s", async (_case, timeZone, stored, row, expected) => {
    const { user, id } = await personWith(timeZone, stored);
    const res = await api("/api/contacts/import/preview", { token: user.token, body: { contacts: [row] } });
    expect(res.status).toBe(200);
    const [outcome] = res.json.rows;
    if (expected === "new") expect(outcome).toEqual({ status: "new" });
    else if (expected === "maybe") expect(outcome).toEqual({ status: "maybe", contactId: id, contactName: stored.name });
    else expect(outcome).toMatchObject({ status: expect.stringMatching(/^(same|merge)$/), contactId: id, contactName: stored.name });
  });
});

describe("importing with no region", () => {
  it("finds Ana by her national number instead of adding a second Ana", async () => {
    const { user, id } = await personWith("UTC", ANA);
    const rows = [{ name: "Ana Souza", phoneNumber: "(555) 010-2030", email: "ana@example.com" }];
    const res = await api("/api/contacts/import", { token: user.token, body: { contacts: rows, onDuplicate: "merge" } });
    expect(res.json).toMatchObject({ created: 0, merged: 1, skipped: 0 });
    expect(await contactsOf(user)).toEqual([expect.objectContaining({ id, phoneNumber: "+15550102030", email: "ana@example.com" })]);
  });

  it("adds a flagged same-name row as someone new, or leaves it out when the row says skip", async () => {
    const { user } = await personWith("UTC", ANA);
    const other = { name: "Ana Souza", phoneNumber: "+351 912 345 678" };
    const skipped = await api("/api/contacts/import", { token: user.token, body: { contacts: [{ ...other, onDuplicate: "skip" }] } });
    expect(skipped.json).toMatchObject({ created: 0, merged: 0, skipped: 1 });
    // Whatever the request's choice for people already there: a maybe is not one of them.
    const added = await api("/api/contacts/import", { token: user.token, body: { contacts: [other], onDuplicate: "skip" } });
    expect(added.json).toMatchObject({ created: 1, merged: 0, skipped: 0 });
    expect((await contactsOf(user)).map((c) => c.phoneNumber)).toEqual(["+15550102030", "+351912345678"]);
  });
});
