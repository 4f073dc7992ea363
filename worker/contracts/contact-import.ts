// Importing contacts (issue 23): rows from a pasted list, the phone's picker, a .vcf or a .csv, as
// the API takes them, and how each row meets the contacts already there. The SPA shows the same
// decisions in its preview that the Worker then carries out.
import { t } from "@lingui/core/macro";
import { z } from "zod";
import { circleName } from "./circles";
import { isDayTooLate, LATEST_YEAR } from "./date-bounds";
import { parseDate } from "./important-dates";
import { lineText, multilineText } from "./free-text";
import { MAX_IMPORT, MAX_PREVIEW } from "./contact-limits";

export { MAX_IMPORT, MAX_PREVIEW };
/** Groups one row may name: an address book's card is rarely in more than a handful. */
export const MAX_ROW_CIRCLES = 20;

export const DUPLICATE_CHOICES = ["skip", "merge"] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];
const duplicateChoice = z.enum(DUPLICATE_CHOICES, { error: () => t`onDuplicate must be skip or merge` });

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const importRowSchema = z.object({
  name: lineText(() => t`Name is required`)
    .trim()
    .min(1, { error: () => t`Name is required` })
    .max(100, { error: () => t`Name must be at most 100 characters` }),
  phoneNumber: optional(
    lineText(() => t`Phone number must be text`)
      .trim()
      .max(32, { error: () => t`Phone number is too long` }),
  ),
  email: optional(
    z
      .string()
      .trim()
      .max(254, { error: () => t`Email must be at most 254 characters` })
      .pipe(z.email({ error: () => t`Invalid email address` })),
  ),
  notes: optional(
    multilineText()
      .trim()
      .max(2000, { error: () => t`Notes must be at most 2000 characters` }),
  ),
  birthday: optional(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => t`birthday must look like 1990-03-14` })
      .refine((v) => parseDate(v) !== null, { error: () => t`birthday is not a real calendar date` })
      .refine((v) => !isDayTooLate(v), { error: () => t`birthday: Please pick a date in ${LATEST_YEAR} or earlier.` }),
  ),
  // The circles (by name, matched ignoring case) the contact goes into: a card's CATEGORIES, a
  // CSV's Labels or Categories. Missing ones are made, up to the person's MAX_CIRCLES.
  circles: z
    .array(circleName, { error: () => t`circles must be a list of names` })
    .max(MAX_ROW_CIRCLES, { error: () => t`A contact can bring at most ${MAX_ROW_CIRCLES} circles` })
    .optional(),
  // This row's own choice when it matches a contact; the request's onDuplicate otherwise.
  onDuplicate: duplicateChoice.optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importSchema = z.object({
  contacts: z
    .array(importRowSchema, { error: () => t`contacts must be a list` })
    .max(MAX_IMPORT, { error: () => t`At most ${MAX_IMPORT} contacts can be imported at once` }),
  onDuplicate: duplicateChoice.default("skip"),
});

export const previewSchema = z.object({
  contacts: z
    .array(importRowSchema, { error: () => t`contacts must be a list` })
    .max(MAX_PREVIEW, { error: () => t`At most ${MAX_PREVIEW} contacts can be previewed at once` }),
});

/**
 * What an import did. newCircles: the circles it made (as the file wrote their names);
 * circlesLeftOut: groups the file names that weren't made into circles because the person would
 * have more than MAX_CIRCLES (their contacts are imported all the same).
 */
export type ImportResult = { created: number; merged: number; skipped: number; newCircles: string[]; circlesLeftOut: string[] };

/**
 * What importing a row does: a new contact, nothing (the contact is there with all it brings), or
 * fill in what a contact lacks. The contact is one already stored (contactId) or a row earlier in
 * the same file (row, its index): exports often list a person twice. "maybe": nobody has its
 * number or email, but a stored contact has its name; it is added as someone new unless the row's
 * onDuplicate is skip.
 */
export type RowOutcome =
  | { status: "new" }
  | { status: "same" | "merge"; contactName: string; contactId?: number; row?: number; adds: MergeField[] }
  | { status: "maybe"; contactName: string; contactId: number };
export type MergeField = "phone" | "email" | "notes" | "birthday" | "circles";

export type PreviewResult = ImportResult & { rows: RowOutcome[] };
