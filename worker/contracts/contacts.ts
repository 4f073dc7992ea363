// Contacts and their notes (contact_bookmarks) as the API takes and gives them (docs/product.md#contacts).
import { t } from "@lingui/core/macro";
import { z } from "zod";
import { clock } from "./account-settings";
import { cadenceEvery, cadenceUnit, type Cadence, type CadenceUnit } from "./cadence";
import { circleIds } from "./circles";
import { lineText, multilineText } from "./free-text";
import { phoneNumber } from "./nudges";
import { REACH_APPS, TELEGRAM_NAME, telegramName, type ReachApp } from "./reach";
import { parseClock } from "./time-zone";

export const NOTE_CATEGORIES = ["Personal", "Work", "Family", "Friends", "Health", "Travel", "Hobbies", "Other"] as const;
export type NoteCategory = (typeof NOTE_CATEGORIES)[number];

const userId = z
  .number({ error: () => t`userId must be a number` })
  .int()
  .optional();
const name = lineText(() => t`Name is required`)
  .trim()
  .min(1, { error: () => t`Name is required` })
  .max(100, { error: () => t`Name must be at most 100 characters` });
const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : v);

export const contactSchema = z
  .object({
    userId,
    name,
    phoneNumber,
    // Valid or empty (docs/product.md#contacts).
    email: z.preprocess(
      blankToNull,
      z
        .string()
        .max(254, { error: () => t`Email must be at most 254 characters` })
        .pipe(z.email({ error: () => t`Invalid email address` }))
        .nullable()
        .optional(),
    ),
    notes: z.preprocess(
      blankToNull,
      multilineText()
        .trim()
        .max(2000, { error: () => t`Notes must be at most 2000 characters` })
        .nullable()
        .optional(),
    ),
    // Keep in touch every N units; both null = no cadence, both left out = unchanged.
    cadenceEvery: cadenceEvery.nullable().optional(),
    cadenceUnit: cadenceUnit.nullable().optional(),
    // The circles they are in (all of them: left out, unchanged).
    circleIds: circleIds.optional(),
    // The app they are messaged in; null or left out is SMS.
    reachBy: z
      .enum(REACH_APPS, { error: () => t`reachBy must be one of ${REACH_APPS.join(", ")}` })
      .nullable()
      .optional(),
    telegram: z.preprocess(
      (v) => (typeof v === "string" ? telegramName(v) || null : v),
      z
        .string()
        .regex(TELEGRAM_NAME, { error: () => t`A Telegram username is 5 to 32 letters, digits or underscores, starting with a letter` })
        .nullable()
        .optional(),
    ),
    // When their check-ins and date nudges arrive ("18:30"), stored as minutes; null or blank
    // follows the account's time, left out is unchanged.
    nudgeTime: z.preprocess(blankToNull, clock("nudgeTime", "18:30").transform(parseClock).nullable().optional()),
  })
  .refine((c) => (c.cadenceEvery == null) === (c.cadenceUnit == null), {
    error: () => t`Give both cadenceEvery and cadenceUnit, or neither`,
    path: ["cadenceUnit"],
  })
  // The preferred app needs what it is reached by (a partial edit that leaves it out is checked by the form).
  .refine((c) => c.reachBy !== "telegram" || c.telegram, {
    error: () => t`Add their Telegram username to message them there`,
    path: ["telegram"],
  })
  .refine((c) => c.reachBy !== "email" || c.email, { error: () => t`Add their email to message them by email`, path: ["email"] })
  .refine((c) => !(c.reachBy === "whatsapp" || c.reachBy === "signal") || c.phoneNumber, {
    error: () => t`Add their phone number to message them there`,
    path: ["phoneNumber"],
  });

export const noteSchema = z.object({
  userId,
  contactId: z.number().int().optional(),
  note: multilineText(() => t`Note is required`)
    .trim()
    .min(1, { error: () => t`Note is required` })
    .max(2000, { error: () => t`Note must be at most 2000 characters` }),
  category: z.preprocess(
    blankToNull,
    z
      .enum(NOTE_CATEGORIES, { error: () => t`Category must be one of ${NOTE_CATEGORIES.join(", ")}` })
      .nullable()
      .optional(),
  ),
});

/** A text or call made from the app, logged on the matching contact. */
// The contact by phone (a nudge's text or call), or by id (Today's check-ins: not every contact has a phone).
export const interactionSchema = z
  .object({
    phoneNumber: lineText(() => t`phoneNumber is required`)
      .min(1, { error: () => t`phoneNumber is required` })
      .max(32, { error: () => t`Phone number is too long` })
      .optional(),
    contactId: z
      .number({ error: () => t`contactId must be a number` })
      .int({ error: () => t`contactId must be a whole number` })
      .positive({ error: () => t`contactId must be positive` })
      .optional(),
    kind: z.enum(["text", "call", "done"], { error: () => t`kind must be text, call or done` }),
    message: multilineText()
      .max(1000, { error: () => t`message must be at most 1000 characters` })
      .optional(),
  })
  .refine((body) => body.phoneNumber !== undefined || body.contactId !== undefined, {
    error: () => t`phoneNumber is required`,
    path: ["phoneNumber"],
  });

// Zod-free, in phone.ts: the contact action card matches numbers on the dashboard's first paint.
export { phoneKey } from "./phone";

export type Contact = {
  id: number;
  userId: number;
  name: string;
  phoneNumber: string | null;
  email: string | null;
  notes: string | null;
  lastContactAt: string | null;
  cadenceEvery: number | null;
  cadenceUnit: CadenceUnit | null;
  reachBy: ReachApp | null;
  telegram: string | null;
  circleIds: number[];
  /** The rhythm they follow without one of their own: the shortest of their circles' (null: none). */
  circleCadence: Cadence | null;
  /** When their check-ins and date nudges arrive ("18:30"); null follows the account's nudgeTime. */
  nudgeTime: string | null;
  /** When the pending check-in nudge is due (null: no cadence, or no check-in pending). */
  nextCheckInAt: string | null;
  createdAt: string;
  updatedAt: string;
  noteCount: number;
};

export type ContactNote = { id: number; contactId: number; userId: number; note: string; category: NoteCategory | null; createdAt: string };
