// Phone numbers stored as E.164 in the person's region, as typed when they don't read (issue 21).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, signUp } from "./helpers";

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** A person whose time zone is `timeZone` (and so, unless they choose, their phone region). */
async function personIn(timeZone: string) {
  const user = await signUp();
  expect((await api("/api/account/settings", { method: "PATCH", token: user.token, body: { timeZone } })).status).toBe(200);
  return user;
}

/** What an import of these contacts counted, as the Contacts tab's import sends them. */
const importContacts = async (token: string, contacts: { name: string; phoneNumber: string }[]) =>
  (await api("/api/contacts/import", { token, body: { contacts } })).json as { created: number; merged: number; skipped: number };

/** An import of this one contact adds nothing: it is a duplicate of one already there. */
const expectSkippedAsDuplicate = async (token: string, contact: { name: string; phoneNumber: string }) =>
  expect(await importContacts(token, [contact])).toMatchObject({ created: 0, merged: 0, skipped: 1 });

const contactRow = (id: number) => env.DB.prepare("SELECT phoneNumber, phoneTyped, phoneKey FROM contacts WHERE id = ?").bind(id).first();
const nudgeRow = (id: number) => env.DB.prepare("SELECT phoneNumber, phoneTyped FROM reminders WHERE id = ?").bind(id).first();

describe("the phone region", () => {
  it("defaults from the time zone, follows it until chosen, and can go back to following it", async () => {
    const user = await signUp();
    const settings = async () => (await api("/api/account/settings", { token: user.token })).json;
    expect(await settings()).toMatchObject({ phoneRegion: null, phoneRegionSet: false });
    await api("/api/account/settings", { method: "PATCH", token: user.token, body: { timeZone: "Europe/London" } });
    expect(await settings()).toMatchObject({ phoneRegion: "GB", phoneRegionSet: false });
    await api("/api/account/settings", { method: "PATCH", token: user.token, body: { timeZone: "America/Toronto" } });
    expect(await settings()).toMatchObject({ phoneRegion: "CA", phoneRegionSet: false });

    const chosen = await api("/api/account/settings", { method: "PATCH", token: user.token, body: { phoneRegion: "IE" } });
    expect(chosen.json).toMatchObject({ timeZone: "America/Toronto", phoneRegion: "IE", phoneRegionSet: true });
    await api("/api/account/settings", { method: "PATCH", token: user.token, body: { timeZone: "Asia/Tokyo" } });
    expect(await settings()).toMatchObject({ phoneRegion: "IE", phoneRegionSet: true });

    const following = await api("/api/account/settings", { method: "PATCH", token: user.token, body: { phoneRegion: null } });
    expect(following.json).toMatchObject({ phoneRegion: "JP", phoneRegionSet: false });
  });

  it.each([["gb"], ["ZZ"], ["GBR"], [44]])("refuses %j as a region, with a message that says what to send", async (phoneRegion) => {
    const user = await signUp();
    const res = await api("/api/account/settings", { method: "PATCH", token: user.token, body: { phoneRegion } });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/two-letter (country )?code such as GB or US/);
  });
});

