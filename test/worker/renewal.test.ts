// A sent keep-in-touch check-in comes back a rhythm later, a birthday's nudge a year later, a
// repeating nudge at its next occurrence. At 09:00 most nudges are check-ins and dates, so making
// the next ones is on delivery's path: the claim reads what they need, and one batch writes them
// all, however many were sent.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { checkInDue } from "../../worker/contracts/cadence";
import { nextDateNudge } from "../../worker/contracts/important-dates";
import { schedulerFor } from "../../worker/delivery/scheduler-stub";
import { alarmCountingD1, pending, runAlarm, stubOf } from "./delivery-helpers";
import { api, signUp } from "./helpers";
import { delivered, subscribeDevice } from "./push-helpers";
import { runInDurableObject } from "cloudflare:test";
import type { NudgeScheduler } from "../../worker/delivery/scheduler";

const DAY = 86_400_000;
type User = Awaited<ReturnType<typeof signUp>>;

async function contact(user: User, body: Record<string, unknown>) {
  const res = await api("/api/contacts", { token: user.token, body: { phoneNumber: "+1 555 0100", ...body } });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number };
}

const checkInOf = (contactId: number) =>
  env.DB.prepare("SELECT checkInReminderId AS id FROM contacts WHERE id = ?").bind(contactId).first<number | null>("id");

/** Makes each contact's check-in due a second ago; answers their ids. */
async function dueNow(contactIds: number[]) {
  const ids = [];
  for (const contactId of contactIds) {
    const id = await checkInOf(contactId);
    expect(id).not.toBeNull();
    await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE id = ?")
      .bind(Date.now() - 1000, id)
      .run();
    ids.push(id!);
  }
  return ids;
}

const sentAt = (id: number) => env.DB.prepare("SELECT sentAt FROM reminders WHERE id = ?").bind(id).first<number>("sentAt");

/** A meeting with the contact that the person's calendar shows, ending at `endAt`. */
async function meeting(userId: number, contactId: number, endAt: number) {
  const calendar = await env.DB.prepare(
    "INSERT INTO calendars (userId, kind, url, shownUrl, nextSyncAt, createdAt) VALUES (?1, 'ics', 'https://cal.test/a.ics', 'cal.test', ?2, ?2) RETURNING id",
  )
    .bind(userId, Date.now() + DAY)
    .first<number>("id");
  await env.DB.prepare(
    "INSERT INTO calendar_events (calendarId, sourceRef, userId, contactId, startAt, endAt, title) VALUES (?, 'lunch', ?, ?, ?, ?, 'Lunch')",
  )
    .bind(calendar, userId, contactId, endAt - 3_600_000, endAt)
    .run();
}

