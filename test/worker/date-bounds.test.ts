// Every date the API takes has one upper bound (issue 38): past it the scheduler's alarm (after 2189),
// the calendar feed (a year of five digits) and the recurrence code would fail after the write.
import { describe, expect, it } from "vitest";
import { LATEST_YEAR } from "../../worker/contracts/date-bounds";
import { nextSlot } from "../../worker/nudges/recurrence";
import { api, signUp } from "./helpers";
import { signUpDeveloper } from "./support-helpers";

const nudge = { targetName: "Ana", message: "Hi" };
const soon = () => new Date(Date.now() + 60 * 60_000).toISOString();

type Person = { token: string; id: number };
type Case = { what: string; send: (who: Person, at: string) => ReturnType<typeof api>; past: string; words: RegExp };

/** The person's own pending nudge, contact, or sent nudge to reuse: what each endpoint needs. */
const scheduled = async (token: string) => (await api("/api/reminder", { token, body: { ...nudge, remindAt: soon() } })).json.id as number;
const contact = async (token: string) => (await api("/api/contacts", { token, body: { name: "Ana Souza" } })).json.id as number;

const FAR = "2262-06-01T09:00:00.000Z";
const FIVE_DIGIT_YEAR = "+010000-01-01T00:00:00.000Z";
const tooLate = new RegExp(`${LATEST_YEAR} or earlier`);

const cases: Case[] = [
  {
    what: "schedule",
    send: (u, at) => api("/api/reminder", { token: u.token, body: { ...nudge, remindAt: at } }),
    past: FAR,
    words: tooLate,
  },
  {
    what: "schedule, year 10000",
    send: (u, at) => api("/api/reminder", { token: u.token, body: { ...nudge, remindAt: at } }),
    past: FIVE_DIGIT_YEAR,
    words: tooLate,
  },
  {
    what: "edit",
    send: async (u, at) =>
      api(`/api/reminders/${await scheduled(u.token)}`, { method: "PUT", token: u.token, body: { ...nudge, remindAt: at } }),
    past: FAR,
    words: tooLate,
  },
  {
    what: "reuse",
    send: async (u, at) => api(`/api/reminders/${await scheduled(u.token)}/duplicate`, { token: u.token, body: { remindAt: at } }),
    past: FAR,
    words: tooLate,
  },
  {
    what: "repeat until",
    send: (u, day) =>
      api("/api/reminder", { token: u.token, body: { ...nudge, remindAt: soon(), recurrence: `FREQ=WEEKLY;UNTIL=${day}` } }),
    past: "22620601",
    words: new RegExp(`UNTIL=22620601 .*${LATEST_YEAR} or earlier`),
  },
  {
    what: "edit's repeat until",
    send: async (u, day) =>
      api(`/api/reminders/${await scheduled(u.token)}`, {
        method: "PUT",
        token: u.token,
        body: { ...nudge, remindAt: soon(), recurrence: `FREQ=DAILY;UNTIL=${day}`, scope: "future" },
      }),
    past: "22620601T000000Z",
    words: tooLate,
  },
  {
    what: "contact's important date",
    send: async (u, day) =>
      api(`/api/contacts/${await contact(u.token)}/dates`, { token: u.token, body: { label: "Birthday", date: day } }),
    past: "2262-06-01",
    words: tooLate,
  },
  {
    what: "import's birthday",
    send: (u, day) => api("/api/contacts/import", { token: u.token, body: { contacts: [{ name: "Ana Souza", birthday: day }] } }),
    past: "2262-06-01",
    words: tooLate,
  },
  {
    what: "push campaign's schedule",
    send: (u, at) =>
      api("/api/admin/push-campaigns", { token: u.token, body: { title: "Spring tips", message: "Three ways", scheduledAt: at } }),
    past: FAR,
    words: tooLate,
  },
];

describe("dates past the bound are refused before anything is written", () => {
  it.each(cases)("$what: 400 in words a person can act on, nothing saved", async ({ what, send, past, words }) => {
    const user = what.startsWith("push campaign") ? await signUpDeveloper() : await signUp();
    const before = (await api("/api/reminders", { token: user.token })).json.length;
    const res = await send(user, past);
    expect(res.status, res.text).toBe(400);
    expect(res.json.message).toMatch(words);
    // What the case made to have something to edit is all there is: the refused date made nothing.
    const made = what.startsWith("edit") || what === "reuse" ? 1 : 0;
    expect((await api("/api/reminders", { token: user.token })).json).toHaveLength(before + made);
  });

  it(`takes the last day of ${LATEST_YEAR}, and the calendar feed writes it as a plain four-digit year`, async () => {
    const user = await signUp();
    const last = `${LATEST_YEAR}-12-31T12:00:00.000Z`;
    expect((await api("/api/reminder", { token: user.token, body: { ...nudge, remindAt: last } })).status).toBe(201);
    const repeating = { ...nudge, remindAt: soon(), recurrence: `FREQ=YEARLY;UNTIL=${LATEST_YEAR}1231` };
    expect((await api("/api/reminder", { token: user.token, body: repeating })).status).toBe(201);
    const ana = await contact(user.token);
    const date = await api(`/api/contacts/${ana}/dates`, { token: user.token, body: { label: "Wedding", date: `${LATEST_YEAR}-12-31` } });
    expect(date.status, date.text).toBe(201);
    const feed = await api("/api/calendar-feed", { method: "POST", token: user.token });
    const ics = (await api(new URL(feed.json.url).pathname)).text;
    expect(ics).toContain(`DTSTART:${LATEST_YEAR}1231T120000Z`);
    expect(ics).not.toMatch(/DTSTART[^\r]*:\+/);
  });

  it("a repeat whose next time would fall past the bound ends there, as if its UNTIL were reached", () => {
    const start = "2026-03-01T09:00";
    expect(nextSlot("FREQ=YEARLY;INTERVAL=74", start, start)).toBe("2100-03-01T09:00");
    expect(nextSlot("FREQ=YEARLY;INTERVAL=999", start, start)).toBeNull();
  });
});
