// What the alarm says about the person a nudge is for (issue 24): when they were last in touch,
// the newest note about them, and the date the nudge is for. Read in the claim's batch, for the
// nudges that claim took.
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import type { Value } from "./prepared-batch";
import { contactBookmarks, contactDates, contacts, reminders } from "./schema";

/**
 * The date a nudge is for, on the day or its heads-up: each link looked up through its own index
 * (an OR of the two would read every date the person keeps).
 */
const dateOf = (nudge: typeof reminders) => sql`coalesce(
  (select d.id from ${contactDates} d where d.userId = ${nudge.userId} and d.reminderId = ${nudge.id}),
  (select d.id from ${contactDates} d where d.headsUpReminderId = ${nudge.id} and d.userId = ${nudge.userId}))`;

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
    // A date's nudge on the day, or its heads-up.
    .leftJoin(contactDates, sql`${contactDates.id} = ${dateOf(reminders)}`)
    .innerJoin(
      contacts,
      sql`${contacts.id} = coalesce(
        (select c.id from ${contacts} c where c.userId = ${reminders.userId} and c.checkInReminderId = ${reminders.id}),
        ${contactDates.contactId},
        (select c.id from ${contacts} c where c.userId = ${reminders.userId} and c.phoneKey = replace(${reminders.phoneNumber}, '+', '') limit 1),
        (select c.id from ${contacts} c where c.userId = ${reminders.userId} and c.name = ${reminders.targetName} collate nocase limit 1))`,
    )
    .where(sql`${reminders.userId} = ${userId} and ${reminders.sent} = 1 and ${reminders.sentAt} = ${claimAt}`);

export type ContextRow = {
  ctxNudgeId: number;
  ctxLastContactAt: number | null;
  ctxNote: string | null;
  ctxDate: string | null;
  ctxLabel: string | null;
};
