// Nudges that reached no one (issue 19): the dashboard's warning counts them.
import { and, count, eq, gte } from "drizzle-orm";
import type { Db } from "./client";
import { reminders } from "./schema";

/** The user's nudges sent since `since` that no device accepted and no email carried. */
export async function countMissedNudges(db: Db, userId: number, since: number) {
  const row = await db
    .select({ n: count() })
    .from(reminders)
    .where(
      and(
        eq(reminders.userId, userId),
        eq(reminders.sent, true),
        eq(reminders.deliveryStatus, "not_delivered"),
        gte(reminders.sentAt, since),
      ),
    )
    .get();
  return row?.n ?? 0;
}
