// What a pulled calendar changes in Nudge (issue 41). Each occurrence with a contact (by email) is
// remembered; once it has ended it logs an interaction under its sourceRef, so an edited event
// moves it and a cancelled or deleted one takes it back. A title that only names a contact goes to
// Today's review list once the event has ended (and leaves it, unanswered, if the event goes);
// nothing is logged from it. One run writes at most MAX_CHANGES occurrences (a first pull of a
// large calendar goes on in further runs).
import type { Db } from "../db/client";
import { dropEvents, dropStaleReviews, forgetBefore, readEvents, saveEvents, type EventRow } from "../db/calendars";
import { syncCheckIns } from "../db/check-ins-many";
import { logInteractions } from "../db/interactions";
import { queueReviews, type NewReview } from "../db/interaction-reviews";
import type { Occurrence, Window } from "./events";
import { matcher, type MatchContact } from "./match";

/** Occurrences logged or remembered in one run: written in bulk (~1 statement per 6), well inside a Worker's 1 000 queries. */
export const MAX_CHANGES = 500;

export type PullCounts = { logged: number; review: number; removed: number; remaining: number };

const titleOf = (o: Occurrence) => (o.summary || "Calendar event").slice(0, 200);

const same = (a: EventRow, b: EventRow) =>
  a.contactId === b.contactId && a.startAt === b.startAt && a.endAt === b.endAt && a.title === b.title && a.logged === b.logged;

/** The rows the calendar shows now, and the reviews its ended events ask for. */
function wanted(occurrences: Occurrence[], contacts: MatchContact[], ownEmails: string[], now: number) {
  const match = matcher(contacts, ownEmails);
  const rows = new Map<string, EventRow>();
  const reviews: NewReview[] = [];
  for (const o of occurrences) {
    const found = match(o);
    if (!found) continue;
    const title = titleOf(o);
    if ("named" in found) {
      if (o.end <= now) reviews.push({ kind: "meeting", source: "calendar", sourceRef: o.key, at: o.end, title, contactId: found.named });
      continue;
    }
    for (const contactId of found.contactIds) {
      // One row (and interaction) per contact: an event with two contacts is in both histories.
      const sourceRef = `${o.key}#${contactId}`;
      rows.set(sourceRef, { sourceRef, contactId, startAt: o.start, endAt: o.end, title, logged: o.end <= now });
    }
  }
  return { rows, reviews };
}

export async function applyCalendar(
  db: Db,
  userId: number,
  calendarId: number,
  read: { occurrences: Occurrence[]; truncated: boolean },
  people: { contacts: MatchContact[]; ownEmails: string[] },
  window: Window,
  now: number,
) {
  const { rows, reviews } = wanted(read.occurrences, people.contacts, people.ownEmails, now);
  const stored = new Map((await readEvents(db, calendarId)).map((r) => [r.sourceRef, r]));
  const changed = [...rows.values()].filter((r) => {
    const before = stored.get(r.sourceRef);
    return !before || !same(before, r);
  });
  // A file cut short by the caps doesn't say an event is gone: nothing is taken back from it.
  const gone = read.truncated ? [] : [...stored.values()].filter((r) => r.endAt >= window.from && !rows.has(r.sourceRef));
  const take = changed.slice(0, MAX_CHANGES);
  // Moved back into the future (or to another contact): what it logged goes, and comes back when due.
  const unlog = take.filter((r) => stored.get(r.sourceRef)?.logged && !r.logged).map((r) => r.sourceRef);
  await dropEvents(db, userId, calendarId, [...gone.map((r) => r.sourceRef), ...unlog]);
  const ended = take.filter((r) => r.logged);
  await logInteractions(
    db,
    userId,
    "calendar",
    ended.map((r) => ({ contactId: r.contactId, at: r.endAt, title: r.title, sourceRef: r.sourceRef })),
  );
  const logged = ended.filter((r) => !stored.get(r.sourceRef)?.logged).length;
  await saveEvents(db, userId, calendarId, take);
  await forgetBefore(db, calendarId, window.from);
  const review = await queueReviews(db, userId, reviews);
  // A file cut short doesn't say an event is gone (as above).
  if (!read.truncated) await dropStaleReviews(db, userId, new Set(reviews.map((r) => r.sourceRef)), window.from);
  const touched = [...new Set([...take, ...gone].map((r) => r.contactId))];
  const nudged = await syncCheckIns(db, userId, touched);
  const counts: PullCounts = { logged, review, removed: gone.length, remaining: changed.length - take.length };
  return { counts, nudged };
}
