import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, signUp, expectRefused } from "./helpers";

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const nudge = (overrides: Record<string, unknown> = {}) => ({
  targetName: "Ana",
  message: "Ask how the new job is going",
  remindAt: inMinutes(60),
  ...overrides,
});

async function schedule(token: string, overrides: Record<string, unknown> = {}) {
  const res = await api("/api/reminder", { token, body: nudge(overrides) });
  expect(res.status).toBe(201);
  return res.json;
}

/** Marks a nudge as delivered directly in D1, to give history something to show. */
const markSent = (id: number, sentAt = Date.now()) =>
  env.DB.prepare("UPDATE reminders SET sent = 1, sentAt = ? WHERE id = ?").bind(sentAt, id).run();

describe("scheduling a nudge", () => {
  it("creates it trimmed, with optional fields null when blank, and lists pending ones soonest first", async () => {
    const user = await signUp();
    const later = await schedule(user.token, {
      targetName: "  Ben ",
      message: " Coffee? ",
      remindAt: inMinutes(120),
      phoneNumber: "",
      url: "  ",
    });
    expect(later).toMatchObject({
      targetName: "Ben",
      message: "Coffee?",
      phoneNumber: null,
      url: null,
      sent: false,
      saved: false,
      sentAt: null,
      userId: user.id,
    });
    const sooner = await schedule(user.token, { phoneNumber: "+1 (555) 123-4567", url: "https://example.com/ana", userId: user.id });
    // Written with its country code, the number reads without a region and is stored as E.164 (issue 21).
    expect(sooner).toMatchObject({ phoneNumber: "+15551234567", url: "https://example.com/ana" });
    expect(new Date(sooner.remindAt).toISOString()).toBe(sooner.remindAt);
    const list = await api("/api/reminders", { token: user.token });
    expect(list.json.map((r: { id: number }) => r.id)).toEqual([sooner.id, later.id]);
  });

  it.each([
    [{ targetName: " " }, "Person's name is required"],
    [{ message: "" }, "Message is required"],
    [{ remindAt: "" }, "Date and time are required"],
    [{ remindAt: "next tuesday-ish" }, "Date must be a valid date and time"],
    [{ remindAt: new Date(Date.now() - 1000).toISOString() }, "Please select a future date and time."],
    [{ phoneNumber: "call me maybe" }, "Phone number needs at least 3 digits"],
    [{ url: "javascript:alert(1)" }, "Link must be a full web address starting with http:// or https://"],
    [{ url: "ftp://example.com" }, "Link must be a full web address starting with http:// or https://"],
    // The URL parser drops CR, LF and TAB, so the raw text would reach the calendar feed's URL: line.
    [
      { url: "https://a.test/x\r\nATTENDEE;CN=Evil:mailto:evil@x.test\r\nBEGIN:VALARM" },
      "Link can't contain spaces or line breaks: check the web address",
    ],
    [{ url: "https://a.test/x\ty" }, "Link can't contain spaces or line breaks: check the web address"],
    [{ url: "https://a.test/two words" }, "Link can't contain spaces or line breaks: check the web address"],
    [{ targetName: "x".repeat(101) }, "Name must be at most 100 characters"],
    [{ message: "x".repeat(1001) }, "Message must be at most 1000 characters"],
  ])("rejects %j", async (overrides, message) => {
    const user = await signUp();
    const res = await api("/api/reminder", { token: user.token, body: nudge(overrides) });
    expectRefused(res, 400, message);
    expect((await api("/api/reminders", { token: user.token })).json).toEqual([]);
  });

  it("refuses a userId that is not the signed-in user's", async () => {
    const user = await signUp();
    const res = await api("/api/reminder", { token: user.token, body: nudge({ userId: user.id + 1000 }) });
    expect(res.status).toBe(403);
  });
});

