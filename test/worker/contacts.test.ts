import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, signUp, expectRefused } from "./helpers";

async function addContact(token: string, body: Record<string, unknown>) {
  const res = await api("/api/contacts", { token, body });
  expect(res.status).toBe(201);
  return res.json;
}

describe("contacts", () => {
  it("creates, lists by name with note counts, edits and deletes", async () => {
    const user = await signUp();
    const zoe = await addContact(user.token, {
      userId: user.id,
      name: " Zoë Park ",
      phoneNumber: "+1 555 010 0100",
      email: "",
      notes: "Met at the conference",
    });
    expect(zoe).toMatchObject({
      name: "Zoë Park",
      phoneNumber: "+15550100100",
      email: null,
      notes: "Met at the conference",
      lastContactAt: null,
      noteCount: 0,
    });
    expect(zoe).not.toHaveProperty("phoneKey");
    const ana = await addContact(user.token, { name: "ana Souza", email: "ana@example.com" });
    await api(`/api/contacts/${zoe.id}/bookmarks`, {
      token: user.token,
      body: { contactId: zoe.id, userId: user.id, note: "Loves hiking", category: "Hobbies" },
    });
    const list = (await api("/api/contacts", { token: user.token })).json;
    expect(list.map((c: { name: string; noteCount: number }) => [c.name, c.noteCount])).toEqual([
      ["ana Souza", 0],
      ["Zoë Park", 1],
    ]);

    const edited = await api(`/api/contacts/${ana.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Ana Souza", phoneNumber: "555 0101", email: "ana@work.example" },
    });
    expect(edited.json).toMatchObject({ name: "Ana Souza", phoneNumber: "555 0101", email: "ana@work.example", noteCount: 0 });
    expect((await api(`/api/contacts/${ana.id}`, { method: "DELETE", token: user.token })).status).toBe(200);
    expect((await api("/api/contacts", { token: user.token })).json).toHaveLength(1);
  });

  it.each([
    [{ name: "" }, "Name is required"],
    [{ name: "Ana", email: "not-an-email" }, "Invalid email address"],
    [{ name: "Ana", phoneNumber: "call me" }, "Phone number needs at least 3 digits"],
    [{}, "Name is required"],
  ])("rejects %j", async (body, message) => {
    const user = await signUp();
    const res = await api("/api/contacts", { token: user.token, body });
    expectRefused(res, 400, message);
  });

  it("deleting a contact deletes its notes", async () => {
    const user = await signUp();
    const c = await addContact(user.token, { name: "Ben" });
    await api(`/api/contacts/${c.id}/bookmarks`, { token: user.token, body: { note: "One" } });
    await api(`/api/contacts/${c.id}/bookmarks`, { token: user.token, body: { note: "Two", category: "Work" } });
    await api(`/api/contacts/${c.id}`, { method: "DELETE", token: user.token });
    const left = await env.DB.prepare("SELECT count(*) AS n FROM contact_bookmarks WHERE contactId = ?").bind(c.id).first<{ n: number }>();
    expect(left!.n).toBe(0);
  });
});

describe("contact notes", () => {
  it("adds, lists newest first, edits and deletes notes with categories", async () => {
    const user = await signUp();
    const c = await addContact(user.token, { name: "Chloé" });
    const first = await api(`/api/contacts/${c.id}/bookmarks`, {
      token: user.token,
      body: { note: " Starts a new job in May ", category: "Work" },
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ contactId: c.id, userId: user.id, note: "Starts a new job in May", category: "Work" });
    await env.DB.prepare("UPDATE contact_bookmarks SET createdAt = createdAt - 1000 WHERE id = ?").bind(first.json.id).run();
    const second = await api(`/api/contacts/${c.id}/bookmarks`, {
      token: user.token,
      body: { note: "Her sister is visiting", category: "" },
    });
    expect(second.json.category).toBeNull();
    const notes = (await api(`/api/contacts/${c.id}/bookmarks`, { token: user.token })).json;
    expect(notes.map((n: { id: number }) => n.id)).toEqual([second.json.id, first.json.id]);

    const edited = await api(`/api/contact-bookmarks/${first.json.id}`, {
      method: "PUT",
      token: user.token,
      body: { note: "Started the new job", category: "Work" },
    });
    expect(edited.json.note).toBe("Started the new job");
    expect((await api(`/api/contact-bookmarks/${second.json.id}`, { method: "DELETE", token: user.token })).status).toBe(200);
    expect((await api(`/api/contacts/${c.id}/bookmarks`, { token: user.token })).json).toHaveLength(1);
  });

  it.each([
    [{ note: " " }, "Note is required"],
    [{ note: "Hi", category: "Gossip" }, "Category must be one of Personal, Work, Family, Friends, Health, Travel, Hobbies, Other"],
  ])("rejects %j", async (body, message) => {
    const user = await signUp();
    const c = await addContact(user.token, { name: "Dan" });
    const res = await api(`/api/contacts/${c.id}/bookmarks`, { token: user.token, body });
    expectRefused(res, 400, message);
  });
});

describe("another user's contacts", () => {
  it("are 404 on every id route and never listed", async () => {
    const ana = await signUp();
    const ben = await signUp();
    const c = await addContact(ana.token, { name: "Private person", phoneNumber: "5550199" });
    const note = (await api(`/api/contacts/${c.id}/bookmarks`, { token: ana.token, body: { note: "secret" } })).json;
    const calls = [
      api(`/api/contacts/${c.id}`, { method: "PUT", token: ben.token, body: { name: "Hijacked" } }),
      api(`/api/contacts/${c.id}`, { method: "DELETE", token: ben.token }),
      api(`/api/contacts/${c.id}/bookmarks`, { token: ben.token }),
      api(`/api/contacts/${c.id}/bookmarks`, { token: ben.token, body: { note: "x" } }),
      api(`/api/contact-bookmarks/${note.id}`, { method: "PUT", token: ben.token, body: { note: "x" } }),
      api(`/api/contact-bookmarks/${note.id}`, { method: "DELETE", token: ben.token }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    expect((await api("/api/contacts", { token: ben.token })).json).toEqual([]);
    expect((await api("/api/contacts/interactions", { token: ben.token, body: { phoneNumber: "5550199", kind: "call" } })).json).toEqual({
      matched: false,
    });
    expect((await api(`/api/contacts/${c.id}/bookmarks`, { token: ana.token })).json).toEqual([
      expect.objectContaining({ note: "secret" }),
    ]);
  });
});

describe("import", () => {
  it("imports 250 rows in one request, skipping duplicates within the batch and of existing contacts", async () => {
    const user = await signUp();
    await addContact(user.token, { name: "Already here", phoneNumber: "+1 555 000 0001" });
    const rows = Array.from({ length: 250 }, (_, i) => ({
      name: `Person ${i}`,
      phoneNumber: `+1 555 000 ${String(i % 200).padStart(4, "0")}`,
    }));
    // i % 200 repeats 50 phones; "+1 555 000 0001" (i = 1 and 201) is also an existing contact.
    const res = await api("/api/contacts/import", { token: user.token, body: { contacts: rows } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ created: 199, merged: 0, skipped: 51, newCircles: [], circlesLeftOut: [] });
    expect((await api("/api/contacts", { token: user.token })).json).toHaveLength(200);
    const again = await api("/api/contacts/import", { token: user.token, body: { contacts: rows.slice(0, 10) } });
    expect(again.json).toEqual({ created: 0, merged: 0, skipped: 10, newCircles: [], circlesLeftOut: [] });
  });

  it("refuses more than 250 rows and rows without a name", async () => {
    const user = await signUp();
    const tooMany = Array.from({ length: 251 }, (_, i) => ({ name: `P${i}`, phoneNumber: `555${i}` }));
    expect((await api("/api/contacts/import", { token: user.token, body: { contacts: tooMany } })).json.message).toBe(
      "At most 250 contacts can be imported at once",
    );
    expect(
      (await api("/api/contacts/import", { token: user.token, body: { contacts: [{ name: "", phoneNumber: "555" }] } })).json.message,
    ).toBe("Name is required");
  });
});

describe("logging an interaction", () => {
  it("updates lastContactAt of the contact with that phone (any formatting) and adds an Other note", async () => {
    const user = await signUp();
    const c = await addContact(user.token, { name: "Ana", phoneNumber: "+1 (555) 123-4567" });
    const res = await api("/api/contacts/interactions", {
      token: user.token,
      body: { phoneNumber: "+15551234567", kind: "text", message: "How's the new job?" },
    });
    expect(res.json).toEqual({ matched: true, contactId: c.id });
    const [contact] = (await api("/api/contacts", { token: user.token })).json;
    expect(Date.parse(contact.lastContactAt)).toBeGreaterThan(Date.now() - 10_000);
    // In their history, not among the notes the person writes.
    expect(contact.noteCount).toBe(0);
    const [logged] = (await api(`/api/interactions?contactId=${c.id}`, { token: user.token })).json;
    expect(logged).toMatchObject({ title: 'Texted: "How\'s the new job?"', source: "nudge" });
  });
});
