import { runDurableObjectAlarm } from "cloudflare:test";
import ICAL from "ical.js";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { feedCalendar } from "../../worker/calendar/feed";
import { checkInDue } from "../../worker/contracts/cadence";
import type { NudgeScheduler } from "../../worker/delivery/scheduler";
import { schedulerFor } from "../../worker/delivery/scheduler-stub";
import { api, signUp, NEW_ACCOUNT_SETTINGS_READ } from "./helpers";
import { delivered, subscribeDevice } from "./push-helpers";

const HOUR = 3600_000;
const runAlarm = (userId: number) => runDurableObjectAlarm(schedulerFor(env, userId) as unknown as DurableObjectStub<NudgeScheduler>);
const alarmOf = (userId: number) => schedulerFor(env, userId).nextAlarm();
const pending = async (token: string) =>
  (await api("/api/reminders", { token })).json as { id: number; targetName: string; message: string; remindAt: string }[];

/**
 * A fixed-offset zone where it is now 23:xx (the tests cannot move the clock, so they move the
 * user instead), with when 08:00 next morning is there.
 */
function zoneAtElevenPm(now = Date.now()) {
  let offset = 23 - new Date(now).getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  // Etc/GMT names have the sign turned round: Etc/GMT-9 is UTC+9.
  const timeZone = offset === 0 ? "UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
  const local = new Date(now + offset * HOUR);
  const eightAm = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1, 8) - offset * HOUR;
  return { timeZone, eightAm };
}

async function settings(token: string, body: unknown) {
  return api("/api/account/settings", { method: "PATCH", token, body });
}

/** A person whose zone is Asia/Tokyo, and their contact Ana with a check-in every `weeks` weeks. */
async function anaInTokyo(weeks: number) {
  const user = await signUp();
  await settings(user.token, { timeZone: "Asia/Tokyo" });
  const ana = (
    await api("/api/contacts", {
      token: user.token,
      body: { name: "Ana Souza", phoneNumber: "+1 555 0100", cadenceEvery: weeks, cadenceUnit: "week" },
    })
  ).json;
  return { user, ana };
}

