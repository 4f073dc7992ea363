// Repeating nudges (issue 24): the rule's arithmetic in the person's wall-clock time (DST, month
// ends, leap years, COUNT and UNTIL), the API's checks, the next occurrence made in the same
// scheduler pass that sends one, "this one" / "all future" edits and deletes, and the calendar feed.
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { readRecurrence } from "../../worker/contracts/recurrence";
import { instantOf, nextSlot, slotAt } from "../../worker/nudges/recurrence";
import { pending, runAlarm, stubOf } from "./delivery-helpers";
import { alarmThrowsWithD1FailingOn } from "./failing-d1";
import { api, expectRefused, signUp } from "./helpers";

/** Every occurrence from the start, as wall-clock slots (at most `max`). */
function occurrences(rule: string, start: string, max = 8) {
  const slots = [start];
  for (let next = nextSlot(rule, start, start); next && slots.length < max; next = nextSlot(rule, start, next)) slots.push(next);
  return slots;
}

describe("when a repeating nudge comes next", () => {
  // `max` takes the first few of a rule that never ends; one that ends (COUNT, UNTIL) is taken to its end (up to 8).
  it.each<{ what: string; rule: string; start: string; max?: number; slots: string[] }>([
    {
      what: "the 31st monthly keeps the month's end: 28 February and 30 April, then the 31st again",
      rule: "FREQ=MONTHLY",
      start: "2027-01-31T09:00",
      max: 5,
      slots: ["2027-01-31T09:00", "2027-02-28T09:00", "2027-03-31T09:00", "2027-04-30T09:00", "2027-05-31T09:00"],
    },
    {
      what: "the 30th monthly is 29 February in a leap year",
      rule: "FREQ=MONTHLY",
      start: "2028-01-30T09:00",
      max: 3,
      slots: ["2028-01-30T09:00", "2028-02-29T09:00", "2028-03-30T09:00"],
    },
    {
      what: "29 February yearly is the 28th in other years, and the 29th in leap years",
      rule: "FREQ=YEARLY",
      start: "2028-02-29T08:30",
      max: 5,
      slots: ["2028-02-29T08:30", "2029-02-28T08:30", "2030-02-28T08:30", "2031-02-28T08:30", "2032-02-29T08:30"],
    },
    {
      what: "the weekdays it names",
      rule: "FREQ=WEEKLY;BYDAY=MO,TH",
      start: "2027-03-01T18:00",
      max: 4,
      slots: ["2027-03-01T18:00", "2027-03-04T18:00", "2027-03-08T18:00", "2027-03-11T18:00"],
    },
    {
      what: "the 3rd Monday, ending after COUNT",
      rule: "FREQ=MONTHLY;BYDAY=3MO;COUNT=3",
      start: "2027-01-18T09:00",
      slots: ["2027-01-18T09:00", "2027-02-15T09:00", "2027-03-15T09:00"],
    },
    {
      what: "an interval, ending at UNTIL",
      rule: "FREQ=DAILY;INTERVAL=10;UNTIL=20270131",
      start: "2027-01-01T07:00",
      slots: ["2027-01-01T07:00", "2027-01-11T07:00", "2027-01-21T07:00", "2027-01-31T07:00"],
    },
    {
      what: "the last Friday, ending after COUNT",
      rule: "FREQ=MONTHLY;BYDAY=-1FR;COUNT=2",
      start: "2027-01-29T12:00",
      slots: ["2027-01-29T12:00", "2027-02-26T12:00"],
    },
  ])("$what ($rule from $start)", ({ rule, start, max, slots }) => {
    expect(occurrences(rule, start, max)).toEqual(slots);
  });

  it("stays at 9:00 on the wall clock across DST in New York and Berlin", () => {
    const ny = "America/New_York";
    const weekly = occurrences("FREQ=WEEKLY", slotAt(Date.parse("2027-03-07T14:00:00Z"), ny), 3);
    expect(weekly).toEqual(["2027-03-07T09:00", "2027-03-14T09:00", "2027-03-21T09:00"]);
    // EST (UTC−5) before 14 March, EDT (UTC−4) after.
    expect(weekly.map((slot) => new Date(instantOf(slot, ny)).toISOString())).toEqual([
      "2027-03-07T14:00:00.000Z",
      "2027-03-14T13:00:00.000Z",
      "2027-03-21T13:00:00.000Z",
    ]);
    const berlin = "Europe/Berlin";
    expect(occurrences("FREQ=DAILY", "2027-10-30T09:00", 3).map((slot) => new Date(instantOf(slot, berlin)).toISOString())).toEqual([
      "2027-10-30T07:00:00.000Z",
      "2027-10-31T08:00:00.000Z",
      "2027-11-01T08:00:00.000Z",
    ]);
    // 02:30 doesn't exist on 28 March 2027 in Berlin: the time just after the jump.
    expect(new Date(instantOf("2027-03-28T02:30", berlin)).toISOString()).toBe("2027-03-28T01:30:00.000Z");
  });

  it.each([
    ["FREQ=HOURLY", "FREQ=HOURLY isn't supported: nudges repeat DAILY, WEEKLY, MONTHLY or YEARLY"],
    ["INTERVAL=2", "FREQ is missing: DAILY, WEEKLY, MONTHLY or YEARLY"],
    ["FREQ=MONTHLY;BYSETPOS=1", "BYSETPOS isn't supported: nudges repeat by day, weekday, day of the month or month"],
    ["FREQ=WEEKLY;BYDAY=XX", "BYDAY=XX isn't a weekday such as MO, or 3MO for the 3rd Monday"],
    ["FREQ=WEEKLY;BYDAY=3MO", "BYDAY=3MO: a numbered weekday only goes with FREQ=MONTHLY or YEARLY"],
    ["FREQ=DAILY;INTERVAL=0", "INTERVAL must be a whole number from 1 to 999"],
    ["FREQ=DAILY;COUNT=5;UNTIL=20271231", "COUNT and UNTIL can't both be given: end after a number of times, or on a date"],
    ["FREQ=YEARLY;UNTIL=20270231", "UNTIL=20270231 isn't a date: write it as 20261231 or 20261231T235959Z"],
    ["FREQ=DAILY;FREQ=WEEKLY", "FREQ is given twice"],
    ["FREQ=MONTHLY;BYMONTHDAY=32", "BYMONTHDAY=32 must be a day of the month from 1 to 31 (or -1 for the last)"],
  ])("refuses %s, naming the part", (rule, message) => {
    expect(readRecurrence(rule)).toBe(message);
  });
});

