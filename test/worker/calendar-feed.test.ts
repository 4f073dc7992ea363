import { env } from "cloudflare:workers";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { api, signUp } from "./helpers";

const octets = (s: string) => new TextEncoder().encode(s).length;
const feedPath = (url: string) => new URL(url).pathname;
const soon = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe("private calendar feed", () => {
  it("lists pending nudges and birthdays as RFC 5545 that ical.js parses", async () => {
    const user = await signUp();
    expect((await api("/api/calendar-feed", { token: user.token })).json).toEqual({ active: false, createdAt: null });
    const long = "Zoë Okafor-Lindqvist, from the climbing gym; 🎂 loves long names";
    const contact = await api("/api/contacts", { token: user.token, body: { name: long.slice(0, 60), phoneNumber: "+1 555 0100" } });
    await api(`/api/contacts/${contact.json.id}/dates`, {
      token: user.token,
      body: { label: "Birthday", date: "1990-03-14", leadDays: 2 },
    });
    const nudge = await api("/api/reminder", {
      token: user.token,
      body: { targetName: "Ana", message: "Ask about the move;\nand the new job, too", remindAt: soon(2) },
    });

    const created = await api("/api/calendar-feed", { method: "POST", token: user.token });
    expect(created.status).toBe(201);
    expect(created.json.url).toMatch(/^http:\/\/localhost:8787\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await api("/api/calendar-feed", { token: user.token })).json).toEqual({ active: true, createdAt: created.json.createdAt });

    const feed = await api(feedPath(created.json.url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    // CRLF only, and no line longer than 75 octets.
    expect(feed.text.endsWith("\r\n")).toBe(true);
    const lines = feed.text.slice(0, -2).split("\r\n");
    expect(lines.some((l) => l.includes("\n") || l.includes("\r"))).toBe(false);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(" "))).toBe(true); // something was long enough to fold

    const vcalendar = new ICAL.Component(ICAL.parse(feed.text));
    expect(vcalendar.getFirstPropertyValue("version")).toBe("2.0");
    const events = vcalendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    for (const v of vcalendar.getAllSubcomponents("vevent")) expect(v.getFirstPropertyValue("dtstamp")).toBeTruthy();
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);

    const own = events.find((e) => e.uid === `nudge-${nudge.json.id}@localhost:8787`)!;
    expect(own.summary).toBe("Nudge: reach out to Ana");
    expect(own.description).toBe("Ask about the move;\nand the new job, too");
    expect(own.startDate.toJSDate().toISOString()).toBe(new Date(Math.floor(Date.parse(nudge.json.remindAt) / 1000) * 1000).toISOString());

    // The birthday's own nudges (the heads-up two days early, and on the day) and the birthday itself, every year.
    const birthdayNudges = events.filter((e) => e.summary === `Nudge: reach out to ${long.slice(0, 60)}`).map((e) => e.description);
    expect(birthdayNudges).toHaveLength(2);
    expect(birthdayNudges.some((d) => /'s birthday is on [A-Z][a-z]+day\n/.test(d))).toBe(true);
    expect(birthdayNudges.some((d) => d.includes("'s birthday is today\n"))).toBe(true);
    const birthday = events.find((e) => e.summary === `${long.slice(0, 60)}: Birthday`)!;
    expect(birthday.startDate.isDate).toBe(true);
    expect(birthday.isRecurring()).toBe(true);
    const next = birthday.iterator().next();
    expect([next.month, next.day]).toEqual([3, 14]);
  });

  it("a revoked or replaced secret is a 404, and so is a guessed one", async () => {
    const user = await signUp();
    const first = await api("/api/calendar-feed", { method: "POST", token: user.token });
    expect((await api(feedPath(first.json.url))).status).toBe(200);
    const second = await api("/api/calendar-feed", { method: "POST", token: user.token });
    expect(second.json.url).not.toBe(first.json.url);
    expect((await api(feedPath(first.json.url))).status).toBe(404);
    expect((await api(feedPath(second.json.url))).status).toBe(200);

    const revoked = await api("/api/calendar-feed", { method: "DELETE", token: user.token });
    expect(revoked.json).toEqual({ message: "Calendar feed revoked" });
    const gone = await api(feedPath(second.json.url));
    expect(gone.status).toBe(404);
    expect(gone.json).toEqual({ message: "Calendar feed not found" });
    expect((await api("/api/calendar-feed", { method: "DELETE", token: user.token })).status).toBe(404);
    expect((await api(`/api/calendar/${"A".repeat(43)}.ics`)).status).toBe(404);
    expect((await api("/api/calendar/not-a-secret")).status).toBe(404);
  });

  it("one user's secret shows only that user's nudges", async () => {
    const ana = await signUp();
    const ben = await signUp();
    await api("/api/reminder", { token: ana.token, body: { targetName: "Carla", message: "Ana's nudge", remindAt: soon(1) } });
    await api("/api/reminder", { token: ben.token, body: { targetName: "Dev", message: "Ben's nudge", remindAt: soon(1) } });
    const feed = await api(feedPath((await api("/api/calendar-feed", { method: "POST", token: ben.token })).json.url));
    expect(feed.text).toContain("Ben's nudge");
    expect(feed.text).not.toContain("Ana's nudge");
  });

  it("a link stored with line breaks (before links were checked) adds no line of its own to the feed", async () => {
    const user = await signUp();
    const nudge = await api("/api/reminder", { token: user.token, body: { targetName: "Ana", message: "Coffee?", remindAt: soon(1) } });
    const injected = "https://a.test/x\r\nATTENDEE;CN=Evil:mailto:evil@x.test\r\nBEGIN:VALARM\nACTION:DISPLAY\rEND:VALARM";
    await env.DB.prepare("UPDATE reminders SET url = ? WHERE id = ?").bind(injected, nudge.json.id).run();
    const feed = await api(feedPath((await api("/api/calendar-feed", { method: "POST", token: user.token })).json.url));
    const unfolded = feed.text.replace(/\r\n /g, "");
    expect(unfolded.split("\r\n").filter((line) => /^(ATTENDEE|BEGIN:VALARM|ACTION|END:VALARM)/.test(line))).toEqual([]);
    const event = new ICAL.Component(ICAL.parse(feed.text)).getFirstSubcomponent("vevent")!;
    expect(event.getAllProperties("attendee")).toEqual([]);
    expect(event.getAllSubcomponents("valarm")).toEqual([]);
  });

  // RFC 5545 §3.2.19: a TZID names a VTIMEZONE in the same calendar. Without one, a reader takes
  // the time as floating (its own clock), and a Berlin nudge at 9:00 shows at 9:00 wherever it is read.
  it("repeating nudges keep their time zone: every TZID has its VTIMEZONE, and occurrences fall on the nudge's moment", async () => {
    const user = await signUp();
    await api("/api/account/settings", { method: "PATCH", token: user.token, body: { timeZone: "Europe/Berlin" } });
    const year = new Date().getUTCFullYear() + 1;
    // 9:00 in Berlin: 08:00 UTC in winter (CET), 07:00 UTC in summer (CEST).
    const winter = await api("/api/reminder", {
      token: user.token,
      body: { targetName: "Ana", message: "Weekly call", remindAt: `${year}-01-11T08:00:00.000Z`, recurrence: "FREQ=WEEKLY" },
    });
    expect(winter.status, winter.text).toBe(201);
    const summer = await api("/api/reminder", {
      token: user.token,
      body: { targetName: "Ben", message: "Monthly lunch", remindAt: `${year}-07-06T07:00:00.000Z`, recurrence: "FREQ=MONTHLY" },
    });
    expect(summer.status, summer.text).toBe(201);
    const feed = await api(feedPath((await api("/api/calendar-feed", { method: "POST", token: user.token })).json.url));

    const vcalendar = new ICAL.Component(ICAL.parse(feed.text));
    const zones = vcalendar.getAllSubcomponents("vtimezone");
    const tzids = new Set([...feed.text.matchAll(/;TZID=([^:;]+)/g)].map((m) => m[1]));
    expect([...tzids]).toEqual(["Europe/Berlin"]);
    expect(zones.map((z) => z.getFirstPropertyValue("tzid"))).toEqual(["Europe/Berlin"]);
    ICAL.TimezoneService.reset();
    for (const zone of zones) ICAL.TimezoneService.register(zone);

    const event = (name: string) =>
      new ICAL.Event(
        vcalendar.getAllSubcomponents("vevent").find((v) => v.getFirstPropertyValue("summary") === `Nudge: reach out to ${name}`)!,
      );
    const at = (time: ICAL.Time) => time.toJSDate().toISOString();
    expect(at(event("Ana").startDate)).toBe(`${year}-01-11T08:00:00.000Z`);
    expect(at(event("Ben").startDate)).toBe(`${year}-07-06T07:00:00.000Z`);
    // Across the DST changes, and in later years, 9:00 stays 9:00 in Berlin.
    const weekly = event("Ana").iterator();
    const starts: string[] = [];
    for (let next = weekly.next(); next && starts.length < 160; next = weekly.next()) starts.push(at(next));
    expect(starts.at(-1)! > `${year + 3}`).toBe(true);
    for (const start of starts) {
      const month = Number(start.slice(5, 7));
      if (month >= 4 && month <= 9) expect(start).toMatch(/T07:00:00/);
      if (month >= 11 || month <= 2) expect(start).toMatch(/T08:00:00/);
    }
    ICAL.TimezoneService.reset();
  });
});
