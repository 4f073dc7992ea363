// A written case (histories.ts) as the Worker would read it from D1, made into the DraftContext
// the same pure function builds for the API (worker/drafts/facts.ts), so the evaluation checks
// what the model and the composer are really given.
import { contextOf, type DraftContext, type History } from "../worker/drafts/facts";
import type { WrittenCase } from "./histories";

const DAY_MS = 86_400_000;
// Ids per kind in their own ranges, so a ref the model makes up ("note:999") is never a real one by chance.
export const NOTE_IDS = 101;
const LOGGED_IDS = 201;
const DATE_IDS = 301;
const NUDGE_ID = 401;
const CONTACT_ID = 501;
// Address books write "year unknown" as this year (iPhone's convention; facts.ts reads it so).
const NO_YEAR = 1604;

/** The case's "now": noon UTC of its day, so a date "in 0 days" is today in every time zone used. */
export const nowOf = (c: WrittenCase) => Date.parse(`${c.today}T12:00:00Z`);

function yearlyDate(now: number, inDays: number, born: number | undefined) {
  const day = new Date(now + inDays * DAY_MS).toISOString().slice(5, 10);
  return `${born ?? NO_YEAR}-${day}`;
}

export function historyOf(c: WrittenCase): History {
  const now = nowOf(c);
  const nudge = c.nudge ? { id: NUDGE_ID, message: c.nudge.message, briefRef: c.nudge.for === "brief" ? "ics:bench-meeting" : null } : null;
  if (c.contact === false) return { nudge, contact: null, notes: [], logged: [], dates: [] };
  // Newest first, as the Worker reads them.
  const notes = (c.notes ?? [])
    .map((n, i) => ({ id: NOTE_IDS + i, note: n.text, createdAt: now - n.daysAgo * DAY_MS }))
    .sort((a, b) => b.createdAt - a.createdAt);
  const logged = (c.logged ?? [])
    .map((l, i) => ({ id: LOGGED_IDS + i, title: l.title, at: now - l.daysAgo * DAY_MS }))
    .sort((a, b) => b.at - a.at);
  const dates = (c.dates ?? []).map((d, i) => ({
    id: DATE_IDS + i,
    label: d.label,
    date: yearlyDate(now, d.inDays, d.born),
    reminderId: d.nudge ? NUDGE_ID : null,
    headsUp: null,
  }));
  return {
    nudge,
    contact: {
      id: CONTACT_ID,
      name: c.person,
      lastContactAt: logged[0]?.at ?? null,
      reachBy: c.reachBy ?? null,
      checkInReminderId: c.nudge?.for === "check-in" ? NUDGE_ID : null,
    },
    notes,
    logged,
    dates,
  };
}

export function caseContext(c: WrittenCase): { context: DraftContext; history: History } {
  const history = historyOf(c);
  const context = contextOf(
    { targetName: c.person, contactId: c.contact === false ? undefined : CONTACT_ID, purpose: c.purpose, channel: c.channel },
    history,
    c.timeZone ?? "UTC",
    nowOf(c),
  );
  return { context, history };
}

/** Every word the history holds (its notes, contacts, dates, nudge and name), lower-cased: what a draft may name. */
export function historyWords(c: WrittenCase, context: DraftContext, history: History): Set<string> {
  const texts = [
    c.person,
    history.nudge?.message ?? "",
    ...history.notes.map((n) => n.note),
    ...history.logged.map((l) => l.title),
    ...history.dates.map((d) => d.label),
    ...context.facts.map((f) => `${f.text} ${f.label}`),
  ];
  return new Set(texts.flatMap((t) => t.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []));
}
