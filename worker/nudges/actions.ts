// What a sent nudge's actions do, whoever asks: the notification (with its token) or the app
// (with a session). Done is what makes a nudge count as contact (issue 9), not its sending.
import { and, eq, isNull } from "drizzle-orm";
import { logContact } from "../contacts/contact-log";
import type { ContactKind } from "../contacts/contact-title";
import type { Db } from "../db/client";
import { findNudge } from "../db/nudges";
import { reminders } from "../db/schema";
import { snoozeCopy } from "../db/snooze";
import { advanceSeries, findSeries } from "../db/series";
import { userTimeZone } from "../db/user-settings";
import { rearmScheduler } from "../delivery/scheduler-stub";

/**
 * Marks the user's sent nudge done (Done, or a text or call from it) and logs contact with the
 * person it names by phone. A nudge already done keeps its first doneAt and is not noted again
 * as done, but a text or call is still logged. Answers the nudge, or undefined if it is not theirs.
 */
export async function markDone(
  env: Env,
  db: Db,
  { userId, nudgeId, kind, at }: { userId: number; nudgeId: number; kind: ContactKind; at: number },
) {
  const done = await db
    .update(reminders)
    .set({ doneAt: at })
    .where(and(eq(reminders.id, nudgeId), eq(reminders.userId, userId), eq(reminders.sent, true), isNull(reminders.doneAt)))
    .returning()
    .get();
  const nudge = done ?? (await findNudge(db, userId, nudgeId));
  if (!nudge?.sent) return nudge;
  return loggedDone(env, db, nudge, done !== undefined, { userId, kind, at });
}

/**
 * Done before it nudged (Today lists a nudge due later today): the person has been in touch, so it
 * is taken out of the schedule into history as done, and never pushed. The alarm claims only
 * pending nudges, so of this and a claim at the same moment exactly one takes it; if the claim won,
 * it is marked done as a sent nudge. Answers as markDone.
 */
export async function markDoneEarly(env: Env, db: Db, { userId, nudgeId, at }: { userId: number; nudgeId: number; at: number }) {
  const early = await db
    .update(reminders)
    .set({ sent: true, sentAt: at, doneAt: at })
    .where(and(eq(reminders.id, nudgeId), eq(reminders.userId, userId), eq(reminders.sent, false)))
    .returning()
    .get();
  if (!early) return markDone(env, db, { userId, nudgeId, kind: "done", at });
  // A repeating nudge's next occurrence is made now (the alarm makes it only for nudges it sends).
  const series = early.seriesId === null ? undefined : await findSeries(db, userId, early.seriesId);
  if (series) await advanceSeries(db, userId, series, await userTimeZone(db, userId));
  // The alarm belongs at the next pending nudge now.
  await rearmScheduler(env, userId);
  return loggedDone(env, db, early, true, { userId, kind: "done", at });
}

async function loggedDone(
  env: Env,
  db: Db,
  nudge: typeof reminders.$inferSelect,
  justDone: boolean,
  { userId, kind, at }: { userId: number; kind: ContactKind; at: number },
) {
  if (nudge.phoneNumber && (justDone || kind !== "done"))
    await logContact(env, db, { userId, phone: nudge.phoneNumber, kind, message: nudge.message, at });
  return nudge;
}

/** Moves a pending nudge; a snoozed copy's original keeps saying when it comes back. */
async function movePending(db: Db, userId: number, nudgeId: number, until: number) {
  const moved = await db
    .update(reminders)
    .set({ remindAt: until })
    .where(and(eq(reminders.id, nudgeId), eq(reminders.userId, userId), eq(reminders.sent, false)))
    .returning()
    .get();
  if (moved?.snoozedFrom)
    await db
      .update(reminders)
      .set({ snoozedUntil: until })
      .where(and(eq(reminders.id, moved.snoozedFrom), eq(reminders.userId, userId)));
  return moved;
}

/**
 * Snooze: the sent nudge stays in history, marked snoozed until `until`, and a copy is scheduled
 * for then (a new pending nudge, so history keeps the delivery that happened). Snoozing it again
 * moves that copy while it is pending, as a person expects of "snooze", instead of adding one.
 * Answers the copy (a pending nudge: itself) and whether it was moved, or undefined if the nudge
 * is not the user's.
 */
export async function snoozeNudge(env: Env, db: Db, { userId, nudgeId, until }: { userId: number; nudgeId: number; until: number }) {
  const source = await findNudge(db, userId, nudgeId);
  if (!source) return undefined;
  // A pending nudge (from Today) moves itself: a copy would nudge twice. Only while still pending:
  // if the alarm claimed it meanwhile, it is snoozed as the sent nudge it now is.
  const moved = source.sent ? undefined : await movePending(db, userId, nudgeId, until);
  const sent = moved || source.sent ? source : await findNudge(db, userId, nudgeId);
  if (!sent) return undefined;
  const snoozed = moved ? { copy: moved, moved: true } : await snoozeCopy(db, sent, until);
  // The copy is new or moved: either way the alarm belongs at the earliest pending time now.
  await rearmScheduler(env, userId);
  return snoozed;
}
