// Calendar in (issue 41): one person with 5 000 contacts connects a 2 000-event secret ICS address
// (served by the tests' ICS stand-in, with an ETag): the first pull (in as many runs as it takes,
// each a "Sync now") is timed in workerd CPU, then a re-pull of the unchanged calendar, which must
// be one request. Targets: ≤ 5 s CPU, and ≤ 1 request and ≤ 50 ms CPU.
import { writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import type { Account } from "./accounts.ts";
import type { RunningApp } from "./app.ts";

export type CalendarTimes = {
  events: number;
  contacts: number;
  runs: number;
  logged: number;
  review: number;
  firstPullCpuMs: number;
  firstPullMs: number;
  unchangedRequests: number;
  unchangedCpuMs: number;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

/** 2 000 events over the pull's window, as a busy work calendar: most with a contact's address, some only naming one, a weekly series. */
export function benchCalendar(events: number, contacts: number, now = Date.now()) {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Nudge bench//EN"];
  for (let i = 0; i < events; i++) {
    const start = now - 90 * DAY + Math.floor((i * 104 * DAY) / events);
    const person = (i * 7) % contacts;
    lines.push(
      "BEGIN:VEVENT",
      `UID:bench-${i}@nudge.test`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(start + HOUR)}`,
    );
    if (i % 10 === 9) lines.push(`SUMMARY:Lunch with Bench${person} Contact`);
    else
      lines.push(
        `SUMMARY:Meeting ${i}`,
        "ORGANIZER;CN=Bench:mailto:bench-1@nudge.test",
        `ATTENDEE;CN=Contact ${person}:mailto:contact${person}@example.com`,
      );
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}

/** The contacts, written straight into the local database before the app starts. */
export function seedContacts(stateDir: string, userId: number, count: number) {
  const now = Date.now();
  const rows = Array.from(
    { length: count },
    (_, i) => `(${userId}, 'Bench${i} Contact', '+1555${String(i).padStart(7, "0")}', 'contact${i}@example.com', ${now}, ${now})`,
  );
  const lines = [];
  for (let i = 0; i < rows.length; i += 500)
    lines.push(`INSERT INTO contacts (userId, name, phoneNumber, email, createdAt, updatedAt) VALUES ${rows.slice(i, i + 500).join(",")};`);
  const file = `${stateDir}-contacts.sql`;
  writeFileSync(file, lines.join("\n"));
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", file, "--yes"], {
    stdio: "ignore",
  });
}

async function call(app: RunningApp, account: Account, method: string, path: string, body?: unknown) {
  for (;;) {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${account.token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    // The queue's own run of the same calendar holds the lease: wait for it.
    if (res.status === 409) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { logged: number; review: number; counts: { remaining: number } };
  }
}

export async function measureCalendar(
  app: RunningApp,
  account: Account,
  ics: { url: string; publish: (name: string, body: string) => Promise<void>; fetches: (name: string) => Promise<number> },
  sizes: { events: number; contacts: number },
): Promise<CalendarTimes> {
  await ics.publish("bench", benchCalendar(sizes.events, sizes.contacts));
  const cpuBefore = app.workerdCpuMs();
  const started = Date.now();
  let answer = await call(app, account, "PUT", "/api/calendar", { url: `${ics.url}/bench.ics` });
  let { logged, review } = answer;
  let runs = 1;
  while (answer.counts.remaining > 0) {
    answer = await call(app, account, "POST", "/api/calendar/sync");
    logged += answer.logged;
    review += answer.review;
    runs++;
  }
  const firstPullMs = Date.now() - started;
  const firstPullCpuMs = app.workerdCpuMs() - cpuBefore;
  const requestsBefore = await ics.fetches("bench");
  const cpuUnchanged = app.workerdCpuMs();
  await call(app, account, "POST", "/api/calendar/sync");
  return {
    ...sizes,
    runs,
    logged,
    review,
    firstPullCpuMs,
    firstPullMs,
    unchangedRequests: (await ics.fetches("bench")) - requestsBefore,
    unchangedCpuMs: app.workerdCpuMs() - cpuUnchanged,
  };
}
