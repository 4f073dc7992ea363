// Meeting briefs (issue 41): a coming meeting with a contact sends "Meeting Ana Souza in 1 hour:
// Coffee" at the account's lead time, as a nudge: through the same alarm and exactly once, with
// the person's context read when it goes. Meetings are handed over as the calendar pull hands them.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { briefMessage, leadWords, type Meeting, syncBriefs } from "../../worker/calendar/briefs";
import { getDb } from "../../worker/db/client";
import { rearmScheduler } from "../../worker/delivery/scheduler-stub";
import { crashAfterClaim, rerunAlarm, runAlarm } from "./delivery-helpers";
import { api, expectRefused, signUp } from "./helpers";
import { delivered, subscribeDevice } from "./push-helpers";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function personWithAna() {
  const user = await signUp();
  const res = await api("/api/contacts", { token: user.token, body: { name: "Ana Souza", phoneNumber: "+1 555 0100" } });
  expect(res.status).toBe(201);
  return { ...user, ana: res.json.id as number };
}

const briefs = async (userId: number) =>
  (
    await env.DB.prepare(
      "SELECT briefRef, remindAt, message, sent FROM reminders WHERE userId = ? AND briefRef IS NOT NULL ORDER BY remindAt",
    )
      .bind(userId)
      .all<{ briefRef: string; remindAt: number; message: string; sent: number }>()
  ).results;

const sync = (userId: number, meetings: Meeting[], now?: number) => syncBriefs(getDb(env.DB), userId, meetings, now);

