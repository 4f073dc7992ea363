// What the alarm says about the person a nudge is for (issue 24): when they were last in touch,
// the newest note about them, and the date the nudge is for. Read in the claim's batch, for the
// nudges that claim took.
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import type { Value } from "./prepared-batch";
import { contactBookmarks, contactDates, contacts, reminders } from "./schema";

/**
 * The contact of each nudge the claim at `claimAt` took: its check-in's or date's contact, else the
 * one with its number, else the one with its name. Columns are prefixed: batched D1 results are
 * matched by name.
 */
export const nudgeContext = (db: Db, userId: Value<number>, claimAt: Value<number>) =>
  db
    .select({
      ctxNudgeId: reminders.id,
      ctxLastContactAt: contacts.lastContactAt,
      ctxNote: sql<string | null>`(select ${contactBookmarks.note} from ${contactBookmarks}
        where ${contactBookmarks.contactId} = ${contacts.id} order by ${contactBookmarks.createdAt} desc, ${contactBookmarks.id} desc limit 1)`,
      ctxDate: contactDates.date,
      ctxLabel: contactDates.label,
    })
    .from(reminders)
    .innerJoin(
      contacts,
      sql`${contacts.id} = coalesce(
        (select c.id from ${contacts} c where c.userId = ${reminders.userId} and c.checkInReminderId = ${reminders.id}),
        (select d.contactId from ${contactDates} d where d.userId = ${reminders.userId}
          and (d.reminderId = ${reminders.id} or d.headsUpReminderId = ${reminders.id})),
        (select c.id from ${contacts} c where c.userId = ${reminders.userId} and c.phoneKey = replace(${reminders.phoneNumber}, '+', '') limit 1),
        (select c.id from ${contacts} c where c.userId = ${reminders.userId} and c.name = ${reminders.targetName} collate nocase limit 1))`,
    )
    // A date's nudge on the day, or its heads-up.
    .leftJoin(
      contactDates,
      sql`${contactDates.userId} = ${reminders.userId} and (${contactDates.reminderId} = ${reminders.id} or ${contactDates.headsUpReminderId} = ${reminders.id})`,
    )
    .where(sql`${reminders.userId} = ${userId} and ${reminders.sent} = 1 and ${reminders.sentAt} = ${claimAt}`);

export type ContextRow = {
  ctxNudgeId: number;
  ctxLastContactAt: number | null;
  ctxNote: string | null;
  ctxDate: string | null;
  ctxLabel: string | null;
};
