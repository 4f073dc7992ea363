// The user's time zone and quiet hours (migrations/0007), how nudges reach them by email (0010),
// and the time of day check-ins and date nudges arrive (issue 24).
import { eq } from "drizzle-orm";
import type { AccountSettings } from "../contracts/account-settings";
import { DEFAULT_DIGEST_TIME, DEFAULT_DIGEST_WEEKDAY, type DigestRule } from "../contracts/digest";
import { DEFAULT_NUDGE_TIME } from "../contracts/nudge-time";
import { DEFAULT_TIME_ZONE, formatClock, parseClock, type QuietHours } from "../contracts/time-zone";
import { phoneRegionOf } from "../contacts/phone-region";
import type { Language } from "../contracts/languages";
import type { Db } from "./client";
import { users } from "./schema";

type Row = {
  timeZone: string | null;
  quietStart: number | null;
  quietEnd: number | null;
  emailFallback: boolean;
  emailEvery: boolean;
  isVerified: boolean;
  phoneRegion: string | null;
  nudgeTime: number | null;
  hideDetails: boolean;
  briefLead: number | null;
  digestEvery: "daily" | "weekly" | null;
  digestTime: number | null;
  digestWeekday: number | null;
  digestEmail: boolean;
  aiDrafts: boolean;
  language: Language;
};

const columns = {
  timeZone: users.timeZone,
  quietStart: users.quietStart,
  quietEnd: users.quietEnd,
  emailFallback: users.emailFallback,
  emailEvery: users.emailEvery,
  isVerified: users.isVerified,
  phoneRegion: users.phoneRegion,
  nudgeTime: users.nudgeTime,
  hideDetails: users.hideDetails,
  briefLead: users.briefLead,
  digestEvery: users.digestEvery,
  digestTime: users.digestTime,
  digestWeekday: users.digestWeekday,
  digestEmail: users.digestEmail,
  aiDrafts: users.aiDrafts,
  language: users.language,
};

export const quietHoursOf = (row: Pick<Row, "quietStart" | "quietEnd">): QuietHours | null =>
  row.quietStart === null || row.quietEnd === null ? null : { start: row.quietStart, end: row.quietEnd };

/** When the digest comes, as the scheduler keeps it; null while it is off. */
export const digestRuleOf = (row: Pick<Row, "digestEvery" | "digestTime" | "digestWeekday" | "digestEmail">): DigestRule | null =>
  row.digestEvery === null
    ? null
    : {
        every: row.digestEvery,
        minutes: row.digestTime ?? DEFAULT_DIGEST_TIME,
        weekday: row.digestWeekday ?? DEFAULT_DIGEST_WEEKDAY,
        email: row.digestEmail,
      };

export const toSettings = (row: Row): Omit<AccountSettings, "aiProvider"> => {
  const quiet = quietHoursOf(row);
  return {
    timeZone: row.timeZone ?? DEFAULT_TIME_ZONE,
    timeZoneSet: row.timeZone !== null,
    quietHours: quiet && { start: formatClock(quiet.start), end: formatClock(quiet.end) },
    emailFallback: row.emailFallback,
    emailEvery: row.emailEvery,
    emailVerified: row.isVerified,
    phoneRegion: phoneRegionOf(row),
    phoneRegionSet: row.phoneRegion !== null,
    nudgeTime: formatClock(row.nudgeTime ?? DEFAULT_NUDGE_TIME),
    hideDetails: row.hideDetails,
    meetingBrief: row.briefLead,
    aiDrafts: row.aiDrafts,
    language: row.language,
    digest: {
      every: row.digestEvery ?? "off",
      time: formatClock(row.digestTime ?? DEFAULT_DIGEST_TIME),
      weekday: row.digestWeekday ?? DEFAULT_DIGEST_WEEKDAY,
      email: row.digestEmail,
    },
  };
};

export const findSettings = (db: Db, userId: number) => db.select(columns).from(users).where(eq(users.id, userId)).get();

/** The region the user's phone numbers are read in (see contacts/phone-region.ts), or null. */
export async function userPhoneRegion(db: Db, userId: number) {
  const row = await findSettings(db, userId);
  return row ? phoneRegionOf(row) : null;
}

/** The zone the user's days are counted in (check-ins, birthdays). */
export async function userTimeZone(db: Db, userId: number) {
  return (await findSettings(db, userId))?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** Where and when the user's check-ins and date nudges arrive: their zone, and the account's time of day in minutes. */
export async function userNudgeClock(db: Db, userId: number) {
  const row = await findSettings(db, userId);
  return { timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE, minutes: row?.nudgeTime ?? DEFAULT_NUDGE_TIME };
}

type SettingsInput = {
  timeZone?: string;
  quietHours?: { start: string; end: string } | null;
  emailFallback?: boolean;
  emailEvery?: boolean;
  phoneRegion?: string | null;
  nudgeTime?: string;
  hideDetails?: boolean;
  meetingBrief?: number | null;
  aiDrafts?: boolean;
  language?: Language;
  digest?: { every?: "off" | "daily" | "weekly"; time?: string; weekday?: number; email?: boolean };
};

/** Saves what was sent (quietHours null clears them) and answers the stored settings. */
export function saveSettings(db: Db, userId: number, input: SettingsInput) {
  const digest = input.digest;
  const quiet =
    input.quietHours === undefined
      ? {}
      : {
          quietStart: input.quietHours && parseClock(input.quietHours.start),
          quietEnd: input.quietHours && parseClock(input.quietHours.end),
        };
  const changes = {
    timeZone: input.timeZone,
    emailFallback: input.emailFallback,
    emailEvery: input.emailEvery,
    phoneRegion: input.phoneRegion,
    nudgeTime: input.nudgeTime === undefined ? undefined : parseClock(input.nudgeTime),
    hideDetails: input.hideDetails,
    briefLead: input.meetingBrief,
    aiDrafts: input.aiDrafts,
    language: input.language,
    digestEvery: digest?.every === undefined ? undefined : digest.every === "off" ? null : digest.every,
    digestTime: digest?.time === undefined ? undefined : parseClock(digest.time),
    digestWeekday: digest?.weekday,
    digestEmail: digest?.email,
    ...quiet,
  };
  // drizzle leaves undefined fields out of the SET: only what was sent changes.
  return db.update(users).set(changes).where(eq(users.id, userId)).returning(columns).get();
}

/**
 * The opt-out link in a nudge or plan email (RFC 8058): its key turns every nudge email off
 * (both kinds of nudge email and the digest), and nothing else. Answers whose they were, or null for an unknown key.
 */
export async function turnOffNudgeEmails(db: Db, unsubscribeToken: string) {
  const row = await db
    .update(users)
    .set({ emailFallback: false, emailEvery: false, digestEmail: false })
    .where(eq(users.unsubscribeToken, unsubscribeToken))
    .returning({ id: users.id })
    .get();
  return row?.id ?? null;
}
