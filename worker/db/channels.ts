// What can carry a nudge to a person now (contracts/delivery.ts `Channels`): their devices with
// notifications on, and whether nudge emails can go. Query builders, for the callers' batches.
import { count, eq } from "drizzle-orm";
import type { Channels } from "../contracts/delivery";
import type { Db } from "./client";
import { pushSubscriptions, users } from "./schema";

export const deviceCount = (db: Db, userId: number) =>
  db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

export const emailSwitches = (db: Db, userId: number) =>
  db
    .select({ isVerified: users.isVerified, emailFallback: users.emailFallback, emailEvery: users.emailEvery })
    .from(users)
    .where(eq(users.id, userId));

type Switches = Awaited<ReturnType<typeof emailSwitches>>[number];

/** An address must be confirmed before any nudge email goes; then either switch lets them go. */
export const toChannels = (devices: number, user: Switches | undefined): Channels => ({
  devices,
  email: !user?.isVerified ? "unconfirmed" : user.emailFallback || user.emailEvery ? "on" : "off",
});
