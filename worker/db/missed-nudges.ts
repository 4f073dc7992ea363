// Nudges that reached no one (issues 19 and 38): the dashboard's notice counts them and says why,
// from their delivery records and what can reach the person now.
import { and, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "./client";
import { toDelivery } from "./deliveries";
import { deviceCount, emailSwitches, toChannels } from "./channels";
import { nudgeDeliveries, reminders } from "./schema";

/** The user's nudges sent since `since` that no device accepted and no email carried, oldest first, with what can reach them now. */
export async function readMissedNudges(db: Db, userId: number, since: number) {
  const missed = and(
    eq(reminders.userId, userId),
    eq(reminders.sent, true),
    eq(reminders.deliveryStatus, "not_delivered"),
    gte(reminders.sentAt, since),
  );
  // One round trip: the dashboard waits for this before its first paint.
  const [nudges, rows, devices, user] = await db.batch([
    db.select({ id: reminders.id, sentAt: reminders.sentAt }).from(reminders).where(missed).orderBy(reminders.sentAt),
    db
      .select()
      .from(nudgeDeliveries)
      .where(
        and(
          eq(nudgeDeliveries.userId, userId),
          inArray(nudgeDeliveries.reminderId, db.select({ id: reminders.id }).from(reminders).where(missed)),
        ),
      ),
    deviceCount(db, userId),
    emailSwitches(db, userId),
  ]);
  return {
    nudges: nudges.map((n) => ({
      sentAt: n.sentAt ?? since,
      delivery: toDelivery(
        "not_delivered",
        rows.filter((r) => r.reminderId === n.id),
      )!,
    })),
    channels: toChannels(devices[0]?.n ?? 0, user[0]),
  };
}