describe("a sent check-in's next one", () => {
  it("is made for every check-in sent at once in one round trip after the claim, by each one's own rhythm", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    const circle = await api("/api/circles", { token: user.token, body: { name: "Family", cadenceEvery: 1, cadenceUnit: "week" } });
    expect(circle.status, circle.text).toBe(201);
    const own = await contact(user, { name: "Ana Souza", cadenceEvery: 3, cadenceUnit: "day" });
    const inCircle = await contact(user, { name: "Bruno Lima", phoneNumber: "+1 555 0101", circleIds: [circle.json.id] });
    const meetingSoon = await contact(user, { name: "Carla Dias", phoneNumber: "+1 555 0102", cadenceEvery: 2, cadenceUnit: "day" });
    const lunchEnds = Date.now() + 5 * DAY;
    await meeting(user.id, meetingSoon.id, lunchEnds);
    const sent = await dueNow([own.id, inCircle.id, meetingSoon.id]);

    const count = await alarmCountingD1(user.id);
    expect((await delivered(device)).length).toBe(3);
    // The claim, then one batch that makes the three next check-ins (before: five more round trips a check-in).
    expect(count.roundTrips).toBe(2);

    const at = await sentAt(sent[0]!);
    const expected = new Map([
      [own.id, checkInDue(at!, { every: 3, unit: "day" })],
      [inCircle.id, checkInDue(at!, { every: 1, unit: "week" })],
      // Seen at lunch in five days: due a rhythm after it, not after the sent check-in.
      [meetingSoon.id, checkInDue(lunchEnds, { every: 2, unit: "day" })],
    ]);
    const waiting = await pending(user.token);
    expect(waiting).toHaveLength(3);
    for (const [contactId, due] of expected) {
      const next = await checkInOf(contactId);
      expect(sent).not.toContain(next);
      expect(waiting.find((n) => n.id === next)?.remindAt, `contact ${contactId}`).toBe(new Date(due).toISOString());
    }
    expect(await schedulerFor(env, user.id).nextAlarm()).toBe(Math.min(...expected.values()));
  });

  it("leaves a contact that got another check-in meanwhile with that one, and makes no second", async () => {
    const user = await signUp();
    await subscribeDevice(user.token);
    const ana = await contact(user, { name: "Ana Souza", cadenceEvery: 3, cadenceUnit: "day" });
    await dueNow([ana.id]);
    // Right after the claim commits, the person's own edit links a new check-in (as a route would).
    let batches = 0;
    const racing = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "batch")
          return async (statements: D1PreparedStatement[]) => {
            const results = await target.batch(statements);
            if (++batches === 1) {
              const made = await target
                .prepare(
                  "INSERT INTO reminders (userId, targetName, message, remindAt, createdAt) VALUES (?, 'Ana Souza', 'Keep in touch: your check-in is due', ?, ?) RETURNING id",
                )
                .bind(user.id, Date.now() + 9 * DAY, Date.now())
                .first<number>("id");
              await target.prepare("UPDATE contacts SET checkInReminderId = ? WHERE id = ?").bind(made, ana.id).run();
            }
            return results;
          };
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await runInDurableObject(stubOf(user.id), async (instance: NudgeScheduler) => {
      const holder = instance as unknown as { env: Env };
      holder.env = { ...env, DB: racing };
      try {
        await instance.alarm();
      } finally {
        holder.env = env;
      }
    });
    expect(batches).toBeGreaterThanOrEqual(1);
    const waiting = await pending(user.token);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.id).toBe(await checkInOf(ana.id));
  });

  it("drops a sent check-in's link when the contact has no rhythm left, and makes none", async () => {
    const user = await signUp();
    await subscribeDevice(user.token);
    const ana = await contact(user, { name: "Ana Souza", cadenceEvery: 3, cadenceUnit: "day" });
    await dueNow([ana.id]);
    // The rhythm went behind the app's back (as an old account's row could be): nothing comes back.
    await env.DB.prepare("UPDATE contacts SET cadenceEvery = NULL, cadenceUnit = NULL WHERE id = ?").bind(ana.id).run();
    expect(await runAlarm(user.id)).toBe(true);
    expect(await pending(user.token)).toEqual([]);
    expect(await checkInOf(ana.id)).toBeNull();
  });

  it("is made for a check-in, a birthday's heads-up and a repeating nudge sent in one alarm in one round trip after the claim", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    const ana = await contact(user, { name: "Ana Souza", cadenceEvery: 3, cadenceUnit: "day" });
    const bruno = await contact(user, { name: "Bruno Lima", phoneNumber: "+1 555 0101" });
    const date = await api(`/api/contacts/${bruno.id}/dates`, {
      token: user.token,
      body: { label: "Birthday", date: "1990-03-14", leadDays: 2 },
    });
    expect(date.status, date.text).toBe(201);
    const links = await env.DB.prepare("SELECT reminderId AS day, headsUpReminderId AS early FROM contact_dates WHERE id = ?")
      .bind(date.json.id)
      .first<{ day: number; early: number }>();
    const series = await api("/api/reminder", {
      token: user.token,
      // On the minute: occurrences are wall-clock minutes.
      body: {
        targetName: "Mum",
        message: "Call Mum",
        remindAt: new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000).toISOString(),
        recurrence: "FREQ=DAILY",
      },
    });
    expect(series.status, series.text).toBe(201);
    const [checkIn] = await dueNow([ana.id]);
    for (const id of [links!.early, series.json.id])
      await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE id = ?")
        .bind(Date.now() - 1000, id)
        .run();

    const count = await alarmCountingD1(user.id);
    expect((await delivered(device)).length).toBe(3);
    expect(count.roundTrips).toBe(2);

    const waiting = await pending(user.token);
    // Each sent one has its next, and the birthday's own day is as it was.
    expect(waiting).toHaveLength(4);
    const at = (await sentAt(checkIn!))!;
    const byId = new Map(waiting.map((n) => [n.id, n]));
    expect(byId.get((await checkInOf(ana.id))!)?.remindAt).toBe(new Date(checkInDue(at, { every: 3, unit: "day" })).toISOString());
    const relinked = await env.DB.prepare("SELECT reminderId AS day, headsUpReminderId AS early FROM contact_dates WHERE id = ?")
      .bind(date.json.id)
      .first<{ day: number; early: number }>();
    expect(relinked!.day).toBe(links!.day);
    expect(byId.get(relinked!.early)?.remindAt).toBe(new Date(nextDateNudge(3, 14, 2, (await sentAt(links!.early))!).at).toISOString());
    const next = waiting.find((n) => n.targetName === "Mum")!;
    expect(Date.parse(next.remindAt) - Date.parse(series.json.remindAt)).toBe(DAY);
    expect(await schedulerFor(env, user.id).nextAlarm()).toBe(Math.min(...waiting.map((n) => Date.parse(n.remindAt))));
  });
});
