// A contact's history of being in touch (issue 41): logged by hand or from the share sheet, listed
// newest first, each person's to themselves, and moving the contact's "last contact".
import { describe, expect, it } from "vitest";
import { api, expectRefused, signUp } from "./helpers";

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

async function personWithContact(name = "Ana Souza") {
  const user = await signUp();
  const contact = await api("/api/contacts", { token: user.token, body: { name } });
  expect(contact.status).toBe(201);
  return { ...user, contactId: contact.json.id as number };
}

const log = (token: string, body: Record<string, unknown>) => api("/api/interactions", { token, body });
const list = (token: string, contactId: number | string) => api(`/api/interactions?contactId=${contactId}`, { token });

describe("interactions", () => {
  it("are logged and listed newest first, each with its source", async () => {
    const { token, contactId } = await personWithContact();
    const coffee = await log(token, { contactId, at: hoursAgo(30), title: "Coffee", source: "manual" });
    expect(coffee.status).toBe(201);
    expect(coffee.json).toEqual({
      id: expect.any(Number),
      contactId,
      at: expect.any(String),
      title: "Coffee",
      source: "manual",
      createdAt: expect.any(String),
    });
    await log(token, { contactId, at: hoursAgo(2), title: "  Shared: the article about Lisbon  ", source: "share" });
    const res = await list(token, contactId);
    expect(res.status).toBe(200);
    expect(res.json.map((i: { title: string; source: string }) => [i.title, i.source])).toEqual([
      ["Shared: the article about Lisbon", "share"],
      ["Coffee", "manual"],
    ]);
  });

  it("move the contact's last contact forward, never back", async () => {
    const { token, contactId } = await personWithContact();
    const lastContact = async () =>
      (await api("/api/contacts", { token })).json.find((c: { id: number }) => c.id === contactId).lastContactAt as string | null;
    const recent = hoursAgo(1);
    await log(token, { contactId, at: recent, title: "Call", source: "manual" });
    expect(await lastContact()).toBe(new Date(recent).toISOString());
    await log(token, { contactId, at: hoursAgo(48), title: "Lunch", source: "manual" });
    expect(await lastContact()).toBe(new Date(recent).toISOString());
  });

  it("are each person's own: another's contact is a 404, and nothing is logged there", async () => {
    const owner = await personWithContact();
    const other = await signUp();
    const res = await log(other.token, { contactId: owner.contactId, at: hoursAgo(1), title: "Coffee", source: "manual" });
    expectRefused(res, 404, "Contact not found");
    expectRefused(await list(other.token, owner.contactId), 404, "Contact not found");
    expect((await list(owner.token, owner.contactId)).json).toEqual([]);
  });

  it("refuse what can't be logged, with the reason", async () => {
    const { token, contactId } = await personWithContact();
    const valid = { contactId, at: hoursAgo(1), title: "Coffee", source: "manual" };
    expectRefused(await log(token, { ...valid, title: "   " }), 400, "Title is required");
    expectRefused(await log(token, { ...valid, title: "x".repeat(201) }), 400, "Title must be at most 200 characters");
    expectRefused(await log(token, { ...valid, at: "yesterday" }), 400, "at must be a date and time like 2026-11-12T10:00:00Z");
    expectRefused(
      await log(token, { ...valid, at: new Date(Date.now() + 3 * 86_400_000).toISOString() }),
      400,
      "at can't be in the future",
    );
    // The calendar, mail and nudges log their own; a person logs by hand or by sharing.
    expectRefused(await log(token, { ...valid, source: "calendar" }), 400, 'source must be "share" or "manual"');
    expectRefused(await list(token, "0x1"), 400, "contactId must be a contact's id");
    expectRefused(await api("/api/interactions", { token }), 400, "contactId is required");
    expect((await list(token, contactId)).json).toEqual([]);
  });

  it("are in the account's export, each with its source", async () => {
    const { token, contactId } = await personWithContact();
    await log(token, { contactId, at: hoursAgo(1), title: "Coffee", source: "manual" });
    const exported = await api("/api/account/export", { token });
    expect(exported.json.interactions).toEqual([
      expect.objectContaining({ contactId, title: "Coffee", source: "manual", sourceRef: null, at: expect.any(String) }),
    ]);
  });

  it("go with the contact when it is deleted", async () => {
    const { token, contactId } = await personWithContact();
    await log(token, { contactId, at: hoursAgo(1), title: "Coffee", source: "manual" });
    expect((await api(`/api/contacts/${contactId}`, { method: "DELETE", token })).status).toBe(200);
    expectRefused(await list(token, contactId), 404, "Contact not found");
  });
});
