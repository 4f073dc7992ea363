// The facts a draft may draw on, made from one person's history (issue 42): the newest notes, the
// latest logged contacts, their next yearly date and the nudge itself. Each fact carries a ref
// ("note:12") that a draft cites, and a label the person reads beside the draft. No database here:
// the evaluation (eval/drafts.ts) builds its written histories' contexts the same way.
import type { Purpose, UseKind } from "../contracts/drafts";
import type { ReachApp } from "../contracts/reach";
import { firstName, type FillValues } from "../contracts/template-fill";

/** `day`: when a note was written or a contact logged, in the person's words ("4 Feb"). */
export type Fact = { ref: string; kind: UseKind; id: number; date: string | null; day: string | null; text: string; label: string };

/** The yearly date a draft may be about: its label, how many days until it (0: today), in words ("tomorrow", "on 4 Nov"), the age it brings. */
export type Occasion = { label: string; days: number; when: string; age: number | null };

/** Everything a draft for one person is written from; `values` fill templates' placeholders. */
export type DraftContext = {
  targetName: string;
  firstName: string;
  purpose: Purpose;
  channel: ReachApp;
  facts: Fact[];
  values: FillValues;
  occasion: Occasion | null;
};

export type ContextAsk = { targetName: string; contactId?: number; nudgeId?: number; purpose?: Purpose; channel?: ReachApp };

/** One person's history as read for their drafts: notes and logged contacts newest first. */
export type History = {
  nudge: { id: number; message: string; briefRef: string | null } | null;
  contact: { id: number; name: string; lastContactAt: number | null; reachBy: string | null; checkInReminderId: number | null } | null;
  notes: { id: number; note: string; createdAt: number }[];
  logged: { id: number; title: string; at: number }[];
  dates: { id: number; label: string; date: string; reminderId: number | null; headsUp: number | null }[];
};

/** A yearly date this close is worth mentioning ("your birthday next week"). */
const DATE_WINDOW_DAYS = 45;
const DAY_MS = 86_400_000;
/** A fact's words as the model and the composer get them: enough for a message, never a whole diary. */
const FACT_CHARS = 200;

const shortDay = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone }).format(at);
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const clip = (text: string, max = FACT_CHARS) => {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length <= max ? one : `${one.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
};

/** The next time a "YYYY-MM-DD" date comes round, on or after `now`'s day, and the age it brings if the year is known. */
export function nextOccurrence(date: string, now: number, timeZone: string) {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const today = new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);
  const thisYear = Number(today.slice(0, 4));
  const key = (y: number) => `${y}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const nextYear = key(thisYear) >= today ? thisYear : thisYear + 1;
  const on = Date.UTC(nextYear, month - 1, day);
  const days = Math.round((on - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  // Years before 1900 are how some address books write "year unknown" (1604 on iPhone).
  return { days, on, age: year >= 1900 && year < nextYear ? nextYear - year : null };
}

export function contextOf(ask: ContextAsk, history: History, timeZone: string, now: number): DraftContext {
  const { nudge, contact, notes, logged, dates } = history;
  const facts: Fact[] = [];
  const values: FillValues = { first_name: firstName(contact?.name ?? ask.targetName) };
  let purpose = ask.purpose;

  if (nudge) {
    facts.push({
      ref: `nudge:${nudge.id}`,
      kind: "nudge",
      id: nudge.id,
      date: null,
      day: null,
      text: clip(nudge.message),
      label: `this nudge: ${clip(nudge.message, 60)}`,
    });
    if (!purpose && nudge.briefRef) purpose = "meeting";
    if (!purpose && contact?.checkInReminderId === nudge.id) purpose = "check-in";
  }
  for (const n of notes)
    facts.push({
      ref: `note:${n.id}`,
      kind: "note",
      id: n.id,
      date: isoDay(n.createdAt),
      day: shortDay(n.createdAt, timeZone),
      text: clip(n.note),
      label: `your note of ${shortDay(n.createdAt, timeZone)}: ${clip(n.note, 60)}`,
    });
  for (const i of logged)
    facts.push({
      ref: `interaction:${i.id}`,
      kind: "interaction",
      id: i.id,
      date: isoDay(i.at),
      day: shortDay(i.at, timeZone),
      text: clip(i.title),
      label: `${clip(i.title, 60)} on ${shortDay(i.at, timeZone)}`,
    });

  // The nudge's own date (a birthday's nudge), else the soonest one coming up.
  const upcoming = dates
    .map((d) => ({
      ...d,
      next: nextOccurrence(d.date, now, timeZone),
      forNudge: nudge !== null && (d.reminderId === nudge.id || d.headsUp === nudge.id),
    }))
    .filter((d) => d.forNudge || d.next.days <= DATE_WINDOW_DAYS)
    .sort((a, b) => Number(b.forNudge) - Number(a.forNudge) || a.next.days - b.next.days)[0];
  const on = upcoming ? shortDay(upcoming.next.on, "UTC") : "";
  const when = !upcoming ? "" : upcoming.next.days === 0 ? "today" : upcoming.next.days === 1 ? "tomorrow" : `on ${on}`;
  if (upcoming) {
    const turning = upcoming.next.age === null ? "" : `, turning ${upcoming.next.age}`;
    facts.push({
      ref: `date:${upcoming.id}`,
      kind: "date",
      id: upcoming.id,
      date: isoDay(upcoming.next.on),
      day: on,
      text: `${upcoming.label} ${when}${turning}`,
      label: `their ${upcoming.label} ${when}`,
    });
    values.date = on;
    if (upcoming.next.age !== null) values.age = String(upcoming.next.age);
    if (!purpose && upcoming.forNudge) purpose = /birthday/i.test(upcoming.label) ? "birthday" : "date";
  }
  const last = logged[0]?.at ?? contact?.lastContactAt;
  if (last !== null && last !== undefined) values.days_since = String(Math.max(1, Math.floor((now - last) / DAY_MS)));
  return {
    targetName: ask.targetName,
    firstName: values.first_name!,
    purpose: purpose ?? "check-in",
    channel: ask.channel ?? (contact?.reachBy as ReachApp | null) ?? "sms",
    facts,
    values,
    occasion: upcoming ? { label: upcoming.label, days: upcoming.next.days, when, age: upcoming.next.age } : null,
  };
}
