// Meeting briefs (issue 41): people whose connected calendar (a secret ICS address on the local ICS
// server) has a meeting with a contact, each brief due inside one window, measured at the local
// push service as (arrival − the brief's due time), with lost and doubled counted, as for nudges.
// Briefs are nudges once made: this checks that the calendar's path to them keeps the same lateness.
import type { PushService } from "../test/support/push-service.ts";
import type { Account } from "./accounts.ts";
import { json, percentiles, pool } from "./app.ts";
import { cpuUntilArrived } from "./due-window.ts";

const MINUTE = 60_000;
// The shortest lead time the settings take: the meetings start this long after their brief.
const LEAD_MINUTES = 5;

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

const calendarWith = (uid: string, start: number, email: string) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Nudge bench//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTAMP:${stamp(Date.now())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(start + 30 * MINUTE)}`,
    `SUMMARY:${uid}`,
    `ATTENDEE:mailto:${email}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

type Options = {
  app: string;
  push: PushService;
  ics: { url: string; publish: (name: string, body: string) => Promise<void> };
  accounts: Account[];
  windowMs: number;
  workerdCpuMs: () => number;
};

export async function measureBriefs({ app, push, ics, accounts, windowMs, workerdCpuMs }: Options) {
  // Time to connect every calendar before the first brief is due (250 ms a person, for a loaded machine).
  const windowStart = Math.ceil((Date.now() + 10_000 + accounts.length * 250) / 1000) * 1000;
  const due = new Map<string, number>();
  await pool(accounts, 8, async ({ id, token }) => {
    const email = `brief-${id}@example.com`;
    await json(`${app}/api/contacts`, { token, body: { name: `Brief ${id}`, email } });
    await json(`${app}/api/account/settings`, { method: "PATCH", token, body: { meetingBrief: LEAD_MINUTES } });
    const briefAt = windowStart + Math.floor(Math.random() * (windowMs / 1000)) * 1000;
    const uid = `brief-${id}`;
    await ics.publish(uid, calendarWith(uid, briefAt + LEAD_MINUTES * MINUTE, email));
    await json(`${app}/api/calendar`, { method: "PUT", token, body: { url: `${ics.url}/${uid}.ics` } });
    due.set(uid, briefAt);
  });
  if (Date.now() > windowStart) throw new Error("connecting the calendars took past the window's start");
  // "Meeting Brief 12 in 5 minutes: brief-12": the meeting's title names whose brief it is.
  const titleOf = (body: string) => /: (brief-\d+)$/m.exec(body.split("\n")[0] ?? "")?.[1];
  const ours = () => push.messages().filter((m) => due.has(titleOf((m.json as { body: string }).body) ?? ""));
  const cpuMs = await cpuUntilArrived(() => ours().length, due.size, windowStart + windowMs, workerdCpuMs);
  const seen = new Map<string, number>();
  const lateness: number[] = [];
  for (const m of ours()) {
    const uid = titleOf((m.json as { body: string }).body)!;
    seen.set(uid, (seen.get(uid) ?? 0) + 1);
    if (seen.get(uid) === 1) lateness.push(m.receivedAt - due.get(uid)!);
  }
  return {
    users: accounts.length,
    briefs: due.size,
    windowMs,
    latenessMs: percentiles(lateness),
    workerdCpuMsPerBrief: Math.round((cpuMs / due.size) * 10) / 10,
    lost: [...due.keys()].filter((uid) => !seen.has(uid)).length,
    doubled: [...seen.values()].filter((n) => n > 1).length,
  };
}

export type BriefTimes = Awaited<ReturnType<typeof measureBriefs>>;
