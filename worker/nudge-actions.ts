// What a sent nudge's actions do, whoever asks: the notification (with its token) or the app
// (with a session). Done is what makes a nudge count as contact (issue 9), not its sending.
import { and, eq, isNull } from "drizzle-orm";
import { logContact, type ContactKind } from "./contact-log";
import type { Db } from "./db/client";
import { findReminder } from "./db/reminders";
import { reminders } from "./db/schema";
import { snoozeCopy } from "./db/snooze";
import { rearmScheduler } from "./scheduler-stub";

/**
 * Marks the user's sent nudge done (Done, or a text or call from it) and logs contact with the
 * person it names by phone. A nudge already done keeps its first doneAt and is not noted again
 * as done, but a text or call is still logged. Answers the nudge, or undefined if it is not theirs.
 */
export async function markDone(
  env: Env,
  db: Db,
  { userId, reminderId, kind, at }: { userId: number; reminderId: number; kind: ContactKind; at: number },
) {
  const done = await db
    .update(reminders)
    .set({ doneAt: at })
    .where(and(eq(reminders.id, reminderId), eq(reminders.userId, userId), eq(reminders.sent, true), isNull(reminders.doneAt)))
    .returning()
    .get();
  const nudge = done ?? (await findReminder(db, userId, reminderId));
  if (!nudge?.sent) return nudge;
  if (nudge.phoneNumber && (done || kind !== "done"))
    await logContact(env, db, { userId, phone: nudge.phoneNumber, kind, message: nudge.message, at });
  return nudge;
}

/**
 * Snooze: the sent nudge stays in history, marked snoozed until `until`, and a copy is scheduled
 * for then (a new pending nudge, so history keeps the delivery that happened). Snoozing it again
 * moves that copy while it is pending, as a person expects of "snooze", instead of adding one.
 * Answers the copy and whether it was moved, undefined if the nudge is not the user's, or
 * "pending" if it has not been sent.
 */
export async function snoozeNudge(env: Env, db: Db, { userId, reminderId, until }: { userId: number; reminderId: number; until: number }) {
  const source = await findReminder(db, userId, reminderId);
  if (!source) return undefined;
  // A pending nudge is edited, not snoozed: a copy would nudge twice.
  if (!source.sent) return "pending";
  const snoozed = await snoozeCopy(db, source, until);
  // The copy is new or moved: either way the alarm belongs at the earliest pending time now.
  await rearmScheduler(env, userId);
  return snoozed;
}
