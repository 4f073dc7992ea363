// A calendar pull from start to end (issue 41): take the calendar's lease, open its sealed address
// and password, fetch what changed, read it, apply it, and write down how it went and when the
// next pull is due. The background queue, "Sync now" and connecting all come through here.
import { t } from "@lingui/core/macro";
import { eq } from "drizzle-orm";
import { cardDavKey } from "../carddav/run";
import { openPassword } from "../carddav/secret";
import { type CalendarRow, finishPull, findCalendar, leaseCalendar } from "../db/calendars";
import { getDb, type Db } from "../db/client";
import { contacts, users } from "../db/schema";
import { userTimeZone } from "../db/user-settings";
import { rearmScheduler } from "../delivery/scheduler-stub";
import { applyCalendar, type PullCounts } from "./apply";
import { rebrief } from "./briefs";
import { readCalendar, type Window } from "./events";
import { CalendarError, fetchCalendar, type Source } from "./pull";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How often a calendar is read in the background. */
export const PULL_EVERY_MS = 2 * HOUR_MS;
const LEASE_MS = 5 * 60 * 1000;

/** The events read: 90 days back (what may still be logged) to 14 days ahead (what holds back a check-in). */
export const windowAt = (now: number): Window => ({ from: now - 90 * DAY_MS, to: now + 14 * DAY_MS });

export type PullRun =
  | { status: "done"; counts: PullCounts }
  | { status: "failed"; error: string }
  | { status: "busy" }
  | { status: "none" };

/** The calendar's address and password, opened; null when the key can't open them. */
async function sourceOf(env: Env, row: CalendarRow): Promise<Source | null> {
  const key = cardDavKey(env);
  if (!key) return null;
  const url = await openPassword(key, row.userId, row.url);
  const password = row.password === null ? null : await openPassword(key, row.userId, row.password);
  if (url === null || (row.password !== null && password === null)) return null;
  return { kind: row.kind === "caldav" ? "caldav" : "ics", url, username: row.username, password };
}

async function people(db: Db, userId: number) {
  const [list, user] = await Promise.all([
    db.select({ id: contacts.id, name: contacts.name, email: contacts.email }).from(contacts).where(eq(contacts.userId, userId)).all(),
    db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get(),
  ]);
  return { contacts: list, ownEmails: user ? [user.email] : [] };
}

/** Pulls the person's calendar once. */
export async function runPull(env: Env, userId: number): Promise<PullRun> {
  const db = getDb(env.DB);
  const now = Date.now();
  const row = await leaseCalendar(db, userId, now, now + LEASE_MS);
  if (!row) return (await findCalendar(db, userId)) ? { status: "busy" } : { status: "none" };
  try {
    const source = await sourceOf(env, row);
    if (!source) throw new CalendarError(t`The saved calendar address can't be read any more. Connect the calendar again.`);
    const window = windowAt(now);
    const fetched = await fetchCalendar(source, { etag: row.etag, ctag: row.ctag }, env.CARDDAV_PRIVATE_HOSTS, window);
    if (fetched.status === "unchanged") {
      await finishPull(db, row.id, { at: Date.now(), error: null, nextSyncAt: now + PULL_EVERY_MS });
      return { status: "done", counts: { logged: 0, review: 0, removed: 0, remaining: 0 } };
    }
    const read = readCalendar(fetched.texts, window, await userTimeZone(db, userId));
    const { counts, nudged } = await applyCalendar(db, userId, row.id, read, await people(db, userId), window, now);
    // The version is kept only once all of it is in: a calendar left part way is read again. Its
    // briefs too are made once all its meetings are known.
    const whole = counts.remaining === 0;
    const briefed = whole && (await rebrief(db, userId, now));
    if (nudged || briefed) await rearmScheduler(env, userId);
    await finishPull(db, row.id, {
      at: Date.now(),
      error: null,
      nextSyncAt: whole ? now + PULL_EVERY_MS : now,
      ...(whole ? { version: fetched.version } : {}),
    });
    return { status: "done", counts };
  } catch (error) {
    if (!(error instanceof CalendarError)) {
      await finishPull(db, row.id, {
        at: Date.now(),
        error: t`The pull stopped on an error of ours. It will try again.`,
        nextSyncAt: now + HOUR_MS,
      });
      throw error;
    }
    await finishPull(db, row.id, { at: Date.now(), error: error.message, nextSyncAt: now + PULL_EVERY_MS });
    return { status: "failed", error: error.message };
  }
}
