// The time of day check-ins and date nudges arrive (issue 24): the account's, a contact's own,
// in the person's zone, across DST, and moving what is pending when either changes.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { checkInDue } from "../../worker/contracts/cadence";
import { nextDateNudge } from "../../worker/contracts/important-dates";
import { schedulerFor } from "../../worker/delivery/scheduler-stub";
import { pending } from "./delivery-helpers";
import { api, expectRefused, signUp } from "./helpers";

const iso = (ms: number) => new Date(ms).toISOString();
const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
const settings = (token: string, body: unknown) => api("/api/account/settings", { method: "PATCH", token, body });
const alarmOf = (userId: number) => schedulerFor(env, userId).nextAlarm();

/** A person in `timeZone` whose check-ins and dates arrive at `nudgeTime`, and their contact Ana with a weekly rhythm. */
async function personIn(timeZone: string, nudgeTime: string, contact: Record<string, unknown> = {}) {
  const user = await signUp();
  expect((await settings(user.token, { timeZone, nudgeTime })).json).toMatchObject({ timeZone, nudgeTime });
  const ana = await api("/api/contacts", {
    token: user.token,
    body: { name: "Ana Souza", phoneNumber: "+1 555 0100", cadenceEvery: 1, cadenceUnit: "week", ...contact },
  });
  expect(ana.status).toBe(201);
  return { user, ana: ana.json as { id: number; createdAt: string; nextCheckInAt: string; nudgeTime: string | null } };
}

const addDate = async (token: string, contactId: number, date: string, leadDays = 0) =>
  (await api(`/api/contacts/${contactId}/dates`, { token, body: { label: "Birthday", date, leadDays } })).json as {
    id: number;
    headsUpAt: string | null;
    onTheDayAt: string;
  };