// On the minute: occurrences are wall-clock minutes.
const soon = (minutes: number) => new Date(Math.ceil(Date.now() / 60_000) * 60_000 + minutes * 60_000).toISOString();
const nudge = (fields: Record<string, unknown> = {}) => ({ targetName: "Ana", message: "Call Mum", remindAt: soon(60), ...fields });

async function repeating(token: string, recurrence: string, fields: Record<string, unknown> = {}) {
  const res = await api("/api/reminder", { token, body: nudge({ recurrence, ...fields }) });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number; recurrence: string; remindAt: string };
}

/** Moves the nudge's time into the past, as if its moment had come. */
const makeDue = (id: number) =>
  env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE id = ?")
    .bind(Date.now() - 1000, id)
    .run();

describe("repeating nudges through the API", () => {
  it("takes a rule, answers it in canonical form, and refuses a bad one with what is wrong", async () => {
    const user = await signUp();
    const made = await repeating(user.token, "rrule:freq=monthly;count=10;byday=3mo");
    expect(made.recurrence).toBe("FREQ=MONTHLY;BYDAY=3MO;COUNT=10");
    expect((await pending(user.token))[0]).toMatchObject({ id: made.id, recurrence: "FREQ=MONTHLY;BYDAY=3MO;COUNT=10" });
    expectRefused(
      await api("/api/reminder", { token: user.token, body: nudge({ recurrence: "FREQ=SECONDLY" }) }),
      400,
      "FREQ=SECONDLY isn't supported: nudges repeat DAILY, WEEKLY, MONTHLY or YEARLY",
    );
    expectRefused(
      await api("/api/reminder", { token: user.token, body: nudge({ recurrence: 7 }) }),
      400,
      "recurrence must be an RRULE string such as FREQ=WEEKLY;BYDAY=MO",
    );
    // A one-off nudge carries null.
    expect((await api("/api/reminder", { token: user.token, body: nudge() })).json.recurrence).toBeNull();
  });

  it("schedules the next occurrence in the same pass that sends one, once, in the person's time zone; history keeps each", async () => {
    const user = await signUp();
    await api("/api/account/settings", { method: "PATCH", token: user.token, body: { timeZone: "Europe/Berlin" } });
    const first = await repeating(user.token, "FREQ=DAILY;COUNT=3", { remindAt: "2030-01-10T08:00:00.000Z" });
    await makeDue(first.id);
    await runAlarm(user.id);
    const [second] = await pending(user.token);
    // 09:00 in Berlin, the slot the series started at, on the next day after now.
    expect(second).toMatchObject({ targetName: "Ana", message: "Call Mum", recurrence: "FREQ=DAILY;COUNT=3" });
    expect(new Date(second!.remindAt).toISOString().slice(11, 16)).toMatch(/^0[78]:00$/);
    expect(Date.parse(second!.remindAt)).toBeGreaterThan(Date.now());
    // A retried alarm makes no second one.
    await runAlarm(user.id).catch(() => {});
    expect(await pending(user.token)).toHaveLength(1);
    const history = (await api("/api/nudge-history", { token: user.token })).json as { id: number; recurrence: string }[];
    expect(history).toMatchObject([{ id: first.id, recurrence: "FREQ=DAILY;COUNT=3" }]);
  });

  // After the claim's 10 queries (which read the series and the person's zone), the batch that
  // makes the next occurrence and moves the series to it (11–13).
  it.each([11, 12, 13])("a next occurrence cut short by D1 failing on query %s is made by the retried alarm, once", async (failAt) => {
    const user = await signUp();
    const made = await repeating(user.token, "FREQ=DAILY");
    await makeDue(made.id);
    await runInDurableObject(stubOf(user.id), async (instance) => {
      await alarmThrowsWithD1FailingOn(instance, failAt);
      await instance.alarm();
      await instance.alarm();
    });
    const waiting = await pending(user.token);
    expect(waiting).toHaveLength(1);
    expect(Date.parse(waiting[0]!.remindAt) - Date.parse(made.remindAt)).toBe(24 * 3600 * 1000);
    expect((await api("/api/nudge-history", { token: user.token })).json).toHaveLength(1);
  });

  it("ends after COUNT occurrences", async () => {
    const user = await signUp();
    let current = await repeating(user.token, "FREQ=WEEKLY;COUNT=2");
    await makeDue(current.id);
    await runAlarm(user.id);
    current = (await pending(user.token))[0] as never;
    expect(current).toBeDefined();
    await makeDue(current.id);
    await runAlarm(user.id);
    expect(await pending(user.token)).toEqual([]);
    expect((await api("/api/nudge-history", { token: user.token })).json).toHaveLength(2);
  });

  it("edits this one without touching the ones after it, or all future ones", async () => {
    const user = await signUp();
    const made = await repeating(user.token, "FREQ=WEEKLY");
    const edit = (body: Record<string, unknown>) =>
      api(`/api/reminders/${made.id}`, { method: "PUT", token: user.token, body: nudge({ remindAt: made.remindAt, ...body }) });

    const thisOne = await edit({ message: "Call Mum: ask about the trip", remindAt: soon(90) });
    expect(thisOne.json).toMatchObject({ message: "Call Mum: ask about the trip", recurrence: "FREQ=WEEKLY" });
    await makeDue(made.id);
    await runAlarm(user.id);
    const [next] = await pending(user.token);
    // The next one says what the series says, at the series' time a week on.
    expect(next).toMatchObject({ message: "Call Mum", recurrence: "FREQ=WEEKLY" });
    expect(Date.parse(next!.remindAt) - Date.parse(made.remindAt)).toBe(7 * 24 * 3600 * 1000);

    expectRefused(
      await api(`/api/reminders/${next!.id}`, {
        method: "PUT",
        token: user.token,
        body: nudge({ remindAt: next!.remindAt, recurrence: "FREQ=DAILY" }),
      }),
      400,
      'Changing how a nudge repeats changes all the ones after it too: edit with scope "future"',
    );
    const future = await api(`/api/reminders/${next!.id}`, {
      method: "PUT",
      token: user.token,
      body: nudge({ remindAt: next!.remindAt, message: "Call Mum and Dad", recurrence: "FREQ=MONTHLY", scope: "future" }),
    });
    expect(future.json).toMatchObject({ message: "Call Mum and Dad", recurrence: "FREQ=MONTHLY" });
    await makeDue(next!.id);
    await runAlarm(user.id);
    expect((await pending(user.token))[0]).toMatchObject({ message: "Call Mum and Dad", recurrence: "FREQ=MONTHLY" });

    // Stopping it: the waiting one stays, as a one-off.
    const [last] = await pending(user.token);
    const stopped = await api(`/api/reminders/${last!.id}`, {
      method: "PUT",
      token: user.token,
      body: nudge({ remindAt: last!.remindAt, recurrence: null, scope: "future" }),
    });
    expect(stopped.json.recurrence).toBeNull();
    await makeDue(last!.id);
    await runAlarm(user.id);
    expect(await pending(user.token)).toEqual([]);
  });

  it("deletes this one (the next takes its place) or all future ones (history stays)", async () => {
    const user = await signUp();
    const made = await repeating(user.token, "FREQ=DAILY");
    expect((await api(`/api/reminders/${made.id}?scope=this`, { method: "DELETE", token: user.token })).status).toBe(200);
    const [next] = await pending(user.token);
    expect(next).toMatchObject({ message: "Call Mum", recurrence: "FREQ=DAILY" });
    expect(next!.id).not.toBe(made.id);
    expect(Date.parse(next!.remindAt) - Date.parse(made.remindAt)).toBe(24 * 3600 * 1000);

    await makeDue(next!.id);
    await runAlarm(user.id);
    const [third] = await pending(user.token);
    expect((await api(`/api/reminders/${third!.id}`, { method: "DELETE", token: user.token })).status).toBe(200);
    expect(await pending(user.token)).toEqual([]);
    expect((await api("/api/nudge-history", { token: user.token })).json).toHaveLength(1);
    expectRefused(
      await api(`/api/reminders/${next!.id}?scope=some`, { method: "DELETE", token: user.token }),
      400,
      'scope must be "this" or "future"',
    );
  });

  it("done before it nudged (from Today): the next occurrence is scheduled at once", async () => {
    const user = await signUp();
    const made = await repeating(user.token, "FREQ=WEEKLY");
    expect((await api(`/api/reminders/${made.id}/done`, { method: "POST", token: user.token })).json).toMatchObject({ sent: true });
    const [next] = await pending(user.token);
    expect(next).toMatchObject({ message: "Call Mum", recurrence: "FREQ=WEEKLY" });
    expect(Date.parse(next!.remindAt) - Date.parse(made.remindAt)).toBe(7 * 24 * 3600 * 1000);
  });

  it("writes the rule into the calendar feed, in the person's time zone", async () => {
    const user = await signUp();
    await api("/api/account/settings", { method: "PATCH", token: user.token, body: { timeZone: "America/New_York" } });
    await repeating(user.token, "FREQ=MONTHLY;UNTIL=20300531", { remindAt: "2030-01-31T14:00:00.000Z" });
    const feed = await api("/api/calendar-feed", { method: "POST", token: user.token });
    const text = (await api(new URL(feed.json.url).pathname, {})).text;
    expect(text).toContain("DTSTART;TZID=America/New_York:20300131T090000\r\n");
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
    const days: string[] = [];
    const it = event.iterator();
    for (let next = it.next(); next && days.length < 8; next = it.next()) days.push(next.toString().slice(0, 10));
    expect(days).toEqual(["2030-01-31", "2030-02-28", "2030-03-31", "2030-04-30", "2030-05-31"]);
  });
});