describe("contacts' numbers", () => {
  it("stores E.164 for a number that reads in the person's region, keeping what was typed", async () => {
    const user = await personIn("America/New_York");
    const res = await api("/api/contacts", { token: user.token, body: { name: "Ana", phoneNumber: " (555) 010-2030 " } });
    expect(res.status).toBe(201);
    expect(res.json.phoneNumber).toBe("+15550102030");
    expect(res.json).not.toHaveProperty("phoneTyped");
    expect(await contactRow(res.json.id)).toEqual({ phoneNumber: "+15550102030", phoneTyped: "(555) 010-2030", phoneKey: "15550102030" });

    const uk = await api("/api/contacts", { token: user.token, body: { name: "Ben", phoneNumber: "+44 20 7946 0958" } });
    expect(uk.json.phoneNumber).toBe("+442079460958");
  });

  it("keeps a number that doesn't read exactly as typed", async () => {
    const user = await personIn("America/New_York");
    const res = await api("/api/contacts", { token: user.token, body: { name: "Ana", phoneNumber: "555 0100" } });
    expect(res.status).toBe(201);
    expect(res.json.phoneNumber).toBe("555 0100");
    expect(await contactRow(res.json.id)).toEqual({ phoneNumber: "555 0100", phoneTyped: "555 0100", phoneKey: "5550100" });
  });

  it("without a region, only numbers written with their country code read", async () => {
    const user = await signUp(); // UTC: no country
    const national = await api("/api/contacts", { token: user.token, body: { name: "Ana", phoneNumber: "5550102030" } });
    expect(national.json.phoneNumber).toBe("5550102030");
    const international = await api("/api/contacts", { token: user.token, body: { name: "Ben", phoneNumber: "+1 555 010 2030" } });
    expect(international.json.phoneNumber).toBe("+15550102030");
  });

  it("reads the same digits in the region the person chose", async () => {
    const user = await personIn("America/New_York");
    await api("/api/account/settings", { method: "PATCH", token: user.token, body: { phoneRegion: "GB" } });
    const res = await api("/api/contacts", { token: user.token, body: { name: "Ana", phoneNumber: "020 7946 0958" } });
    expect(res.json.phoneNumber).toBe("+442079460958");
  });

  it("an edit reads the new number; an edit without a phone leaves it; a blank one clears it", async () => {
    const user = await personIn("Europe/London");
    const created = (await api("/api/contacts", { token: user.token, body: { name: "Ana", phoneNumber: "07700 900123" } })).json;
    expect(created.phoneNumber).toBe("+447700900123");
    const path = `/api/contacts/${created.id}`;
    const edited = await api(path, { method: "PUT", token: user.token, body: { name: "Ana", phoneNumber: "020 7946 0958" } });
    expect(edited.json.phoneNumber).toBe("+442079460958");
    expect(await contactRow(created.id)).toEqual({ phoneNumber: "+442079460958", phoneTyped: "020 7946 0958", phoneKey: "442079460958" });
    await api(path, { method: "PUT", token: user.token, body: { name: "Ana Souza" } });
    expect(await contactRow(created.id)).toEqual({ phoneNumber: "+442079460958", phoneTyped: "020 7946 0958", phoneKey: "442079460958" });
    await api(path, { method: "PUT", token: user.token, body: { name: "Ana Souza", phoneNumber: "" } });
    expect(await contactRow(created.id)).toEqual({ phoneNumber: null, phoneTyped: null, phoneKey: null });
  });

  it("saving the number as the edit form shows it keeps what was first typed", async () => {
    const user = await personIn("America/New_York");
    const ana = (await api("/api/contacts", { token: user.token, body: { name: "Ana", phoneNumber: "(555) 010-2030" } })).json;
    await api(`/api/contacts/${ana.id}`, { method: "PUT", token: user.token, body: { name: "Ana Souza", phoneNumber: "+1 555 010 2030" } });
    expect(await contactRow(ana.id)).toEqual({ phoneNumber: "+15550102030", phoneTyped: "(555) 010-2030", phoneKey: "15550102030" });
    const nudge = (
      await api("/api/reminder", {
        token: user.token,
        body: { targetName: "Ana", message: "Hi", phoneNumber: "555.010.2030", remindAt: inAnHour() },
      })
    ).json;
    await api(`/api/reminders/${nudge.id}`, {
      method: "PUT",
      token: user.token,
      body: { targetName: "Ana", message: "Hello", phoneNumber: "+1 555 010 2030", remindAt: inAnHour() },
    });
    expect(await nudgeRow(nudge.id)).toEqual({ phoneNumber: "+15550102030", phoneTyped: "555.010.2030" });
  });

  it("a text or call logged with the number written another way finds the contact", async () => {
    const user = await personIn("America/New_York");
    const ana = (await api("/api/contacts", { token: user.token, body: { name: "Ana", phoneNumber: "555-010-2030" } })).json;
    const res = await api("/api/contacts/interactions", { token: user.token, body: { phoneNumber: "+1 555 010 2030", kind: "call" } });
    expect(res.json).toEqual({ matched: true, contactId: ana.id });
    const typed = await api("/api/contacts/interactions", { token: user.token, body: { phoneNumber: "(555) 0102030", kind: "text" } });
    expect(typed.json).toEqual({ matched: true, contactId: ana.id });
  });
});

