// Meeting briefs from a connected calendar (issue 41): a pull makes a brief for each coming meeting
// with a contact, a new lead time moves them, a cancelled meeting and a disconnected calendar take
// them back. The calendar is a secret ICS address on the local ICS server, connected through the API.
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { ics, icsUrl, publish, type TestEvent } from "./calendar-helpers";
import { api, signUp } from "./helpers";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const briefs = async (userId: number) =>
  (
    await env.DB.prepare("SELECT remindAt, message FROM reminders WHERE userId = ? AND briefRef IS NOT NULL AND sent = 0 ORDER BY remindAt")
      .bind(userId)
      .all<{ remindAt: number; message: string }>()
  ).results;

it("a pull briefs each coming meeting with a contact; lead time, cancelling and disconnecting move or take them back", async () => {
  const user = await signUp();
  const contact = await api("/api/contacts", { token: user.token, body: { name: "Ana Souza", email: "ana@example.com" } });
  expect(contact.status).toBe(201);
  // Whole minutes, as calendars write them.
  const start = Math.floor((Date.now() + 2 * DAY) / 60_000) * 60_000;
  const lunch: TestEvent = { uid: "lunch@nudge.test", summary: "Lunch", start, end: start + HOUR, attendees: ["ana@example.com"] };
  const standup: TestEvent = { uid: "standup@nudge.test", summary: "Standup", start: start + DAY, end: start + DAY + HOUR };
  const name = `briefs-${crypto.randomUUID()}`;
  await publish(name, ics([lunch, standup]));
  expect((await api("/api/calendar", { method: "PUT", token: user.token, body: { url: icsUrl(name) } })).status).toBe(200);
  // Only the meeting with a contact: a meeting with no one Nudge knows has nobody to brief about.
  expect(await briefs(user.id)).toEqual([{ remindAt: start - HOUR, message: "Meeting Ana Souza in 1 hour: Lunch" }]);

  const saved = await api("/api/account/settings", { method: "PATCH", token: user.token, body: { meetingBrief: 30 } });
  expect(saved.status).toBe(200);
  expect(await briefs(user.id)).toEqual([{ remindAt: start - 30 * 60_000, message: "Meeting Ana Souza in 30 minutes: Lunch" }]);

  await publish(name, ics([{ ...lunch, start: start + 2 * HOUR, end: start + 3 * HOUR }]));
  expect((await api("/api/calendar/sync", { method: "POST", token: user.token })).status).toBe(200);
  expect(await briefs(user.id)).toEqual([{ remindAt: start + 2 * HOUR - 30 * 60_000, message: "Meeting Ana Souza in 30 minutes: Lunch" }]);

  await publish(name, ics([]));
  expect((await api("/api/calendar/sync", { method: "POST", token: user.token })).status).toBe(200);
  expect(await briefs(user.id)).toEqual([]);

  await publish(name, ics([lunch]));
  expect((await api("/api/calendar/sync", { method: "POST", token: user.token })).status).toBe(200);
  expect(await briefs(user.id)).toHaveLength(1);
  expect((await api("/api/calendar", { method: "DELETE", token: user.token })).status).toBe(200);
  expect(await briefs(user.id)).toEqual([]);
});
