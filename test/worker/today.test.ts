import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Today, TodayAction } from "../../worker/contracts/today";
import { atLocalTime } from "../../worker/contracts/time-zone";
import { getDb } from "../../worker/db/client";
import { buildToday } from "../../worker/nudges/today";
import { dueNudge, pending, runAlarm } from "./delivery-helpers";
import { api, signUp } from "./helpers";
import { delivered, subscribeDevice } from "./push-helpers";

const DAY = 86_400_000;

const setZone = (token: string, timeZone: string) => api("/api/account/settings", { method: "PATCH", token, body: { timeZone } });

/** A nudge row written straight to D1: the API takes only future times, these tests need any. */
async function nudgeAt(userId: number, remindAt: number, fields: { sent?: boolean; sentAt?: number; doneAt?: number; name?: string } = {}) {
  const row = await env.DB.prepare(
    "INSERT INTO reminders (userId, targetName, message, remindAt, sent, sentAt, doneAt) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(userId, fields.name ?? "Ana", "Ask about the trip", remindAt, fields.sent ? 1 : 0, fields.sentAt ?? null, fields.doneAt ?? null)
    .first<{ id: number }>();
  return row!.id;
}

async function contact(token: string, body: Record<string, unknown>) {
  const res = await api("/api/contacts", { token, body: { phoneNumber: "+1 555 0100", ...body } });
  expect(res.status, res.text).toBe(201);
  return res.json.id as number;
}

const todayAt = (userId: number, now: number) => buildToday(getDb(env.DB), userId, now);
const today = async (token: string) => {
  const res = await api("/api/today", { token });
  expect(res.status, res.text).toBe(200);
  return res.json as Today;
};
/** Presses an item's button as the page does: the request its link names. */
const follow = (token: string, action: TodayAction) => api(action.path, { method: action.method, token, body: action.body ?? {} });

describe("Today: the person's day in their time zone", () => {
  it("counts a nudge by the day it falls on where the person lives, not in UTC", async () => {
    const user = await signUp();
    // 12:00 in New York, 16:00 UTC on 15 June 2026.
    const now = Date.parse("2026-06-15T16:00:00Z");
    // 23:30 in New York is 03:30 UTC on the 16th: today there, tomorrow in UTC.
    const lateTonight = await nudgeAt(user.id, atLocalTime(2026, 6, 15, 23, 30, "America/New_York"));
    // 00:30 on the 16th in New York is tomorrow there.
    await nudgeAt(user.id, atLocalTime(2026, 6, 16, 0, 30, "America/New_York"));
    await setZone(user.token, "America/New_York");
    const list = await todayAt(user.id, now);
    expect(list).toMatchObject({ date: "2026-06-15", timeZone: "America/New_York" });
    expect(list.nudges.map((n) => n.id)).toEqual([lateTonight]);

    // In Berlin, 00:30 on the 16th is 22:30 UTC on the 15th: today in UTC, tomorrow there.
    const other = await signUp();
    const berlinTomorrow = await nudgeAt(other.id, atLocalTime(2026, 6, 16, 0, 30, "Europe/Berlin"));
    expect((await todayAt(other.id, now)).nudges.map((n) => n.id)).toEqual([berlinTomorrow]);
    await setZone(other.token, "Europe/Berlin");
    const berlin = await todayAt(other.id, now);
    expect(berlin).toMatchObject({ date: "2026-06-15", timeZone: "Europe/Berlin", nudges: [] });
  });

  it("lists overdue unsent nudges and sent ones still to act on; not done, snoozed, yesterday's or tomorrow's", async () => {
    const user = await signUp();
    const now = Date.parse("2026-03-10T12:00:00Z");
    const overdue = await nudgeAt(user.id, now - 3 * DAY, { name: "Old" });
    const sentToday = await nudgeAt(user.id, now - 3_600_000, { sent: true, sentAt: now - 3_600_000, name: "Sent" });
    const later = await nudgeAt(user.id, now + 3_600_000, { name: "Later" });
    await nudgeAt(user.id, now - 7_200_000, { sent: true, sentAt: now - 7_200_000, doneAt: now - 60_000, name: "Done" });
    await nudgeAt(user.id, now - DAY, { sent: true, sentAt: now - DAY, name: "Yesterday" });
    await nudgeAt(user.id, now + DAY, { name: "Tomorrow" });
    const list = await todayAt(user.id, now);
    expect(list.nudges.map((n) => [n.id, n.overdue, n.sent])).toEqual([
      [overdue, true, false],
      [sentToday, false, true],
      [later, false, false],
    ]);
    expect(list.nudges[0]!.links).toMatchObject({
      done: { method: "POST", path: `/api/reminders/${overdue}/done` },
      snooze: { method: "POST", path: `/api/reminders/${overdue}/snooze`, body: { until: "tomorrow" } },
    });
  });

  it("gives each item its contact and their preferred app's link", async () => {
    const user = await signUp();
    await contact(user.token, { name: "Ana Souza", phoneNumber: "+44 7700 900123", reachBy: "whatsapp" });
    const { id } = await dueNudge(user.token, { targetName: "Ana", phoneNumber: "+44 7700 900123", message: "Ask about the trip" });
    const [item] = (await today(user.token)).nudges;
    expect(item).toMatchObject({ id, contact: { name: "Ana Souza", reachBy: "whatsapp", phoneNumber: "+447700900123" } });
    expect(item!.links.message).toEqual({
      app: "whatsapp",
      href: "https://wa.me/447700900123?text=Ask%20about%20the%20trip",
      label: "WhatsApp",
    });
    expect(item!.links.call).toBe("tel:+447700900123");
  });

  it("lists birthdays and dates of the next 7 days, across the year's end", async () => {
    const user = await signUp();
    const ana = await contact(user.token, { name: "Ana" });
    const ben = await contact(user.token, { name: "Ben", phoneNumber: "+1 555 0101" });
    const add = (contactId: number, label: string, date: string) =>
      api(`/api/contacts/${contactId}/dates`, { token: user.token, body: { label, date } });
    await add(ana, "Birthday", "1990-01-02");
    await add(ana, "Anniversary", "2015-01-05");
    await add(ben, "Birthday", "2000-12-28");
    await add(ben, "Name day", "1604-12-30");
    await add(ben, "Birthday", "1980-12-27");
    const now = Date.parse("2026-12-28T12:00:00Z");
    const { dates } = await todayAt(user.id, now);
    expect(dates.map((d) => [d.contact.name, d.label, d.occursOn, d.inDays, d.turns])).toEqual([
      ["Ben", "Birthday", "2026-12-28", 0, 26],
      ["Ben", "Name day", "2026-12-30", 2, null],
      ["Ana", "Birthday", "2027-01-02", 5, 37],
    ]);
    // The 5 January anniversary is 8 days away, yesterday's birthday a year away.
    // Date nudges are listed as dates, never again as nudges.
    expect((await todayAt(user.id, Date.parse("2027-01-01T10:00:00Z"))).nudges).toEqual([]);
  });

  it("lists check-ins due by the end of today or overdue, from the contact's own rhythm or a circle's", async () => {
    const user = await signUp();
    const now = Date.now();
    const overdue = await contact(user.token, { name: "Ana", cadenceEvery: 1, cadenceUnit: "week" });
    const fine = await contact(user.token, { name: "Ben", phoneNumber: "+1 555 0101", cadenceEvery: 1, cadenceUnit: "month" });
    const inCircle = await contact(user.token, { name: "Cy", phoneNumber: "+1 555 0102" });
    const circle = await api("/api/circles", { token: user.token, body: { name: "Family", cadenceEvery: 1, cadenceUnit: "day" } });
    await api(`/api/contacts/${inCircle}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Cy", phoneNumber: "+1 555 0102", circleIds: [circle.json.id] },
    });
    await env.DB.prepare("UPDATE contacts SET lastContactAt = ? WHERE id IN (?, ?)")
      .bind(now - 10 * DAY, overdue, inCircle)
      .run();
    await env.DB.prepare("UPDATE contacts SET lastContactAt = ? WHERE id = ?")
      .bind(now - DAY, fine)
      .run();
    const list = await today(user.token);
    // Most overdue first: the circle's daily rhythm came due 9 days ago, Ana's weekly one 3.
    expect(list.checkIns.map((c) => [c.contact.id, c.overdue])).toEqual([
      [inCircle, true],
      [overdue, true],
    ]);
    expect(list.checkIns[1]!.links.done).toEqual({
      method: "POST",
      path: "/api/contacts/interactions",
      body: { contactId: overdue, kind: "done" },
    });
    // Their check-in nudges are not listed again as nudges.
    expect(list.nudges).toEqual([]);
  });

  it("gives a sent nudge the delivery History gives it: one that reached no one is not delivered, not pending", async () => {
    const user = await signUp();
    const { id } = await dueNudge(user.token);
    const waiting = (await today(user.token)).nudges[0]!;
    expect(waiting).toMatchObject({ id, sent: false, delivery: null });
    // No device and an unconfirmed address: nothing could carry it.
    await runAlarm(user.id);
    const history = (await api("/api/nudge-history", { token: user.token })).json as { id: number; delivery: { status: string } }[];
    expect(history.find((n) => n.id === id)!.delivery.status).toBe("not_delivered");
    expect((await today(user.token)).nudges[0]).toMatchObject({ id, sent: true, delivery: "not_delivered" });
  });

  it("never shows another person's nudges, contacts or dates", async () => {
    const owner = await signUp();
    const other = await signUp();
    await dueNudge(other.token);
    const theirs = await contact(other.token, { name: "Zed", cadenceEvery: 1, cadenceUnit: "day" });
    await env.DB.prepare("UPDATE contacts SET lastContactAt = ? WHERE id = ?")
      .bind(Date.now() - 5 * DAY, theirs)
      .run();
    const d = new Date();
    await api(`/api/contacts/${theirs}/dates`, {
      token: other.token,
      body: { label: "Birthday", date: `1990-${String(d.getUTCMonth() + 1).padStart(2, "0")}-${String(d.getUTCDate()).padStart(2, "0")}` },
    });
    expect((await today(other.token)).dates).toHaveLength(1);
    expect(await today(owner.token)).toMatchObject({ nudges: [], checkIns: [], dates: [] });
    // Their items' buttons are refused to anyone else.
    expect((await api(`/api/today/check-ins/${theirs}/snooze`, { token: owner.token, body: { until: "tomorrow" } })).status).toBe(404);
  });
});

describe("Today's buttons empty the list", () => {
  it("Done on a nudge due later today takes it out of the schedule, into history as done, and it never nudges", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    const { id } = await dueNudge(user.token);
    const [item] = (await today(user.token)).nudges;
    const res = await follow(user.token, item!.links.done);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ id, sent: true, doneAt: expect.any(String) });
    expect((await today(user.token)).nudges).toEqual([]);
    expect(await pending(user.token)).toEqual([]);
    await runAlarm(user.id);
    expect(await delivered(device)).toEqual([]);
    const history = (await api("/api/nudge-history", { token: user.token })).json as { id: number; doneAt: string | null }[];
    expect(history).toEqual([expect.objectContaining({ id, doneAt: res.json.doneAt })]);
  });

  it("Snooze moves a pending nudge to tomorrow morning instead of copying it", async () => {
    const user = await signUp();
    const { id } = await dueNudge(user.token);
    const [item] = (await today(user.token)).nudges;
    const res = await follow(user.token, item!.links.snooze);
    expect(res.status, res.text).toBe(200);
    expect(res.json.id).toBe(id);
    expect((await today(user.token)).nudges).toEqual([]);
    expect((await pending(user.token)).map((n) => n.id)).toEqual([id]);
    expect(Date.parse((await pending(user.token))[0]!.remindAt)).toBeGreaterThan(Date.now());
  });

  it("a check-in's Done logs contact; Snooze puts it aside until tomorrow", async () => {
    const user = await signUp();
    const ana = await contact(user.token, { name: "Ana", phoneNumber: null, cadenceEvery: 1, cadenceUnit: "week" });
    const ben = await contact(user.token, { name: "Ben", phoneNumber: "+1 555 0101", cadenceEvery: 1, cadenceUnit: "week" });
    await env.DB.prepare("UPDATE contacts SET lastContactAt = ? WHERE id IN (?, ?)")
      .bind(Date.now() - 30 * DAY, ana, ben)
      .run();
    const [first, second] = (await today(user.token)).checkIns;
    expect(first!.contact.id).toBe(ana);
    const done = await follow(user.token, first!.links.done);
    expect(done.json).toEqual({ matched: true, contactId: ana });
    const snoozed = await follow(user.token, second!.links.snooze);
    expect(snoozed.status, snoozed.text).toBe(200);
    expect(Date.parse(snoozed.json.until)).toBeGreaterThan(Date.now());
    expect((await today(user.token)).checkIns).toEqual([]);
    const history = (await api(`/api/interactions?contactId=${ana}`, { token: user.token })).json as { title: string; source: string }[];
    expect(history.map((i) => [i.title, i.source])).toEqual([["Nudge done", "nudge"]]);
  });

  it("a date's Done logs contact and keeps it off until its day has passed; Snooze until tomorrow", async () => {
    const user = await signUp();
    const ana = await contact(user.token, { name: "Ana" });
    const soon = new Date(Date.now() + 3 * DAY);
    const md = `${String(soon.getUTCMonth() + 1).padStart(2, "0")}-${String(soon.getUTCDate()).padStart(2, "0")}`;
    await api(`/api/contacts/${ana}/dates`, { token: user.token, body: { label: "Birthday", date: `1990-${md}` } });
    await api(`/api/contacts/${ana}/dates`, { token: user.token, body: { label: "Anniversary", date: `2010-${md}` } });
    const [birthday, anniversary] = (await today(user.token)).dates.sort((a, b) => a.label.localeCompare(b.label));
    const done = await follow(user.token, anniversary!.links.done);
    expect(done.status, done.text).toBe(200);
    expect(Date.parse(done.json.until)).toBeGreaterThan(soon.getTime() - DAY);
    await follow(user.token, birthday!.links.snooze);
    expect((await today(user.token)).dates).toEqual([]);
    const [row] = (await api("/api/contacts", { token: user.token })).json as { lastContactAt: string | null }[];
    expect(row!.lastContactAt).not.toBeNull();
  });
});
