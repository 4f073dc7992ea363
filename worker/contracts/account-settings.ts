// PATCH /api/account/settings (issue 9): what the API takes and answers. Apart from
// time-zone.ts, whose zone arithmetic the dashboard's first paint needs without zod.
import { t } from "@lingui/core/macro";
import { z } from "zod";
import { isPhoneRegion } from "./phone-numbers";
import { DIGEST_EVERY, type DigestSettings } from "./digest";
import { CLOCK, isTimeZone } from "./time-zone";
import { languageField } from "./language-field";
import type { Language } from "./languages";

/** A time of day, "HH:MM" on a 24-hour clock (the contact form's nudgeTime uses it too). */
export const clock = (field: string, example = "22:00") =>
  z
    .string({ error: () => t`${field} must look like ${example}` })
    .regex(CLOCK, { error: () => t`${field} must be a time like ${example} (24-hour clock)` });

const onOff = (field: string) => z.boolean({ error: () => t`${field} must be true or false` }).optional();

/** PATCH /api/account/settings: any of the fields; quietHours null turns them off. */
export const accountSettingsSchema = z
  .object({
    timeZone: z
      .string({ error: () => t`timeZone must be a time zone name` })
      .max(64, { error: () => t`timeZone must be at most 64 characters` })
      .refine(isTimeZone, { error: () => t`timeZone is not a known time zone: use an IANA name such as Europe/Berlin or America/New_York` })
      .optional(),
    quietHours: z
      .object(
        { start: clock("quietHours.start"), end: clock("quietHours.end") },
        // ICU reads braces as placeholders: the example goes in as a value.
        { error: () => t`quietHours must be ${"{ start, end }"} or null` },
      )
      .refine((q) => q.start !== q.end, { error: () => t`Quiet hours must start and end at different times` })
      .nullable()
      .optional(),
    // Nudges by email (issue 19): when no device accepted one, and for every nudge.
    emailFallback: onOff("emailFallback"),
    emailEvery: onOff("emailEvery"),
    // Where phone numbers without a country code are read (issue 21); null follows the time zone.
    phoneRegion: z
      .string({ error: () => t`phoneRegion must be a two-letter country code such as GB or US, or null` })
      .refine(isPhoneRegion, {
        error: () => t`phoneRegion is not a country we can read phone numbers for: use a two-letter code such as GB or US`,
      })
      .nullable()
      .optional(),
    // When check-ins and date nudges arrive (issue 24).
    nudgeTime: clock("nudgeTime", "09:00").optional(),
    // Notifications say only "Time to reach out to Ana" on the lock screen (issue 24).
    hideDetails: onOff("hideDetails"),
    // How long before a calendar meeting with a contact its brief comes (issue 41); null: no briefs.
    meetingBrief: z
      .number({ error: () => t`meetingBrief must be a number of minutes from 5 to 1440, or null to turn briefs off` })
      .int({ error: () => t`meetingBrief must be a whole number of minutes` })
      .min(5, { error: () => t`meetingBrief must be at least 5 minutes` })
      .max(1440, { error: () => t`meetingBrief must be at most 1440 minutes (a day)` })
      .nullable()
      .optional(),
    // Message drafts written by AI (issue 42): off until the person turns them on.
    aiDrafts: onOff("aiDrafts"),
    // The language Nudge speaks to the person in (issue 43).
    language: languageField().optional(),
    // The digest (issue 24): any of its fields; what is left out stays as it was.
    digest: z
      .object(
        {
          every: z.enum(DIGEST_EVERY, { error: () => t`digest.every must be one of ${DIGEST_EVERY.join(", ")}` }).optional(),
          time: clock("digest.time", "08:30").optional(),
          weekday: z
            .number({ error: () => t`digest.weekday must be a number from 0 (Sunday) to 6 (Saturday)` })
            .int({ error: () => t`digest.weekday must be a whole number from 0 (Sunday) to 6 (Saturday)` })
            .min(0, { error: () => t`digest.weekday must be from 0 (Sunday) to 6 (Saturday)` })
            .max(6, { error: () => t`digest.weekday must be from 0 (Sunday) to 6 (Saturday)` })
            .optional(),
          email: onOff("digest.email"),
        },
        { error: () => t`digest must be an object such as ${'{ every: "daily", time: "08:30" }'}` },
      )
      .optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    error: () =>
      t`Send timeZone, quietHours or both, an email setting (emailFallback, emailEvery), phoneRegion, nudgeTime, hideDetails, meetingBrief, aiDrafts, language or digest`,
  });

export type AccountSettingsInput = z.input<typeof accountSettingsSchema>;

/**
 * What GET/PATCH /api/account/settings answer. timeZoneSet is false until the user (or their
 * browser) chose one. Nudge emails go out only while emailVerified (the address is confirmed):
 * when no device accepted a nudge (emailFallback) or for every nudge (emailEvery). Phone numbers
 * typed without a country code are read in phoneRegion: the one chosen (phoneRegionSet), else
 * the time zone's country; null when neither gives one (only numbers with their + code read).
 * Check-ins and date nudges arrive at nudgeTime ("09:00" until chosen) unless a contact has its own.
 * With hideDetails, a notification says only "Time to reach out to {name}". `digest`: when the
 * Today list comes as one notification (contracts/digest.ts).
 */
export type AccountSettings = {
  timeZone: string;
  timeZoneSet: boolean;
  quietHours: { start: string; end: string } | null;
  emailFallback: boolean;
  emailEvery: boolean;
  emailVerified: boolean;
  phoneRegion: string | null;
  phoneRegionSet: boolean;
  nudgeTime: string;
  /** Notifications show only who to reach out to: no message, no context. */
  hideDetails: boolean;
  /** Minutes before a meeting with a contact its brief comes; null while briefs are off. */
  meetingBrief: number | null;
  /** Message drafts are written by AI; while false nothing about a contact goes to a model. */
  aiDrafts: boolean;
  /** Who writes them, in words ("OpenAI"), or null when no model is configured (templates only). */
  aiProvider: string | null;
  /** The language the app, mail and notifications are in. */
  language: Language;
  digest: DigestSettings;
};