describe("nudges' numbers", () => {
  it("a scheduled or edited nudge stores E.164, or the text as typed, with what was typed kept", async () => {
    const user = await personIn("Europe/London");
    const created = await api("/api/reminder", {
      token: user.token,
      body: { targetName: "Ana", message: "Hi", phoneNumber: "020 7946 0958", remindAt: inAnHour() },
    });
    expect(created.status).toBe(201);
    expect(created.json.phoneNumber).toBe("+442079460958");
    expect(created.json).not.toHaveProperty("phoneTyped");
    expect(await nudgeRow(created.json.id)).toEqual({ phoneNumber: "+442079460958", phoneTyped: "020 7946 0958" });
    const pending = (await api("/api/reminders", { token: user.token })).json;
    expect(pending[0].phoneNumber).toBe("+442079460958");
    expect(pending[0]).not.toHaveProperty("phoneTyped");

    const body = { targetName: "Ana", message: "Hi", phoneNumber: "12 34", remindAt: inAnHour() };
    const edited = await api(`/api/reminders/${created.json.id}`, { method: "PUT", token: user.token, body });
    expect(edited.json.phoneNumber).toBe("12 34");
    expect(await nudgeRow(created.json.id)).toEqual({ phoneNumber: "12 34", phoneTyped: "12 34" });
  });

  it("a reused nudge carries its number and what was typed", async () => {
    const user = await personIn("Europe/London");
    const created = (
      await api("/api/reminder", {
        token: user.token,
        body: { targetName: "Ana", message: "Hi", phoneNumber: "020 7946 0958", remindAt: inAnHour() },
      })
    ).json;
    const copy = await api(`/api/reminders/${created.id}/duplicate`, { token: user.token, body: { remindAt: inAnHour() } });
    expect(await nudgeRow(copy.json.id)).toEqual({ phoneNumber: "+442079460958", phoneTyped: "020 7946 0958" });
  });
});

describe("importing contacts", () => {
  it("reads each number in the region and skips one already there however it is written", async () => {
    const user = await personIn("America/New_York");
    await api("/api/contacts", { token: user.token, body: { name: "Ana", phoneNumber: "+1 555 010 2030" } });
    const contacts = [
      { name: "Ana again", phoneNumber: "5550102030" },
      { name: "Ben", phoneNumber: "555.010.2031" },
      { name: "Ben again", phoneNumber: "+15550102031" },
      { name: "Chloé", phoneNumber: "+442079460958" },
      { name: "Dev", phoneNumber: "5550100" },
    ];
    expect(await importContacts(user.token, contacts)).toMatchObject({ created: 3, merged: 0, skipped: 2 });
    const list = (await api("/api/contacts", { token: user.token })).json;
    expect(list.map((c: { name: string; phoneNumber: string }) => [c.name, c.phoneNumber])).toEqual([
      ["Ana", "+15550102030"],
      ["Ben", "+15550102031"],
      ["Chloé", "+442079460958"],
      ["Dev", "5550100"],
    ]);
    const ben = list.find((c: { name: string }) => c.name === "Ben");
    expect(await contactRow(ben.id)).toEqual({ phoneNumber: "+15550102031", phoneTyped: "555.010.2031", phoneKey: "15550102031" });
  });

  it("another person's contacts never count as duplicates", async () => {
    const owner = await personIn("America/New_York");
    const other = await personIn("America/New_York");
    await api("/api/contacts", { token: owner.token, body: { name: "Ana", phoneNumber: "5550102030" } });
    expect(await importContacts(other.token, [{ name: "Ana", phoneNumber: "+1 555 010 2030" }])).toMatchObject({
      created: 1,
      merged: 0,
      skipped: 0,
    });
    expect((await api("/api/contacts", { token: owner.token })).json).toHaveLength(1);
  });
});

