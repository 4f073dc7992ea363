// Calendar in (issue 41): a secret ICS address served over real HTTP (test/support/ics-server.ts)
// and a CalDAV calendar on Radicale, connected through the API. Each test has its own account and
// its own calendar; event times are made relative to now so they fall in the pull's window.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { privateHosts, refusal } from "../../worker/carddav/guard";
import { api, signUp } from "./helpers";
import { caldavOf, fetchesOf, ics, icsUrl, publish, type TestEvent } from "./calendar-helpers";

type Person = Awaited<ReturnType<typeof signUp>>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const connect = (user: Person, body: Record<string, string>) => api("/api/calendar", { method: "PUT", token: user.token, body });
const syncNow = (user: Person) => api("/api/calendar/sync", { method: "POST", token: user.token });
const historyOf = async (user: Person, contactId: number) =>
  (await api(`/api/interactions?contactId=${contactId}`, { token: user.token })).json as { at: string; title: string; source: string }[];
const reviewsOf = async (user: Person) => (await api("/api/interactions/review", { token: user.token })).json as any;

async function contact(user: Person, body: Record<string, unknown>) {
  const res = await api("/api/contacts", { token: user.token, body: { phoneNumber: "+1 555 0100", ...body } });
  expect(res.status).toBe(201);
  return res.json as { id: number; nextCheckInAt: string | null };
}

const coffee = (email: string, over: Partial<TestEvent> = {}): TestEvent => ({
  uid: "coffee-1@nudge.test",
  summary: "Coffee",
  start: Date.now() - 2 * DAY,
  end: Date.now() - 2 * DAY + HOUR,
  attendees: [email],
  ...over,
});