describe("the user's time zone and quiet hours", () => {
  it("start as UTC with no quiet hours, are saved, exported, and refuse an unknown zone with a 400", async () => {
    const user = await signUp();
    expect((await api("/api/account/settings", { token: user.token })).json).toEqual(NEW_ACCOUNT_SETTINGS_READ);

    const saved = await settings(user.token, { timeZone: "America/Sao_Paulo", quietHours: { start: "22:00", end: "08:00" } });
    expect(saved.status).toBe(200);
    // The zone saved, and the phone region following it; everything else as a new account has it.
    const inSaoPaulo = { ...NEW_ACCOUNT_SETTINGS_READ, timeZone: "America/Sao_Paulo", timeZoneSet: true, phoneRegion: "BR" };
    expect(saved.json).toEqual({ ...inSaoPaulo, quietHours: { start: "22:00", end: "08:00" } });

    const unknown = await settings(user.token, { timeZone: "Atlantis/Capital" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/timeZone is not a known time zone: use an IANA name such as Europe\/Berlin/);
    expect((await settings(user.token, { quietHours: { start: "9pm", end: "08:00" } })).status).toBe(400);

    // quietHours null turns them off and leaves the zone alone.
    expect((await settings(user.token, { quietHours: null })).json).toEqual({ ...inSaoPaulo, quietHours: null });
    const exported = await api("/api/account/export", { token: user.token });
    expect(exported.json.account).toMatchObject({ timeZone: "America/Sao_Paulo", timeZoneSet: true, quietHours: null });
  });

  it("a nudge due at 23:00 inside 22:00–08:00 is neither claimed nor pushed: the alarm sleeps until 08:00", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    const { timeZone, eightAm } = zoneAtElevenPm();
    const res = await api("/api/reminder", {
      token: user.token,
      body: { targetName: "Ana", message: "Call about the trip", remindAt: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(await alarmOf(user.id)).toBe(Date.parse(res.json.remindAt));

    // Turning quiet hours on re-arms the object at their end.
    expect((await settings(user.token, { timeZone, quietHours: { start: "22:00", end: "08:00" } })).status).toBe(200);
    expect(await alarmOf(user.id)).toBe(eightAm);

    // Due now (23:xx local): an alarm that fires anyway claims nothing and pushes nothing.
    await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE id = ?")
      .bind(Date.now() - 1000, res.json.id)
      .run();
    await runAlarm(user.id);
    expect(await delivered(device)).toHaveLength(0);
    expect((await pending(user.token)).map((n) => n.id)).toEqual([res.json.id]);
    expect(await alarmOf(user.id)).toBe(eightAm);

    // A new nudge for later tonight also waits for 08:00.
    await api("/api/reminder", {
      token: user.token,
      body: { targetName: "Ben", message: "Hi", remindAt: new Date(Date.now() + 20 * 60_000).toISOString() },
    });
    expect(await alarmOf(user.id)).toBe(eightAm);

    // The quiet hours are over (here: turned off): the held nudge goes out on the next alarm.
    await settings(user.token, { quietHours: null });
    expect(await alarmOf(user.id)).toBeLessThanOrEqual(Date.now());
    await runAlarm(user.id);
    expect((await delivered(device)).map((m) => m.json.data.targetName)).toEqual(["Ana"]);
  });

  it("a nudge due outside quiet hours is not held", async () => {
    const user = await signUp();
    const device = await subscribeDevice(user.token);
    const { timeZone } = zoneAtElevenPm();
    // 23:xx is outside 09:00–17:00.
    await settings(user.token, { timeZone, quietHours: { start: "09:00", end: "17:00" } });
    const res = await api("/api/reminder", {
      token: user.token,
      body: { targetName: "Ana", message: "Hi", remindAt: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(await alarmOf(user.id)).toBe(Date.parse(res.json.remindAt));
    await env.DB.prepare("UPDATE reminders SET remindAt = ? WHERE id = ?")
      .bind(Date.now() - 1000, res.json.id)
      .run();
    await runAlarm(user.id);
    expect(await delivered(device)).toHaveLength(1);
  });

  it("birthday nudges arrive at 09:00 in the user's zone, and move when the zone changes", async () => {
    const user = await signUp();
    await settings(user.token, { timeZone: "Asia/Tokyo" });
    const ana = (await api("/api/contacts", { token: user.token, body: { name: "Ana Souza", phoneNumber: "+1 555 0100" } })).json;
    const added = await api(`/api/contacts/${ana.id}/dates`, { token: user.token, body: { label: "Birthday", date: "1990-03-14" } });
    // 09:00 in Tokyo (UTC+9, no DST) is 00:00Z.
    expect(added.json.nextNudgeAt).toMatch(/-03-14T00:00:00\.000Z$/);
    await settings(user.token, { timeZone: "America/Los_Angeles" });
    // 09:00 PDT (March 14 is after the US change) is 16:00Z.
    const [moved] = await pending(user.token);
    expect(moved!.remindAt).toMatch(/-03-14T16:00:00\.000Z$/);
    expect(await alarmOf(user.id)).toBe(Date.parse(moved!.remindAt));
  });

  it("a check-in nudge arrives at 09:00 in the user's zone, a cadence after the last contact", async () => {
    const { ana } = await anaInTokyo(1);
    // 09:00 in Tokyo (UTC+9, no DST) is 00:00Z, on the Tokyo day a week after the contact was added.
    expect(ana.nextCheckInAt).toBe(new Date(checkInDue(Date.parse(ana.createdAt), { every: 1, unit: "week" }, "Asia/Tokyo")).toISOString());
    expect(ana.nextCheckInAt).toMatch(/T00:00:00\.000Z$/);
  });

  it("a pending check-in keeps its day but moves to 09:00 in the new zone when the user changes zone", async () => {
    const { user, ana } = await anaInTokyo(2);
    const tokyoDay = new Date(Date.parse(ana.nextCheckInAt) + 9 * HOUR).toISOString().slice(0, 10);
    await settings(user.token, { timeZone: "Europe/Lisbon" });
    const [checkIn] = await pending(user.token);
    const lisbon = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Lisbon",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date(checkIn!.remindAt));
    expect(lisbon).toBe(`${tokyoDay}, 09:00`);
    expect(await alarmOf(user.id)).toBe(Date.parse(checkIn!.remindAt));
    const listed = (await api("/api/contacts", { token: user.token })).json.find((c: { id: number }) => c.id === ana.id);
    expect(listed.nextCheckInAt).toBe(checkIn!.remindAt);
  });

  it("renaming a contact renames its pending check-in and date nudges, and messages that say the name", async () => {
    const user = await signUp();
    const ana = (
      await api("/api/contacts", {
        token: user.token,
        body: { name: "Ana Souza", phoneNumber: "+1 555 0100", cadenceEvery: 2, cadenceUnit: "week" },
      })
    ).json;
    await api(`/api/contacts/${ana.id}/dates`, { token: user.token, body: { label: "Birthday", date: "1990-03-14" } });
    const [checkIn] = (await pending(user.token)).filter((n) => n.message.startsWith("Keep in touch"));
    await env.DB.prepare("UPDATE reminders SET message = ? WHERE id = ?").bind("Ask Ana Souza about the move", checkIn!.id).run();
    const other = await api("/api/reminder", {
      token: user.token,
      body: { targetName: "Ana Souza", message: "Unrelated nudge for Ana Souza", remindAt: new Date(Date.now() + HOUR).toISOString() },
    });

    const put = await api(`/api/contacts/${ana.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Ana Lima", phoneNumber: "+1 555 0100", cadenceEvery: 2, cadenceUnit: "week" },
    });
    expect(put.status).toBe(200);
    const byId = new Map((await pending(user.token)).map((n) => [n.id, n]));
    expect(byId.get(checkIn!.id)).toMatchObject({ targetName: "Ana Lima", message: "Ask Ana Lima about the move" });
    const birthday = [...byId.values()].find((n) => n.message === "Ana Lima's birthday is today");
    expect(birthday).toMatchObject({ targetName: "Ana Lima" });
    // A nudge the user wrote themselves is not the contact's: it keeps its words.
    expect(byId.get(other.json.id)).toMatchObject({ targetName: "Ana Souza", message: "Unrelated nudge for Ana Souza" });
  });
});

describe("a 29 February date in the calendar feed", () => {
  it("falls on 28 February in non-leap years and on the 29th in leap years (ical.js expands the rule)", () => {
    const text = feedCalendar(
      { nudges: [], series: [], dates: [{ id: 1, name: "Leo", label: "Birthday", date: "2000-02-29" }] } as never,
      "nudge.test",
      Date.parse("2026-01-01T00:00:00Z"),
      "UTC",
    );
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
    const it = event.iterator();
    const days: string[] = [];
    for (let next = it.next(); next && days.length < 6; next = it.next()) days.push(next.toString());
    expect(days).toEqual(["2000-02-29", "2001-02-28", "2002-02-28", "2003-02-28", "2004-02-29", "2005-02-28"]);
  });

  it("other dates keep a plain yearly rule", () => {
    const text = feedCalendar(
      { nudges: [], series: [], dates: [{ id: 2, name: "Ana", label: "Birthday", date: "1990-03-14" }] } as never,
      "nudge.test",
      Date.now(),
      "UTC",
    );
    expect(text).toContain("RRULE:FREQ=YEARLY\r\n");
  });
});