describe("numbers stored before E.164 (migrations/0014)", () => {
  /** A row as the app wrote it before: the typed text in phoneNumber, digits as the key, nothing in phoneTyped. */
  async function oldContact(userId: number, name: string, typed: string) {
    const row = await env.DB.prepare("INSERT INTO contacts (userId, name, phoneNumber, phoneKey) VALUES (?, ?, ?, ?) RETURNING id")
      .bind(userId, name, typed, typed.replace(/\D/g, ""))
      .first<{ id: number }>();
    return row!.id;
  }
  async function oldNudge(userId: number, typed: string) {
    const row = await env.DB.prepare(
      "INSERT INTO reminders (userId, targetName, message, phoneNumber, remindAt) VALUES (?, 'Ana', 'Hi', ?, ?) RETURNING id",
    )
      .bind(userId, typed, Date.now() + 3_600_000)
      .first<{ id: number }>();
    return row!.id;
  }

  it("are read on the person's next contacts read: E.164 where they read, as typed where not, the typed text kept", async () => {
    const user = await personIn("America/Chicago");
    const ana = await oldContact(user.id, "Ana", "(555) 010-2030");
    const dev = await oldContact(user.id, "Dev", "555 0100");
    const nudge = await oldNudge(user.id, "555.010.2030");
    const list = (await api("/api/contacts", { token: user.token })).json;
    expect(list.map((c: { phoneNumber: string }) => c.phoneNumber)).toEqual(["+15550102030", "555 0100"]);
    expect(await contactRow(ana)).toEqual({ phoneNumber: "+15550102030", phoneTyped: "(555) 010-2030", phoneKey: "15550102030" });
    expect(await contactRow(dev)).toEqual({ phoneNumber: "555 0100", phoneTyped: "555 0100", phoneKey: "5550100" });
    expect(await nudgeRow(nudge)).toEqual({ phoneNumber: "+15550102030", phoneTyped: "555.010.2030" });
    expect((await api("/api/reminders", { token: user.token })).json[0].phoneNumber).toBe("+15550102030");
  });

  it("two contacts that become the same number both stay, untouched otherwise, and an import skips that number", async () => {
    const user = await personIn("America/Chicago");
    const first = await oldContact(user.id, "Ana", "5550102030");
    const second = await oldContact(user.id, "Ana (work)", "+1 555 010 2030");
    await api(`/api/contacts/${second}/bookmarks`, { token: user.token, body: { note: "Desk phone" } });
    const list = await api("/api/contacts", { token: user.token });
    expect(list.status).toBe(200);
    expect(list.json.map((c: { name: string; phoneNumber: string; noteCount: number }) => [c.name, c.phoneNumber, c.noteCount])).toEqual([
      ["Ana", "+15550102030", 0],
      ["Ana (work)", "+15550102030", 1],
    ]);
    expect(await contactRow(first)).toMatchObject({ phoneTyped: "5550102030" });
    expect(await contactRow(second)).toMatchObject({ phoneTyped: "+1 555 010 2030" });
    await expectSkippedAsDuplicate(user.token, { name: "Ana", phoneNumber: "555-010-2030" });
  });

  it("an import reads them first, so an old number written differently is still a duplicate", async () => {
    const user = await personIn("America/Chicago");
    await oldContact(user.id, "Ana", "(555) 010-2030");
    await expectSkippedAsDuplicate(user.token, { name: "Ana", phoneNumber: "+15550102030" });
  });

  it("only the signed-in person's rows are read, in their own region", async () => {
    const london = await personIn("Europe/London");
    const chicago = await personIn("America/Chicago");
    const theirs = await oldContact(chicago.id, "Ana", "5550102030");
    const mine = await oldContact(london.id, "Ana", "020 7946 0958");
    await api("/api/contacts", { token: london.token });
    expect(await contactRow(theirs)).toEqual({ phoneNumber: "5550102030", phoneTyped: null, phoneKey: "5550102030" });
    expect(await contactRow(mine)).toMatchObject({ phoneNumber: "+442079460958" });
    await api("/api/contacts", { token: chicago.token });
    expect(await contactRow(theirs)).toMatchObject({ phoneNumber: "+15550102030", phoneTyped: "5550102030" });
  });

  it("a row edited since it was listed is left to the edit", async () => {
    const user = await personIn("America/Chicago");
    const ana = await oldContact(user.id, "Ana", "5550102030");
    await api(`/api/contacts/${ana}`, { method: "PUT", token: user.token, body: { name: "Ana", phoneNumber: "+44 20 7946 0958" } });
    await api("/api/contacts", { token: user.token });
    expect(await contactRow(ana)).toEqual({ phoneNumber: "+442079460958", phoneTyped: "+44 20 7946 0958", phoneKey: "442079460958" });
  });
});

describe("numbers shown outside the app", () => {
  it("the calendar feed shows a nudge's number in international format", async () => {
    const user = await personIn("Europe/London");
    await api("/api/reminder", {
      token: user.token,
      body: { targetName: "Ana", message: "Hi", phoneNumber: "020 7946 0958", remindAt: inAnHour() },
    });
    const created = await api("/api/calendar-feed", { method: "POST", token: user.token });
    const feed = await api(new URL(created.json.url).pathname);
    // Unfolded (RFC 5545 §3.1) and unescaped: the description's lines as written.
    const description = feed.text.replace(/\r\n /g, "").match(/^DESCRIPTION:(.*)$/m)?.[1];
    expect(description).toBe("Hi\\n+44 20 7946 0958");
  });
});