describe("meeting briefs", () => {
  it("words the lead time as people say it", () => {
    expect([15, 60, 120, 90, 1440].map(leadWords)).toEqual(["15 minutes", "1 hour", "2 hours", "90 minutes", "1 day"]);
    expect(briefMessage("Ana Souza", "Coffee", 60)).toBe("Meeting Ana Souza in 1 hour: Coffee");
  });

  it("are pending nudges an hour before each coming meeting, moved with it, gone when it is cancelled", async () => {
    const { id, token, ana } = await personWithAna();
    const coffee = { contactId: ana, sourceRef: `coffee-${crypto.randomUUID()}`, startAt: Date.now() + 3 * DAY, title: "Coffee" };
    expect(await sync(id, [coffee])).toBe(true);
    expect(await briefs(id)).toEqual([
      { briefRef: coffee.sourceRef, remindAt: coffee.startAt - HOUR, message: "Meeting Ana Souza in 1 hour: Coffee", sent: 0 },
    ]);
    // It is one of the person's pending nudges, to see and to delete like any other.
    const pending = (await api("/api/reminders", { token })).json as { message: string; targetName: string }[];
    expect(pending.map((n) => [n.targetName, n.message])).toContainEqual(["Ana Souza", "Meeting Ana Souza in 1 hour: Coffee"]);

    // The same pull again changes nothing; a moved meeting moves its brief.
    expect(await sync(id, [coffee])).toBe(false);
    const moved = { ...coffee, startAt: coffee.startAt + DAY, title: "Coffee at Lisboa" };
    expect(await sync(id, [moved])).toBe(true);
    expect(await briefs(id)).toEqual([
      { briefRef: coffee.sourceRef, remindAt: moved.startAt - HOUR, message: "Meeting Ana Souza in 1 hour: Coffee at Lisboa", sent: 0 },
    ]);
    // Cancelled: not among the meetings any more.
    expect(await sync(id, [])).toBe(true);
    expect(await briefs(id)).toEqual([]);
  });

  it("is not made when its time has passed, nor for someone who is not the person's contact", async () => {
    const { id, ana } = await personWithAna();
    const other = await personWithAna();
    await sync(id, [
      { contactId: ana, sourceRef: `soon-${crypto.randomUUID()}`, startAt: Date.now() + 30 * 60_000, title: "Call" },
      { contactId: other.ana, sourceRef: `theirs-${crypto.randomUUID()}`, startAt: Date.now() + DAY, title: "Lunch" },
    ]);
    expect(await briefs(id)).toEqual([]);
    expect(await briefs(other.id)).toEqual([]);
  });

  it("go out through the alarm once, with what Nudge knows about the person; found again, they are not sent twice", async () => {
    const { id, token, ana } = await personWithAna();
    const device = await subscribeDevice(token);
    await api(`/api/contacts/${ana}/bookmarks`, { token, body: { note: "Started at Acme" } });
    await env.DB.prepare("UPDATE contacts SET lastContactAt = ? WHERE id = ?")
      .bind(Date.now() - 21 * DAY - HOUR, ana)
      .run();
    const meeting = { contactId: ana, sourceRef: `lunch-${crypto.randomUUID()}`, startAt: Date.now() + 2 * HOUR, title: "Lunch" };
    await sync(id, [meeting]);
    // As the pull does after a change: the scheduler's alarm moves to the brief, an hour from now.
    await rearmScheduler(env, id);
    // Its time comes (moved to now rather than waited for).
    await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE userId = ? AND briefRef = ?")
      .bind(Date.now() - 1000, id, meeting.sourceRef)
      .run();
    await runAlarm(id);
    const [push] = await delivered(device);
    expect(push!.json.body).toBe(["Meeting Ana Souza in 1 hour: Lunch", "Last talked 21 days ago", "Note: Started at Acme"].join("\n"));

    // The next pull finds the meeting again, even moved later: the brief went, and stays sent.
    expect(await sync(id, [{ ...meeting, startAt: meeting.startAt + 3 * HOUR }])).toBe(false);
    const rows = await briefs(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sent).toBe(1);
    await runAlarm(id);
    expect(await delivered(device)).toHaveLength(1);
  });

  it("follow the account's lead time, and stop when turned off", async () => {
    const { id, token, ana } = await personWithAna();
    const settings = (body: unknown) => api("/api/account/settings", { method: "PATCH", token, body });
    expect((await api("/api/account/settings", { token })).json.meetingBrief).toBe(60);
    expect((await settings({ meetingBrief: 15 })).json.meetingBrief).toBe(15);
    const call = { contactId: ana, sourceRef: `call-${crypto.randomUUID()}`, startAt: Date.now() + DAY, title: "Call" };
    await sync(id, [call]);
    expect(await briefs(id)).toMatchObject([{ remindAt: call.startAt - 15 * 60_000, message: "Meeting Ana Souza in 15 minutes: Call" }]);
    // Turned off, the pending ones go at once, and a pull makes none.
    expect((await settings({ meetingBrief: null })).json.meetingBrief).toBeNull();
    expect(await briefs(id)).toEqual([]);
    expect(await sync(id, [call])).toBe(false);
    expect(await briefs(id)).toEqual([]);
    expectRefused(await settings({ meetingBrief: 2 }), 400, "meetingBrief must be at least 5 minutes");
    expectRefused(
      await settings({ meetingBrief: "1h" }),
      400,
      "meetingBrief must be a number of minutes from 5 to 1440, or null to turn briefs off",
    );
  });

  it("survive a crash right after their claim: the next run delivers the brief once, and a pull meanwhile makes no second", async () => {
    const { id, token, ana } = await personWithAna();
    const device = await subscribeDevice(token);
    const meeting = { contactId: ana, sourceRef: `dinner-${crypto.randomUUID()}`, startAt: Date.now() + 3 * HOUR, title: "Dinner" };
    await sync(id, [meeting]);
    await rearmScheduler(env, id);
    await crashAfterClaim(id, (claimAt) =>
      env.DB.prepare("UPDATE reminders SET sent = 1, sentAt = ?, remindAt = ? WHERE userId = ? AND briefRef = ?")
        .bind(claimAt, claimAt - 1000, id, meeting.sourceRef)
        .run(),
    );
    // The calendar is pulled before the alarm runs again: the brief is taken, so nothing new is made.
    expect(await sync(id, [meeting])).toBe(false);
    await rerunAlarm(id);
    await rerunAlarm(id);
    const pushes = await delivered(device);
    expect(pushes.map((m) => m.json.body.split("\n")[0])).toEqual(["Meeting Ana Souza in 1 hour: Dinner"]);
    expect(await briefs(id)).toHaveLength(1);
  });
});
