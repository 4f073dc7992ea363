import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { nextDateNudge } from "../../worker/contracts/important-dates";
import { schedulerFor } from "../../worker/delivery/scheduler-stub";
import { expectContactDeletionClearsNudges, expectNothingPending, pending, runAlarm, stubOf } from "./delivery-helpers";
import { alarmThrowsWithD1FailingOn } from "./failing-d1";
import { api, signUp, expectRefused } from "./helpers";

async function contact(token: string, body: Record<string, unknown> = {}) {
  return (await api("/api/contacts", { token, body: { name: "Ana Souza", phoneNumber: "+1 555 0100", ...body } })).json as { id: number };
}

/** Adds a date to a contact, as its Dates section does. */
const addDate = (token: string, contactId: number, date: { label: string; date: string; leadDays?: number }) =>
  api(`/api/contacts/${contactId}/dates`, { token, body: date });

const DAY = 86_400_000;
// The migration's backfill for dates from before the heads-up, found by what it does (its file's number changes with regenerating).
const BACKFILL = env.TEST_MIGRATIONS.flatMap((m) => m.queries)
  .map((statement) => statement.replace(/^--.*$/gm, "").trim())
  .find((statement) => statement.startsWith("UPDATE `contact_dates` SET `headsUpReminderId`"))!;
const weekday = (isoDate: string) => new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" }).format(Date.parse(isoDate));
const iso = (ms: number) => new Date(ms).toISOString();
const setRemindAt = (id: number, at: number) => env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE id = ?").bind(at, id).run();
const sentAt = async (id: number) =>
  (await env.DB.prepare("SELECT sentAt FROM reminders WHERE id = ? AND sent = 1").bind(id).first<{ sentAt: number }>())!.sentAt;

