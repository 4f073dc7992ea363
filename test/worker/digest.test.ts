// The digest notification (issue 24): the Today list as one push (and, if chosen, one email) at the
// person's time, every day or once a week; nothing when the list is empty; quiet hours respected;
// exactly once a day however often the alarm runs, fails or is retried.
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { formatClock } from "../../worker/contracts/time-zone";
import type { NudgeScheduler } from "../../worker/delivery/scheduler";
import type { SentMail } from "../support/mail-sink";
import { alarmCountingD1, rerunAlarm, runAlarm, schedulerSql, sleep, stubOf } from "./delivery-helpers";
import { api, signUp, signUpConfirmed } from "./helpers";
import { attempts, delivered, scriptResponses, subscribeDevice, type BrowserSubscription } from "./push-helpers";

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * A zone where it is about midday now (Etc/GMT-5 is UTC+5): the tests' "today" then never crosses
 * midnight while they run, whatever the hour in UTC.
 */
function middayZone() {
  const offset = Math.max(-12, Math.min(14, 12 - new Date().getUTCHours()));
  return { timeZone: offset === 0 ? "UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`, offsetMs: offset * 3_600_000 };
}

/** The wall-clock time `ms` from now in the zone, "HH:MM". */
const clockIn = (zone: { offsetMs: number }, ms: number) => {
  const local = new Date(Date.now() + zone.offsetMs + ms);
  return formatClock(local.getUTCHours() * 60 + local.getUTCMinutes());
};
const weekdayIn = (zone: { offsetMs: number }) => new Date(Date.now() + zone.offsetMs).getUTCDay();

async function settings(token: string, body: Record<string, unknown>) {
  const res = await api("/api/account/settings", { method: "PATCH", token, body });
  expect(res.status, res.text).toBe(200);
  return res.json;
}

/**
 * Turns the digest on for a time two minutes ago, as if that had been chosen yesterday: a digest set
 * today for a time already past waits for tomorrow, so the scheduler's note of it is moved back.
 * The alarm stays armed for tomorrow, so it never fires by itself mid-test: runAlarm runs it now.
 * `quietHours`: saved with it, as they are read in the zone it sets.
 */
type Zone = ReturnType<typeof middayZone>;
async function digestDueNow(
  user: { id: number; token: string },
  digest: Record<string, unknown> = {},
  quietHours?: (zone: Zone) => { start: string; end: string },
) {
  const zone = middayZone();
  const time = clockIn(zone, -2 * MINUTE);
  await settings(user.token, {
    timeZone: zone.timeZone,
    digest: { every: "daily", time, ...digest },
    ...(quietHours && { quietHours: quietHours(zone) }),
  });
  await schedulerSql(user.id, "UPDATE digest_meta SET value = '0' WHERE key = 'handled'");
  return zone;
}

/** A contact whose keep-in-touch check-in is overdue, and one with a birthday in three days. */
async function dayWithTwoPeople(user: { id: number; token: string }) {
  const ana = await api("/api/contacts", {
    token: user.token,
    body: { name: "Ana", phoneNumber: "+1 555 0100", cadenceEvery: 2, cadenceUnit: "week" },
  });
  expect(ana.status, ana.text).toBe(201);
  await env.DB.prepare("UPDATE contacts SET lastContactAt = ?, createdAt = ? WHERE id = ?")
    .bind(Date.now() - 30 * DAY, Date.now() - 30 * DAY, ana.json.id)
    .run();
  const ben = await api("/api/contacts", { token: user.token, body: { name: "Ben", phoneNumber: "+1 555 0111" } });
  const inThreeDays = new Date(Date.now() + 3 * DAY).toISOString().slice(5, 10);
  const date = await api(`/api/contacts/${ben.json.id}/dates`, {
    token: user.token,
    body: { label: "Birthday", date: `1990-${inThreeDays}` },
  });
  expect(date.status, date.text).toBe(201);
}

/** The digests this device was pushed (not its nudges). */
const digests = async (device: BrowserSubscription) => (await delivered(device)).filter((m) => m.json.data?.digest);

async function digestMails(address: string): Promise<SentMail[]> {
  const all = (await (await fetch(`${inject("mailSinkUrl")}/messages?to=${encodeURIComponent(address)}`)).json()) as SentMail[];
  return all.filter((m) => m.idempotencyKey?.startsWith("digest/"));
}

describe("the digest notification", () => {
  it("is off until chosen, and the settings say how it is set", async () => {
    const user = await signUp();
    const res = await api("/api/account/settings", { token: user.token });
    expect(res.json.digest).toEqual({ every: "off", time: "08:30", weekday: 1, email: false });
    const saved = await settings(user.token, { digest: { every: "weekly", weekday: 5, time: "07:15" } });
    expect(saved.digest).toEqual({ every: "weekly", time: "07:15", weekday: 5, email: false });
    // A part left out stays as it was.
    expect((await settings(user.token, { digest: { email: true } })).digest).toEqual({
      every: "weekly",
      time: "07:15",
      weekday: 5,
      email: true,
    });
    expect((await settings(user.token, { digest: { every: "off" } })).digest.every).toBe("off");
  });

  it("refuses settings it cannot follow, saying which part", async () => {
    const user = await signUp();
    const cases: [unknown, string][] = [
      [{ every: "hourly" }, "digest.every must be one of off, daily, weekly"],
      [{ time: "8:30" }, "digest.time must be a time like 08:30"],
      [{ weekday: 7 }, "digest.weekday must be from 0 (Sunday) to 6 (Saturday)"],
      [{ weekday: 1.5 }, "whole number"],
      [{ email: "yes" }, "digest.email must be true or false"],
      ["daily", "digest must be an object"],
    ];
    for (const [digest, message] of cases) {
      const res = await api("/api/account/settings", { method: "PATCH", token: user.token, body: { digest } });
      expect(res.status, JSON.stringify(digest)).toBe(400);
      expect(res.text).toContain(message);
    }
    expect((await api("/api/account/settings", { token: user.token })).json.digest.every).toBe("off");
  });

  it("pushes the day's list once, with who is on it, and opens Today", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    await dayWithTwoPeople(user);
    const zone = await digestDueNow(user);
    await runAlarm(user.id);
    const [digest, ...more] = await digests(device);
    expect(more).toEqual([]);
    expect(digest!.json.title).toBe("2 people to reach out to today");
    expect(digest!.json.body).toBe("Ana and Ben");
    expect(digest!.json.notification).toMatchObject({ title: digest!.json.title, navigate: `${env.APP_URL}/today` });
    const day = new Date(Date.now() + zone.offsetMs).toISOString().slice(0, 10);
    expect(digest!.json.notification.tag).toBe(`digest-${day}`);
    expect(digest!.json.data).toEqual({ digest: day, url: "/today" });
    expect(digest!.headers.topic).toBe("digest");

    // Run again, and retried by hand: still one.
    await rerunAlarm(user.id);
    await runAlarm(user.id);
    expect(await digests(device)).toHaveLength(1);
    // The next one is tomorrow at the same time.
    const next = await stubOf(user.id).nextAlarm();
    expect(next).toBeGreaterThan(Date.now() + DAY - 5 * MINUTE);
    expect(next).toBeLessThan(Date.now() + DAY);
  });

  it("sends nothing when the list is empty, and does not try again that day", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    await digestDueNow(user);
    await runAlarm(user.id);
    // Something comes up later that day: the day's digest was already decided.
    await dayWithTwoPeople(user);
    await rerunAlarm(user.id);
    expect(await digests(device)).toEqual([]);
  });

  it("waits for quiet hours to end", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    await dayWithTwoPeople(user);
    await digestDueNow(user, {}, (zone) => ({ start: clockIn(zone, -60 * MINUTE), end: clockIn(zone, 60 * MINUTE) }));
    await runAlarm(user.id);
    expect(await digests(device)).toEqual([]);
    const alarm = await stubOf(user.id).nextAlarm();
    expect(alarm).toBeGreaterThan(Date.now() + 55 * MINUTE);
    expect(alarm).toBeLessThanOrEqual(Date.now() + 60 * MINUTE);
    // Quiet hours over (here: turned off), the same day's digest goes.
    await settings(user.token, { quietHours: null });
    await runAlarm(user.id);
    await expect.poll(() => digests(device)).toHaveLength(1);
  });

  it("takes one D1 round trip when it wakes the alarm with no nudge due: no claim", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    await dayWithTwoPeople(user);
    // A nudge later today is on the list, and its own alarm is an hour away.
    const later = await api("/api/reminder", {
      token: user.token,
      body: { targetName: "Cara", message: "Lunch?", remindAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(later.status, later.text).toBe(201);
    await digestDueNow(user);
    const d1 = await alarmCountingD1(user.id);
    // The list's one batch, and nothing written: no claim.
    expect(d1.roundTrips).toBe(1);
    expect(d1.rowsWritten).toBe(0);
    const [digest] = await digests(device);
    expect(digest!.json.title).toBe("3 people to reach out to today");
    // The nudge is still waiting for its time.
    expect((await api("/api/reminders", { token: user.token })).json).toContainEqual(expect.objectContaining({ id: later.json.id }));
  });

  it("goes once when two runs of the alarm overlap", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    await dayWithTwoPeople(user);
    await digestDueNow(user);
    await Promise.all([rerunAlarm(user.id), rerunAlarm(user.id), rerunAlarm(user.id)]);
    expect(await digests(device)).toHaveLength(1);
  });

  it("when D1 fails reading the list, tries again later instead of failing the alarm, and sends it once", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    await dayWithTwoPeople(user);
    await digestDueNow(user);
    await runInDurableObject(stubOf(user.id), async (instance: NudgeScheduler) => {
      const holder = instance as unknown as { env: Env };
      // Only the list's reads (today_snoozes is read by Today alone) fail: the nudges' claim works.
      holder.env = { ...env, DB: failingOnTable(env.DB, "today_snoozes") };
      try {
        await instance.alarm();
      } finally {
        holder.env = env;
      }
    });
    expect(await digests(device)).toEqual([]);
    const retryAt = await stubOf(user.id).nextAlarm();
    expect(retryAt).toBeLessThanOrEqual(Date.now() + 2000);
    await sleep(Math.max(0, retryAt! - Date.now()) + 50);
    await runAlarm(user.id);
    await rerunAlarm(user.id);
    expect(await digests(device)).toHaveLength(1);
  });

  it("retries a push its service could not take, and delivers it once", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    await dayWithTwoPeople(user);
    await scriptResponses(device, [503], 1);
    await digestDueNow(user);
    // The alarm (run here, or on its own the moment it was armed) meets the 503 first.
    await runAlarm(user.id);
    await expect.poll(() => attempts(device)).toBeGreaterThanOrEqual(1);
    await sleep(1100);
    await runAlarm(user.id);
    await rerunAlarm(user.id);
    expect(await digests(device)).toHaveLength(1);
    expect(await attempts(device)).toBe(2);
  });

  it("says only how many with details hidden on the lock screen", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    await dayWithTwoPeople(user);
    await settings(user.token, { hideDetails: true });
    await digestDueNow(user);
    await runAlarm(user.id);
    const [digest] = await digests(device);
    expect(digest!.json.title).toBe("2 people to reach out to today");
    expect(digest!.json.body).toBe("");
    expect(digest!.json.notification.body).toBe("");
  });

  it("weekly: comes on the chosen weekday only, with the week's list", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    const zone = middayZone();
    // A nudge four days on is this week's, not today's.
    const later = await api("/api/reminder", {
      token: user.token,
      body: { targetName: "Cara", phoneNumber: "+15550122", message: "Lunch?", remindAt: new Date(Date.now() + 4 * DAY).toISOString() },
    });
    expect(later.status, later.text).toBe(201);
    await digestDueNow(user, { every: "weekly", weekday: (weekdayIn(zone) + 1) % 7 });
    await runAlarm(user.id);
    expect(await digests(device)).toEqual([]);
    await digestDueNow(user, { every: "weekly", weekday: weekdayIn(zone) });
    await runAlarm(user.id);
    const [digest] = await digests(device);
    expect(digest!.json.title).toBe("1 person to reach out to this week");
    expect(digest!.json.body).toBe("Cara");
  });

  it("by email too when chosen, to a confirmed address, with one-tap links and an opt-out that turns it off", async () => {
    const user = await signUpConfirmed();
    await dayWithTwoPeople(user);
    await digestDueNow(user, { email: true });
    await runAlarm(user.id);
    await rerunAlarm(user.id);
    const [mail, ...more] = await digestMails(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("2 people to reach out to today");
    expect(mail!.text).toContain("Ana: Check-in overdue");
    expect(mail!.text).toContain("Text: sms:+15550100");
    expect(mail!.text).toContain("Call: tel:+15550100");
    expect(mail!.text).toContain("Ben: Birthday in 3 days");
    expect(mail!.text).toContain(`Open Today: ${env.APP_URL}/today`);
    const unsubscribe = /<([^>]+)>/.exec(mail!.headers!["List-Unsubscribe"]!)![1]!;
    expect((await api(unsubscribe.replace(env.APP_URL, ""), { method: "POST", body: {} })).status).toBe(200);
    expect((await api("/api/account/settings", { token: user.token })).json.digest.email).toBe(false);
  });

  it("is not emailed to an address not yet confirmed", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    await dayWithTwoPeople(user);
    await digestDueNow(user, { email: true });
    await runAlarm(user.id);
    expect(await digests(device)).toHaveLength(1);
    expect(await digestMails(user.email)).toEqual([]);
  });
});

/** D1 whose queries on `table` throw, as an overloaded D1 does, while the rest answer. */
function failingOnTable(db: D1Database, table: string): D1Database {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") {
        return (query: string) => {
          if (query.includes(`"${table}"`)) throw new Error("D1_ERROR: Network connection lost (simulated)");
          return target.prepare(query);
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