describe("changing nudges", () => {
  it("edits a pending nudge and refuses to edit a sent one", async () => {
    const user = await signUp();
    const created = await schedule(user.token, { phoneNumber: "555 0100" });
    const res = await api(`/api/reminders/${created.id}`, {
      method: "PUT",
      token: user.token,
      body: {
        userId: user.id,
        targetName: "Ana Souza",
        message: "Lunch on Friday?",
        remindAt: inMinutes(30),
        url: "https://cal.example.com",
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: created.id,
      targetName: "Ana Souza",
      message: "Lunch on Friday?",
      url: "https://cal.example.com",
    });
    await markSent(created.id);
    const late = await api(`/api/reminders/${created.id}`, { method: "PUT", token: user.token, body: nudge() });
    expect(late.status).toBe(409);
  });

  it("deletes, saves and reuses", async () => {
    const user = await signUp();
    const a = await schedule(user.token);
    await markSent(a.id);
    const saved = await api(`/api/reminders/${a.id}/save`, { method: "PATCH", token: user.token, body: { saved: true } });
    expect(saved.json.saved).toBe(true);
    const history = await api("/api/nudge-history", { token: user.token });
    expect(history.json).toEqual([expect.objectContaining({ id: a.id, sent: true, saved: true, sentAt: expect.any(String) })]);

    const reused = await api(`/api/reminders/${a.id}/duplicate`, { token: user.token, body: { remindAt: inMinutes(24 * 60) } });
    expect(reused.status).toBe(201);
    expect(reused.json).toMatchObject({ targetName: a.targetName, message: a.message, sent: false, saved: false });
    expect(reused.json.id).not.toBe(a.id);
    // Reused with a new message (a picked draft): the person, phone and link stay the old one's.
    const redrafted = await api(`/api/reminders/${a.id}/duplicate`, {
      token: user.token,
      body: { remindAt: inMinutes(48 * 60), message: "Hi Ana, how's the new job going?" },
    });
    expect(redrafted.json).toMatchObject({ targetName: a.targetName, message: "Hi Ana, how's the new job going?", sent: false });
    expect((await api(`/api/reminders/${redrafted.json.id}`, { method: "DELETE", token: user.token })).status).toBe(200);
    expect((await api(`/api/reminders/${a.id}/duplicate`, { token: user.token, body: { remindAt: "" } })).json.message).toBe(
      "Remind date is required",
    );

    expect((await api(`/api/reminders/${a.id}`, { method: "DELETE", token: user.token })).status).toBe(200);
    expect((await api("/api/nudge-history", { token: user.token })).json).toEqual([]);
    expect((await api(`/api/reminders/${a.id}`, { method: "DELETE", token: user.token })).status).toBe(404);
  });

  it("history is newest first", async () => {
    const user = await signUp();
    const old = await schedule(user.token);
    const recent = await schedule(user.token);
    await markSent(old.id, Date.now() - 60_000);
    await markSent(recent.id);
    expect((await api("/api/nudge-history", { token: user.token })).json.map((r: { id: number }) => r.id)).toEqual([recent.id, old.id]);
  });

  it("gives another user 404 on every id route and shows them none of it", async () => {
    const ana = await signUp();
    const ben = await signUp();
    const mine = await schedule(ana.token);
    const calls = [
      api(`/api/reminders/${mine.id}`, { method: "PUT", token: ben.token, body: nudge() }),
      api(`/api/reminders/${mine.id}`, { method: "DELETE", token: ben.token }),
      api(`/api/reminders/${mine.id}/save`, { method: "PATCH", token: ben.token, body: { saved: true } }),
      api(`/api/reminders/${mine.id}/duplicate`, { token: ben.token, body: { remindAt: inMinutes(5) } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    expect((await api("/api/reminders", { token: ben.token })).json).toEqual([]);
    expect((await api("/api/reminders", { token: ana.token })).json).toEqual([
      expect.objectContaining({ id: mine.id, targetName: "Ana", saved: false }),
    ]);
  });

  it("answers 400 for a non-numeric id", async () => {
    const user = await signUp();
    expect((await api("/api/reminders/abc", { method: "DELETE", token: user.token })).status).toBe(400);
  });
});