describe("calendar in: a secret ICS address", () => {
  it("logs an ended meeting with a contact by email, puts a named one to review, and shows the address masked", async () => {
    const user = await signUp();
    const ana = await contact(user, { name: "Ana Souza", email: "ana@example.com" });
    await contact(user, { name: "Zélia Prado" });
    const name = `secret-${crypto.randomUUID()}`;
    const lunch: TestEvent = {
      uid: "lunch@nudge.test",
      summary: "Lunch with zelia",
      start: Date.now() - 3 * DAY,
      end: Date.now() - 3 * DAY + HOUR,
    };
    await publish(name, ics([coffee("ANA@example.com", { organizer: user.email }), lunch]));

    const res = await connect(user, { url: icsUrl(name) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ logged: 1, review: 1 });
    const history = await historyOf(user, ana.id);
    expect(history).toEqual([expect.objectContaining({ title: "Coffee", source: "calendar" })]);
    // The review waits for a yes; nothing is logged from the name.
    expect(JSON.stringify(await reviewsOf(user))).toContain("Lunch with zelia");

    const shown = (await api("/api/calendar", { token: user.token })).json as any;
    expect(shown).toMatchObject({ kind: "ics", lastError: null });
    expect(shown.url).not.toContain(name);
    expect(JSON.stringify(shown)).not.toContain(name);

    // The lunch cancelled before anyone answered: its question goes; the coffee stays logged.
    await publish(name, ics([coffee("ANA@example.com", { organizer: user.email })]));
    expect((await syncNow(user)).status).toBe(200);
    expect(JSON.stringify(await reviewsOf(user))).not.toContain("Lunch with zelia");
    expect(await historyOf(user, ana.id)).toHaveLength(1);
  });

  it("an unchanged calendar costs one request and changes nothing; an edit moves the interaction; a cancellation takes it back", async () => {
    const user = await signUp();
    const ana = await contact(user, { name: "Ana Souza", email: "ana@example.com" });
    const name = `secret-${crypto.randomUUID()}`;
    await publish(name, ics([coffee("ana@example.com")]));
    expect((await connect(user, { url: icsUrl(name) })).json).toMatchObject({ logged: 1 });
    const before = await fetchesOf(name);

    expect((await syncNow(user)).json).toMatchObject({ logged: 0, review: 0 });
    expect(await fetchesOf(name)).toBe(before + 1);
    expect(await historyOf(user, ana.id)).toHaveLength(1);

    const movedEnd = Date.now() - DAY;
    await publish(name, ics([coffee("ana@example.com", { summary: "Coffee at Rosa's", start: movedEnd - HOUR, end: movedEnd })]));
    await syncNow(user);
    expect(await historyOf(user, ana.id)).toEqual([
      expect.objectContaining({ title: "Coffee at Rosa's", at: new Date(Math.floor(movedEnd / 1000) * 1000).toISOString() }),
    ]);

    await publish(name, ics([coffee("ana@example.com", { status: "CANCELLED", start: movedEnd - HOUR, end: movedEnd })]));
    expect((await syncNow(user)).json).toMatchObject({ counts: { removed: 1 } });
    expect(await historyOf(user, ana.id)).toEqual([]);
  });

  it("a cancelled meeting takes back what it did to the contact's last contact, and leaves what else happened", async () => {
    const user = await signUp();
    const ana = await contact(user, { name: "Ana Souza", email: "ana@example.com" });
    const lastContact = async () =>
      ((await api("/api/contacts", { token: user.token })).json as { id: number; lastContactAt: string | null }[]).find(
        (c) => c.id === ana.id,
      )!.lastContactAt;
    // A coffee logged by hand three days ago, then a meeting two days ago from the calendar.
    const coffeeAt = new Date(Date.now() - 3 * DAY).toISOString();
    expect(
      (await api("/api/interactions", { token: user.token, body: { contactId: ana.id, at: coffeeAt, title: "Coffee", source: "manual" } }))
        .status,
    ).toBe(201);
    const name = `secret-${crypto.randomUUID()}`;
    const meeting = coffee("ana@example.com", { summary: "Lunch" });
    await publish(name, ics([meeting]));
    await connect(user, { url: icsUrl(name) });
    expect(await lastContact()).toBe(new Date(Math.floor(meeting.end / 1000) * 1000).toISOString());

    await publish(name, ics([{ ...meeting, status: "CANCELLED" }]));
    await syncNow(user);
    expect(await lastContact()).toBe(coffeeAt);
  });

  it("a coming meeting holds back the contact's check-in until a cadence after it ends", async () => {
    const user = await signUp();
    const ana = await contact(user, { name: "Ana Souza", email: "ana@example.com", cadenceEvery: 1, cadenceUnit: "week" });
    await env.DB.prepare("UPDATE contacts SET lastContactAt = ? WHERE id = ?")
      .bind(Date.now() - 6 * DAY, ana.id)
      .run();
    const name = `secret-${crypto.randomUUID()}`;
    const meetingEnd = Date.now() + 3 * DAY + HOUR;
    await publish(name, ics([coffee("ana@example.com", { uid: "soon@nudge.test", start: meetingEnd - HOUR, end: meetingEnd })]));
    expect((await connect(user, { url: icsUrl(name) })).json).toMatchObject({ logged: 0 });
    const after = ((await api("/api/contacts", { token: user.token })).json as { id: number; nextCheckInAt: string }[]).find(
      (c) => c.id === ana.id,
    )!;
    // Not "time to reach out" tomorrow: a week after the meeting.
    expect(Date.parse(after.nextCheckInAt)).toBeGreaterThan(meetingEnd + 6 * DAY);
    expect(await historyOf(user, ana.id)).toEqual([]);
    // Saving the contact re-counts its check-in (syncCheckIn): the meeting still holds it back.
    const edit = await api(`/api/contacts/${ana.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Ana Souza", email: "ana@example.com", phoneNumber: "+1 555 0100", cadenceEvery: 1, cadenceUnit: "week" },
    });
    expect(edit.status, edit.text).toBe(200);
    const saved = ((await api("/api/contacts", { token: user.token })).json as { id: number; nextCheckInAt: string }[]).find(
      (c) => c.id === ana.id,
    )!;
    expect(Date.parse(saved.nextCheckInAt)).toBeGreaterThan(meetingEnd + 6 * DAY);
  });

  it("a large calendar goes on in further runs, and its version is kept only once all of it is in", async () => {
    const user = await signUp();
    const ana = await contact(user, { name: "Ana Souza", email: "ana@example.com" });
    const name = `large-${crypto.randomUUID()}`;
    const base = Date.now() - 80 * DAY;
    const events = Array.from({ length: 620 }, (_, i) =>
      coffee("ana@example.com", { uid: `m${i}@nudge.test`, start: base + i * HOUR * 3, end: base + i * HOUR * 3 + HOUR }),
    );
    await publish(name, ics(events));
    const first = (await connect(user, { url: icsUrl(name) })).json as { logged: number; counts: { remaining: number } };
    expect(first).toMatchObject({ logged: 500, counts: { remaining: 120 } });
    // The queue may take the next run first; either way all 620 arrive, and then the calendar is unchanged.
    for (let i = 0; i < 20 && (await historyOf(user, ana.id)).length < 620; i++) {
      const next = await syncNow(user);
      if (next.status === 409) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await historyOf(user, ana.id)).toHaveLength(620);
    const before = await fetchesOf(name);
    let unchanged = await syncNow(user);
    for (let i = 0; i < 20 && unchanged.status === 409; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      unchanged = await syncNow(user);
    }
    expect(unchanged.json).toMatchObject({ logged: 0, counts: { remaining: 0 } });
    expect(await fetchesOf(name)).toBe(before + 1);
  });

  it("a later pull that fails says why as a 4xx and on the calendar; disconnecting keeps what was logged and says so", async () => {
    const user = await signUp();
    const ana = await contact(user, { name: "Ana Souza", email: "ana@example.com" });
    const name = `secret-${crypto.randomUUID()}`;
    await publish(name, ics([coffee("ana@example.com")]));
    await connect(user, { url: icsUrl(name) });
    await publish(name, "<html><body>This calendar is no longer shared</body></html>");
    const failed = await syncNow(user);
    expect(failed.status).toBe(400);
    expect((failed.json as { message: string }).message).toMatch(/doesn't give a calendar/);
    expect((await api("/api/calendar", { token: user.token })).json).toMatchObject({
      lastError: expect.stringMatching(/doesn't give a calendar/),
    });
    expect(await historyOf(user, ana.id)).toHaveLength(1);
    const res = await api("/api/calendar", { method: "DELETE", token: user.token });
    expect(res.status).toBe(200);
    expect((res.json as { message: string }).message).toMatch(/stay/);
    expect(await historyOf(user, ana.id)).toHaveLength(1);
    expect((await api("/api/calendar", { token: user.token })).json).toBeNull();
    expect((await syncNow(user)).status).toBe(404);
  });
});

describe("calendar in: bad addresses and hostile files", () => {
  it("refuses what it can't read with a message a person can act on, never a 5xx, and connects nothing", async () => {
    const user = await signUp();
    const html = `page-${crypto.randomUUID()}`;
    await publish(html, "<html><body>Sign in</body></html>");
    const cases: [string, RegExp][] = [
      [icsUrl(html), /doesn't give a calendar/],
      [icsUrl(`missing-${crypto.randomUUID()}`), /no calendar at this address/],
      [icsUrl(`locked-${crypto.randomUUID()}`), /refused/],
      ["https://10.0.0.7/calendar.ics", /private or local address/],
      ["http://192.168.1.2/cal.ics", /https/],
    ];
    for (const [url, message] of cases) {
      const res = await connect(user, { url });
      expect(res.status, url).toBe(400);
      expect((res.json as { message: string }).message).toMatch(message);
    }
    expect((await api("/api/calendar", { token: user.token })).json).toBeNull();
  });

  it("the guard refuses loopback and private addresses unless allow-listed", () => {
    expect(refusal(new URL("https://127.0.0.1/cal.ics"), privateHosts(""))).toMatch(/private or local/);
    expect(refusal(new URL("https://10.1.2.3/cal.ics"), privateHosts(""))).toMatch(/private or local/);
    expect(refusal(new URL("http://127.0.0.1:8080/cal.ics"), privateHosts("127.0.0.1"))).toBeNull();
  });

  it("a huge file, an endless rule and unknown time zones give a clear answer", async () => {
    const user = await signUp();
    const ana = await contact(user, { name: "Ana Souza", email: "ana@example.com" });
    const huge = `huge-${crypto.randomUUID()}`;
    await publish(huge, `BEGIN:VCALENDAR\r\n${"X-PAD:".padEnd(70, "x")}\r\n`.repeat(80_000));
    const big = await connect(user, { url: icsUrl(huge) });
    expect(big.status).toBe(400);
    expect((big.json as { message: string }).message).toMatch(/too large/);

    const hostile = `hostile-${crypto.randomUUID()}`;
    const start = Date.now() - 5 * DAY;
    await publish(
      hostile,
      ics([
        // Every second since 1990, no end: the caps stop it.
        {
          uid: "storm@nudge.test",
          summary: "Storm",
          start: Date.parse("1990-01-01T00:00:00Z"),
          end: Date.parse("1990-01-01T00:00:01Z"),
          rrule: "FREQ=SECONDLY",
        },
        { uid: "tz@nudge.test", summary: "Coffee", start, end: start + HOUR, tzid: "Mars/Olympus_Mons", attendees: ["ana@example.com"] },
        {
          uid: "win@nudge.test",
          summary: "Call",
          start: start - DAY,
          end: start - DAY + HOUR,
          tzid: "W. Europe Standard Time",
          attendees: ["ana@example.com"],
        },
      ]),
    );
    const res = await connect(user, { url: icsUrl(hostile) });
    expect(res.status).toBe(200);
    // Unknown zones read in the person's own (UTC here): both meetings are logged.
    expect(res.json).toMatchObject({ logged: 2 });
    expect((await historyOf(user, ana.id)).map((i) => i.title).sort()).toEqual(["Call", "Coffee"]);
  });
});

describe("calendar in: CalDAV (Radicale)", () => {
  it("signs in, finds the calendar, logs by email, skips an unchanged calendar and follows a deletion", async () => {
    const person = "person17";
    const dav = caldavOf(person);
    await dav.make();
    const user = await signUp();
    const bruno = await contact(user, { name: "Bruno Díaz", email: "bruno@example.com" });
    await dav.put(coffee("bruno@example.com", { uid: "dav-coffee" }));

    const wrong = await connect(user, { ...dav.account, password: "not-it" });
    expect(wrong.status).toBe(400);
    expect((wrong.json as { message: string }).message).toMatch(/refused/);

    const res = await connect(user, dav.account);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ logged: 1, calendar: { kind: "caldav", username: person } });
    expect(await historyOf(user, bruno.id)).toEqual([expect.objectContaining({ title: "Coffee", source: "calendar" })]);
    expect((await syncNow(user)).json).toMatchObject({ logged: 0, counts: { removed: 0 } });

    await dav.delete("dav-coffee");
    expect((await syncNow(user)).json).toMatchObject({ counts: { removed: 1 } });
    expect(await historyOf(user, bruno.id)).toEqual([]);
  });
});