describe("birthdays and important dates", () => {
  it("a date with days early makes two nudges, the heads-up and the one on the day, and arms the scheduler at the first", async () => {
    const user = await signUp();
    const ana = await contact(user.token);
    const before = Date.now();
    const res = await addDate(user.token, ana.id, { label: "Birthday", date: "1990-03-14", leadDays: 7 });
    expect(res.status).toBe(201);
    const headsUp = nextDateNudge(3, 14, 7, before);
    const onTheDay = nextDateNudge(3, 14, 0, before);
    expect(res.json).toMatchObject({
      contactId: ana.id,
      label: "Birthday",
      date: "1990-03-14",
      leadDays: 7,
      nextNudgeAt: iso(Math.min(headsUp.at, onTheDay.at)),
      headsUpAt: iso(headsUp.at),
      onTheDayAt: iso(onTheDay.at),
    });
    const nudges = await pending(user.token);
    expect(nudges).toHaveLength(2);
    expect(nudges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          targetName: "Ana Souza",
          phoneNumber: "+1 555 0100",
          // Seven days early is the same weekday a week ahead.
          message: `Ana Souza's birthday is next ${weekday(onTheDay.occursOn)}`,
          remindAt: iso(headsUp.at),
        }),
        expect.objectContaining({ targetName: "Ana Souza", message: "Ana Souza's birthday is today", remindAt: iso(onTheDay.at) }),
      ]),
    );
    expect(await schedulerFor(env, user.id).nextAlarm()).toBe(Math.min(headsUp.at, onTheDay.at));
    expect((await api(`/api/contacts/${ana.id}/dates`, { token: user.token })).json).toEqual([res.json]);
  });

  it("says the heads-up's day as people do: tomorrow, on Friday, on March 14", async () => {
    const user = await signUp();
    const ana = await contact(user.token);
    for (const leadDays of [1, 3, 20]) await addDate(user.token, ana.id, { label: "Anniversary", date: "2015-09-20", leadDays });
    const occursOn = nextDateNudge(9, 20, 0, Date.now()).occursOn;
    const messages = (await pending(user.token)).map((n) => n.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Ana Souza's anniversary is tomorrow",
        `Ana Souza's anniversary is on ${weekday(occursOn)}`,
        "Ana Souza's anniversary is on September 20",
      ]),
    );
  });

  it("with no days early, only the nudge on the day", async () => {
    const user = await signUp();
    const ana = await contact(user.token);
    const res = await addDate(user.token, ana.id, { label: "Birthday", date: "1990-03-14" });
    const onTheDay = nextDateNudge(3, 14, 0, Date.now());
    expect(res.json).toMatchObject({ leadDays: 0, headsUpAt: null, onTheDayAt: iso(onTheDay.at), nextNudgeAt: iso(onTheDay.at) });
    expect(await pending(user.token)).toEqual([
      expect.objectContaining({ message: "Ana Souza's birthday is today", remindAt: iso(onTheDay.at) }),
    ]);
  });

  it("once sent, the heads-up and the nudge on the day are each made again for the next year", async () => {
    const user = await signUp();
    const ana = await contact(user.token);
    await addDate(user.token, ana.id, { label: "Birthday", date: "1988-07-02", leadDays: 2 });
    const [dayNudge, headsUp] = (await pending(user.token)).sort((a, b) =>
      a.message.endsWith("today") ? -1 : b.message.endsWith("today") ? 1 : 0,
    );
    expect(dayNudge!.message).toBe("Ana Souza's birthday is today");
    // The heads-up's day has come (time moves the nudge into the past); the day itself is still ahead.
    await setRemindAt(headsUp!.id, Date.now() - 1000);
    await setRemindAt(dayNudge!.id, Date.now() + 2 * DAY);
    expect(await runAlarm(user.id)).toBe(true);
    const headsUpSent = await sentAt(headsUp!.id);
    let now = await pending(user.token);
    expect(now).toHaveLength(2);
    expect(now.find((n) => n.id === dayNudge!.id)).toBeDefined();
    const nextHeadsUp = now.find((n) => n.id !== dayNudge!.id)!;
    expect(nextHeadsUp.remindAt).toBe(iso(nextDateNudge(7, 2, 2, headsUpSent).at));

    // Then the day: it is sent, and next year's comes.
    await setRemindAt(dayNudge!.id, Date.now() - 1000);
    expect(await runAlarm(user.id)).toBe(true);
    const daySent = await sentAt(dayNudge!.id);
    now = await pending(user.token);
    expect(now).toHaveLength(2);
    const nextDay = now.find((n) => n.id !== nextHeadsUp.id)!;
    expect(nextDay).toMatchObject({ message: "Ana Souza's birthday is today", remindAt: iso(nextDateNudge(7, 2, 0, daySent).at) });
    expect(now.find((n) => n.id === nextHeadsUp.id)).toBeDefined();
    expect(await schedulerFor(env, user.id).nextAlarm()).toBe(Math.min(...now.map((n) => Date.parse(n.remindAt))));
    // Another run of the alarm makes no third.
    await runAlarm(user.id);
    expect(await pending(user.token)).toHaveLength(2);
  });

  it("a date from before the heads-up (one nudge, linked both ways by the backfill) gets its nudge on the day once the heads-up is sent", async () => {
    const user = await signUp();
    const ana = await contact(user.token);
    const date = await addDate(user.token, ana.id, { label: "Birthday", date: "1990-03-14", leadDays: 3 });
    // As the data was: the heads-up linked as reminderId, no nudge on the day, then the migration's backfill.
    const { headsUp } = (await env.DB.prepare("SELECT headsUpReminderId AS headsUp FROM contact_dates WHERE id = ?")
      .bind(date.json.id)
      .first<{ headsUp: number }>())!;
    await env.DB.prepare("DELETE FROM reminders WHERE id = (SELECT reminderId FROM contact_dates WHERE id = ?)").bind(date.json.id).run();
    await env.DB.prepare("UPDATE contact_dates SET reminderId = headsUpReminderId, headsUpReminderId = NULL WHERE id = ?")
      .bind(date.json.id)
      .run();
    await env.DB.exec(BACKFILL);
    const [listed] = (await api(`/api/contacts/${ana.id}/dates`, { token: user.token })).json;
    expect(listed).toMatchObject({ headsUpAt: expect.any(String), onTheDayAt: null });

    await setRemindAt(headsUp, Date.now() - 1000);
    await runAlarm(user.id);
    const sent = await sentAt(headsUp);
    const now = await pending(user.token);
    expect(now.map((n) => n.remindAt).sort()).toEqual(
      [iso(nextDateNudge(3, 14, 0, sent).at), iso(nextDateNudge(3, 14, 3, sent).at)].sort(),
    );
    const row = await env.DB.prepare("SELECT reminderId, headsUpReminderId FROM contact_dates WHERE id = ?")
      .bind(date.json.id)
      .first<{ reminderId: number; headsUpReminderId: number }>();
    expect(new Set([row!.reminderId, row!.headsUpReminderId])).toEqual(new Set(now.map((n) => n.id)));
  });

  it("once sent, the nudge is made again for the next year; a birthday nudge is not contact", async () => {
    const user = await signUp();
    const ana = await contact(user.token, { cadenceEvery: 6, cadenceUnit: "month" });
    const added = await addDate(user.token, ana.id, { label: "Birthday", date: "1988-07-02" });
    const [first] = (await pending(user.token)).filter((n) => n.message === "Ana Souza's birthday is today");
    // It is the day: move the nudge into the past, as time would.
    await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE id = ?")
      .bind(Date.now() - 1000, first!.id)
      .run();

    expect(await runAlarm(user.id)).toBe(true);
    const sent = await env.DB.prepare("SELECT sent, sentAt FROM reminders WHERE id = ?")
      .bind(first!.id)
      .first<{ sent: number; sentAt: number }>();
    expect(sent!.sent).toBe(1);
    const next = (await pending(user.token)).filter((n) => n.message === "Ana Souza's birthday is today");
    expect(next).toHaveLength(1);
    expect(next[0]!.id).not.toBe(first!.id);
    expect(next[0]!.remindAt).toBe(new Date(nextDateNudge(7, 2, 0, sent!.sentAt).at).toISOString());
    expect(Date.parse(next[0]!.remindAt)).toBeGreaterThan(sent!.sentAt);
    const [listed] = (await api(`/api/contacts/${ana.id}/dates`, { token: user.token })).json;
    expect(listed).toMatchObject({ id: added.json.id, nextNudgeAt: next[0]!.remindAt });
    const row = await env.DB.prepare("SELECT lastContactAt FROM contacts WHERE id = ?")
      .bind(ana.id)
      .first<{ lastContactAt: number | null }>();
    expect(row!.lastContactAt).toBeNull();
    expect(await schedulerFor(env, user.id).nextAlarm()).toBe(Math.min(...(await pending(user.token)).map((n) => Date.parse(n.remindAt))));

    // A second run of the alarm sends nothing again and makes no third nudge.
    await runAlarm(user.id);
    expect((await pending(user.token)).filter((n) => n.message === "Ana Souza's birthday is today")).toHaveLength(1);
  });

  it("a renewal cut short by a D1 failure is made by the retried alarm, once", async () => {
    const user = await signUp();
    const ana = await contact(user.token);
    await addDate(user.token, ana.id, { label: "Birthday", date: "1988-07-02" });
    const [first] = await pending(user.token);
    await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE id = ?")
      .bind(Date.now() - 1000, first!.id)
      .run();

    await runInDurableObject(stubOf(user.id), async (instance) => {
      // The alarm's batch is prepared as queries 1–10 (the claim, its reads and the delivery it
      // expects; as expected, nothing to correct); the 11th is the renewal's first.
      await alarmThrowsWithD1FailingOn(instance, 11);
      expect(await pending(user.token)).toEqual([]);
      // The runtime retries an alarm that threw.
      await instance.alarm();
      await instance.alarm();
    });
    const next = await pending(user.token);
    expect(next).toHaveLength(1);
    expect(next[0]!.id).not.toBe(first!.id);
    expect(Date.parse(next[0]!.remindAt)).toBeGreaterThan(Date.now());
  });

  it("deleting the date or the contact deletes both pending nudges", async () => {
    const user = await signUp();
    const ana = await contact(user.token);
    const date = await addDate(user.token, ana.id, { label: "Anniversary", date: "2015-09-20", leadDays: 1 });
    expect(await pending(user.token)).toHaveLength(2);
    expect((await api(`/api/contact-dates/${date.json.id}`, { method: "DELETE", token: user.token })).status).toBe(200);
    await expectNothingPending(user);

    await addDate(user.token, ana.id, { label: "Birthday", date: "1990-01-01", leadDays: 5 });
    await addDate(user.token, ana.id, { label: "Name day", date: "1990-07-26" });
    expect(await pending(user.token)).toHaveLength(3);
    await expectContactDeletionClearsNudges(user, ana.id);
  });

  it("renaming the contact renames both nudges and what they say", async () => {
    const user = await signUp();
    const ana = await contact(user.token);
    await addDate(user.token, ana.id, { label: "Birthday", date: "1990-03-14", leadDays: 1 });
    const put = await api(`/api/contacts/${ana.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Ana Lima", phoneNumber: "+1 555 0100" },
    });
    expect(put.status).toBe(200);
    const messages = (await pending(user.token)).map((n) => [n.targetName, n.message]);
    expect(messages.sort()).toEqual([
      ["Ana Lima", "Ana Lima's birthday is today"],
      ["Ana Lima", "Ana Lima's birthday is tomorrow"],
    ]);
  });

  it("another user's contact or date is a 404; bad input is a 400 a person can act on", async () => {
    const owner = await signUp();
    const other = await signUp();
    const ana = await contact(owner.token);
    const date = await addDate(owner.token, ana.id, { label: "Birthday", date: "1990-03-14" });
    expect((await api(`/api/contacts/${ana.id}/dates`, { token: other.token })).status).toBe(404);
    expect((await addDate(other.token, ana.id, { label: "Mine", date: "1990-03-14" })).status).toBe(404);
    expect((await api(`/api/contact-dates/${date.json.id}`, { method: "DELETE", token: other.token })).status).toBe(404);
    expect(await pending(owner.token)).toHaveLength(1);
    expect(await pending(other.token)).toEqual([]);

    const bad = await addDate(owner.token, ana.id, { label: "Birthday", date: "1990-02-30" });
    expectRefused(bad, 400, "date is not a real calendar date");
  });

  // The contacts export writes every contact's birthday: one request for all the person's dates.
  it("GET /api/contact-dates lists every date of the person's contacts, and no one else's", async () => {
    const owner = await signUp();
    const other = await signUp();
    const ana = await contact(owner.token);
    const ben = await contact(owner.token, { name: "Ben Okafor", phoneNumber: "+1 555 0101" });
    const theirs = await contact(other.token);
    await addDate(owner.token, ana.id, { label: "Birthday", date: "1990-03-14" });
    await addDate(owner.token, ben.id, { label: "Birthday", date: "1604-07-01" });
    await addDate(owner.token, ben.id, { label: "Anniversary", date: "2015-06-20", leadDays: 3 });
    await addDate(other.token, theirs.id, { label: "Birthday", date: "1985-01-02" });

    const res = await api("/api/contact-dates", { token: owner.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.map((d: { contactId: number; label: string; date: string }) => [d.contactId, d.label, d.date])).toEqual([
      [ben.id, "Birthday", "1604-07-01"],
      [ana.id, "Birthday", "1990-03-14"],
      [ben.id, "Anniversary", "2015-06-20"],
    ]);
    // The same dates, with their nudges, as each contact's own list gives them.
    expect(res.json.filter((d: { contactId: number }) => d.contactId === ana.id)).toEqual(
      (await api(`/api/contacts/${ana.id}/dates`, { token: owner.token })).json,
    );
  });
});
