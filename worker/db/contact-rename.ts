// Renaming a contact renames the nudges the app made for it: its pending check-in and date nudges
// (both the heads-up and the one on the day) take the new name, and any of their messages that
// mention the old name ("Ana's birthday is today") say the new one.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "./client";
import { contactDateNudges } from "./important-dates";
import { contacts, reminders } from "./schema";
import { ownRow } from "./own-row";

/** Answers whether any pending nudge changed. Sent nudges are history and keep the old name. */
export async function renameContactNudges(db: Db, userId: number, contactId: number, from: string, to: string) {
  if (from === to) return false;
  const [owner, dates] = await db.batch([
    db
      .select({ checkIn: contacts.checkInReminderId })
      .from(contacts)
      .where(ownRow(contacts, userId, contactId)),
    contactDateNudges(db, userId, contactId),
  ]);
  const ids = [owner[0]?.checkIn ?? null, ...dates.flatMap((d) => [d.reminderId, d.headsUpReminderId])].filter(
    (id): id is number => id !== null,
  );
  if (ids.length === 0) return false;
  const renamed = await db
    .update(reminders)
    .set({ targetName: to, message: sql`replace(${reminders.message}, ${from}, ${to})` })
    .where(and(inArray(reminders.id, ids), eq(reminders.userId, userId), eq(reminders.sent, false)))
    .returning({ id: reminders.id })
    .all();
  return renamed.length > 0;
}
