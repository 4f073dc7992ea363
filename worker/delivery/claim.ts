// A claim is one D1 round trip (each round trip costs more than the queries in it): take the
// nudges and read the devices and email choices they go to. A claim of what is due now also writes
// the delivery record it expects and reads what comes next; a claim cut short (the alarm crashed
// after D1 took it) is read again as it was. Every read starts from the nudges it took, or (for
// what comes next) those sent since the object's last claim whose next ones were made: the rows
// they read grow with the nudges, not with the person's contacts, dates and history.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sentCheckIns } from "../db/check-in-renewal";
import { expectDeliveries } from "../db/deliveries";
import { sentDateNudges } from "../db/important-dates";
import { reachWays } from "../db/contacts";
import { runPrepared } from "../db/prepared-batch";
import { devicesToPush } from "../db/push-subscriptions";
import { claimDue, claimedAt, nextPendingAt } from "../db/nudges";
import { sentSeries } from "../db/series";
import { mailRecipient } from "../db/users";
import { nudgeContext } from "../db/nudge-context";

const userId = sql.placeholder("userId");
const claimAt = sql.placeholder("claimAt");
// Sent nudges from this time on are read for their check-ins', dates' and series' next ones.
const renewFrom = sql.placeholder("renewFrom");

/** Both claims' statements, prepared with the placeholders above (see prepared-batch.ts). */
function prepare(db: Db) {
  // Prepared statements hold no per-run state (runPrepared binds fresh ones), so both claims share them.
  // In this order: the claim, then what reads it (its devices, email plan and the apps its
  // people are messaged in).
  const reads = {
    devices: devicesToPush(db, userId).prepare(),
    recipient: mailRecipient(db, userId).prepare(),
    ways: reachWays(db, userId, claimAt).prepare(),
    // Who each nudge is about: last contact, newest note, the date it is for.
    context: nudgeContext(db, userId, claimAt).prepare(),
  };
  return {
    due: {
      claimed: claimDue(db, userId, claimAt).prepare(),
      ...reads,
      next: nextPendingAt(db, userId).prepare(),
      // Check-ins and dates whose nudge is sent (by this claim or an earlier run cut short) need their next nudge.
      checkIns: sentCheckIns(db, userId, renewFrom).prepare(),
      dates: sentDateNudges(db, userId, renewFrom).prepare(),
      // Repeating nudges whose occurrence is sent need their next one.
      series: sentSeries(db, userId, renewFrom).prepare(),
      // The record's expected outcome; the end of the run corrects what went otherwise.
      expected: expectDeliveries(db, userId, claimAt).prepare(),
    },
    again: { claimed: claimedAt(db, userId, claimAt).prepare(), ...reads },
  };
}
let prepared: ReturnType<typeof prepare> | undefined;

/** What a claim took: the nudges, who they go to, and (for a claim of what is due) what comes next. */
export type Claim = Awaited<ReturnType<typeof claim>>;

/**
 * `due`: claim every nudge due at `claimAt`, and read what the nudges sent since `renewFrom` need
 * next; otherwise read again the nudges the claim made at `claimAt` took.
 */
export async function claim(db: Db, at: { userId: number; claimAt: number; due: boolean; renewFrom?: number }) {
  prepared ??= prepare(db);
  const values = { userId: at.userId, claimAt: at.claimAt, renewFrom: at.renewFrom ?? 0 };
  const taken = at.due
    ? await runPrepared(db, prepared.due, values)
    : { ...(await runPrepared(db, prepared.again, values)), next: [], checkIns: [], dates: [], series: [] };
  return {
    claimed: taken.claimed,
    devices: taken.devices,
    recipient: taken.recipient[0],
    ways: taken.ways,
    context: taken.context,
    next: taken.next[0]?.at ?? null,
    checkIns: taken.checkIns,
    dates: taken.dates,
    series: taken.series,
  };
}