describe("the time check-ins and dates arrive", () => {
  it("is 09:00 until chosen; a time that isn't one is a 400 that says how to write it", async () => {
    const user = await signUp();
    expect((await api("/api/account/settings", { token: user.token })).json).toMatchObject({ nudgeTime: "09:00" });
    expectRefused(await settings(user.token, { nudgeTime: "25:00" }), 400, "nudgeTime must be a time like 09:00 (24-hour clock)");
    expectRefused(await settings(user.token, { nudgeTime: 930 }), 400, "nudgeTime must look like 09:00");
    const contact = await api("/api/contacts", { token: user.token, body: { name: "Ana", nudgeTime: "6pm" } });
    expectRefused(contact, 400, "nudgeTime must be a time like 18:30 (24-hour clock)");
    expect((await settings(user.token, { nudgeTime: "18:30" })).json).toMatchObject({ nudgeTime: "18:30" });
    expect((await api("/api/account/settings", { token: user.token })).json).toMatchObject({ nudgeTime: "18:30" });
  });

  it.each([
    // Winter and summer dates, so both sides of DST: 18:30 CET/CEST and EST/EDT.
    ["Europe/Berlin", "1990-01-15", "-01-15T17:30:00.000Z", "1990-07-15", "-07-15T16:30:00.000Z"],
    ["America/New_York", "1990-01-15", "-01-15T23:30:00.000Z", "1990-07-15", "-07-15T22:30:00.000Z"],
  ])(
    "in %s, check-ins and date nudges arrive at the account's 18:30 local time, winter and summer",
    async (zone, winter, winterAt, summer, summerAt) => {
      const { user, ana } = await personIn(zone, "18:30");
      expect(ana.nextCheckInAt).toBe(iso(checkInDue(Date.parse(ana.createdAt), { every: 1, unit: "week" }, zone, minutes("18:30"))));
      expect((await addDate(user.token, ana.id, winter)).onTheDayAt).toMatch(new RegExp(`${winterAt}$`));
      expect((await addDate(user.token, ana.id, summer)).onTheDayAt).toMatch(new RegExp(`${summerAt}$`));
    },
  );

  it("a contact's own time wins over the account's, for its check-in and both date nudges; cleared, it follows the account again", async () => {
    const { user, ana } = await personIn("Europe/Berlin", "18:30", { nudgeTime: "07:15" });
    expect(ana.nudgeTime).toBe("07:15");
    expect(ana.nextCheckInAt).toBe(
      iso(checkInDue(Date.parse(ana.createdAt), { every: 1, unit: "week" }, "Europe/Berlin", minutes("07:15"))),
    );
    const date = await addDate(user.token, ana.id, "1990-01-15", 2);
    expect(date.onTheDayAt).toMatch(/-01-15T06:15:00\.000Z$/);
    expect(date.headsUpAt).toMatch(/-01-13T06:15:00\.000Z$/);
    // Another contact without a time of its own follows the account's.
    const ben = (await api("/api/contacts", { token: user.token, body: { name: "Ben" } })).json;
    expect((await addDate(user.token, ben.id, "1990-01-15")).onTheDayAt).toMatch(/-01-15T17:30:00\.000Z$/);

    // Her time changed in the contact form: her pending nudges move, the scheduler with them.
    const put = await api(`/api/contacts/${ana.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Ana Souza", phoneNumber: "+1 555 0100", cadenceEvery: 1, cadenceUnit: "week", nudgeTime: "12:00" },
    });
    expect(put.json).toMatchObject({ nudgeTime: "12:00", nextCheckInAt: expect.stringMatching(/T11:00:00\.000Z$/) });
    const [dates] = [(await api(`/api/contacts/${ana.id}/dates`, { token: user.token })).json];
    expect(dates[0]).toMatchObject({
      onTheDayAt: expect.stringMatching(/-01-15T11:00:00\.000Z$/),
      headsUpAt: expect.stringMatching(/-01-13T11:00:00\.000Z$/),
    });
    expect(await alarmOf(user.id)).toBe(Math.min(...(await pending(user.token)).map((n) => Date.parse(n.remindAt))));

    // Cleared: back to the account's 18:30.
    const cleared = await api(`/api/contacts/${ana.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Ana Souza", phoneNumber: "+1 555 0100", cadenceEvery: 1, cadenceUnit: "week", nudgeTime: "" },
    });
    expect(cleared.json).toMatchObject({ nudgeTime: null, nextCheckInAt: expect.stringMatching(/T17:30:00\.000Z$/) });
    expect((await api(`/api/contacts/${ana.id}/dates`, { token: user.token })).json[0]).toMatchObject({
      onTheDayAt: expect.stringMatching(/-01-15T17:30:00\.000Z$/),
    });
  });

  it("changing the account's time moves pending check-ins and date nudges to it on the same day; a contact with its own keeps it", async () => {
    const { user, ana } = await personIn("America/New_York", "09:00");
    await addDate(user.token, ana.id, "1990-07-15", 3);
    const cleo = (await api("/api/contacts", { token: user.token, body: { name: "Cleo", nudgeTime: "07:00" } })).json;
    await addDate(user.token, cleo.id, "1990-07-15");
    const before = new Map((await pending(user.token)).map((n) => [n.id, n.remindAt]));
    expect(before.size).toBe(4);

    expect((await settings(user.token, { nudgeTime: "20:45" })).status).toBe(200);
    const after = await pending(user.token);
    for (const n of after) {
      const was = Date.parse(before.get(n.id)!);
      if (n.targetName === "Cleo") expect(n.remindAt).toBe(iso(was));
      // 09:00 → 20:45 the same day (July: EDT, so 00:45Z the next UTC day; the check-in's day may be in winter).
      else expect(Date.parse(n.remindAt) - was).toBe(11.75 * 3600_000);
    }
    expect(after.find((n) => n.message === "Ana Souza's birthday is today")!.remindAt).toMatch(/-07-16T00:45:00\.000Z$/);
    expect(await alarmOf(user.id)).toBe(Math.min(...after.map((n) => Date.parse(n.remindAt))));
  });

  it.each([
    // New York springs forward on 14 March 2027 (02:00 → 03:00), Berlin on 28 March (02:00 → 03:00):
    // 02:30 doesn't exist that day, so the nudge comes at 03:30, just after the gap, on the same day.
    ["America/New_York", "2027-03-14T16:00:00.000Z", "2027-03-14T07:30:00.000Z"],
    ["Europe/Berlin", "2027-03-28T10:00:00.000Z", "2027-03-28T01:30:00.000Z"],
    // Berlin falls back on 31 October 2027: 02:30 happens twice, and the nudge comes once, at the later.
    ["Europe/Berlin", "2027-10-31T10:00:00.000Z", "2027-10-31T01:30:00.000Z"],
  ])(
    "in %s, a time a DST change skips or repeats that day arrives once, on that day (pending at %s → %s)",
    async (zone, onThatDay, expected) => {
      const { user, ana } = await personIn(zone, "09:00");
      await addDate(user.token, ana.id, "1990-09-01");
      // Time can't be moved in a test: the pending check-in and date nudge are put on the DST day instead.
      await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE userId = ? AND sent = 0").bind(Date.parse(onThatDay), user.id).run();
      expect((await settings(user.token, { nudgeTime: "02:30" })).status).toBe(200);
      const moved = await pending(user.token);
      expect(moved).toHaveLength(2);
      for (const n of moved) expect(n.remindAt).toBe(expected);
    },
  );

  it("imported birthdays and check-ins from a circle arrive at the account's time", async () => {
    const user = await signUp();
    await settings(user.token, { timeZone: "Europe/Berlin", nudgeTime: "18:30" });
    const res = await api("/api/contacts/import", { token: user.token, body: { contacts: [{ name: "Dora", birthday: "1990-07-15" }] } });
    expect(res.status).toBe(200);
    const [nudge] = await pending(user.token);
    expect(nudge).toMatchObject({
      message: "Dora's birthday is today",
      remindAt: iso(nextDateNudge(7, 15, 0, Date.now(), "Europe/Berlin", minutes("18:30")).at),
    });
  });
});
