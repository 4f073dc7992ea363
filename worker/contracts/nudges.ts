// Nudges (reminders) as the API takes and gives them (docs/product.md#active-nudges). Dates travel as ISO 8601.
import { t } from "@lingui/core/macro";
import { z } from "zod";
import { hasSpaceOrControl } from "./control-characters";
import type { Delivery } from "./delivery";
import { lineText, multilineText } from "./free-text";
import { isHttpUrl } from "./links";
import { phoneProblem } from "./phone";
import { readRecurrence, writeRecurrence } from "./recurrence";
import { LIMITS } from "./nudge-limits";
import { isDayTooLate, isTooLate, LATEST_YEAR, tooLate } from "./date-bounds";

export { LIMITS };

const targetName = lineText(() => t`Person's name is required`)
  .trim()
  .min(1, { error: () => t`Person's name is required` })
  .max(LIMITS.targetName, { error: () => t`Name must be at most ${LIMITS.targetName} characters` });
const message = multilineText(() => t`Message is required`)
  .trim()
  .min(1, { error: () => t`Message is required` })
  .max(LIMITS.message, { error: () => t`Message must be at most ${LIMITS.message} characters` });

/** Optional text: blank means "none" (null); the SPA sends optional fields only when filled. */
const optional = <T extends z.ZodType<string | null>>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : v),
    schema.nullable().optional(),
  );

export const phoneNumber = optional(
  lineText(() => t`Phone number must be text`)
    .trim()
    .superRefine((value, ctx) => {
      const problem = phoneProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
);

export const url = optional(
  z
    .string({ error: () => t`Link must be text` })
    .max(LIMITS.url, { error: () => t`Link is too long` })
    .superRefine((value, ctx) => {
      // The URL parser drops CR, LF and TAB, so such a link would pass as a URL yet be stored raw
      // (and written raw into the calendar feed).
      if (hasSpaceOrControl(value))
        ctx.addIssue({ code: "custom", message: t`Link can't contain spaces or line breaks: check the web address` });
      else if (!isHttpUrl(value))
        ctx.addIssue({ code: "custom", message: t`Link must be a full web address starting with http:// or https://` });
    }),
);

/** An optional `recurrence` field: a rule (stored in canonical form), or null / left out for none. */
const recurrenceField = z
  .string({ error: () => t`recurrence must be an RRULE string such as FREQ=WEEKLY;BYDAY=MO` })
  .max(300, { error: () => t`recurrence can be at most 300 characters` })
  .transform((text, ctx) => {
    const rule = readRecurrence(text);
    if (typeof rule === "string") {
      ctx.addIssue({ code: "custom", message: rule });
      return z.NEVER;
    }
    // Here, not in readRecurrence: a rule stored before the bound must still be followed.
    if (rule.until !== null && isDayTooLate(rule.until)) {
      ctx.addIssue({
        code: "custom",
        message: t`UNTIL=${rule.until.replaceAll("-", "")} is too far ahead: end the repeat in ${LATEST_YEAR} or earlier`,
      });
      return z.NEVER;
    }
    return writeRecurrence(rule);
  })
  .nullable()
  .optional();

/** A moment strictly in the future and within the date bound (the SPA's one-minute minimum is a UI rule). */
export const futureDate = (required: () => string) =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: () => t`Date must be a valid date and time` })
    .refine((v) => Date.parse(v) > Date.now(), { error: () => t`Please select a future date and time.` })
    .refine((v) => !isTooLate(Date.parse(v)), { error: tooLate })
    .transform((v) => Date.parse(v));

/** `userId` may be sent (docs/product.md#api-conventions) but must be the signed-in user's; it never selects data. */
const userId = z
  .number({ error: () => t`userId must be a number` })
  .int()
  .optional();

export const createNudgeSchema = z.object({
  userId,
  targetName,
  message,
  phoneNumber,
  remindAt: futureDate(() => t`Date and time are required`),
  url,
  // How it repeats (an RRULE, docs/product.md#repeating-nudges); left out or null: it doesn't.
  recurrence: recurrenceField,
});

/** Of a repeating nudge, what an edit or delete changes: this occurrence, or it and all after it. */
export const SCOPES = ["this", "future"] as const;
export type Scope = (typeof SCOPES)[number];
const scope = z.enum(SCOPES, { error: () => t`scope must be "this" or "future"` });

/**
 * An edit sends the whole nudge again, under the same rules as a new one. Of a repeating nudge,
 * scope "this" (the default) changes this occurrence only; "future" changes how it repeats too.
 */
export const updateNudgeSchema = createNudgeSchema.extend({ scope: scope.optional() });

/** Deleting a repeating nudge: "future" (the default) ends it; "this" skips to the next occurrence. */
export const deleteNudgeQuery = z.object({ scope: scope.optional() });

export const saveNudgeSchema = z.object({ saved: z.boolean({ error: () => t`saved must be true or false` }) });

/** Reuse: a new date, and (issue 42) a new message, such as a picked draft; left out, the old one's. */
export const duplicateNudgeSchema = z.object({ remindAt: futureDate(() => t`Remind date is required`), message: message.optional() });

export type CreateNudgeInput = z.input<typeof createNudgeSchema>;
export type UpdateNudgeInput = z.input<typeof updateNudgeSchema>;

export type Nudge = {
  id: number;
  userId: number;
  targetName: string;
  message: string;
  phoneNumber: string | null;
  remindAt: string;
  url: string | null;
  sent: boolean;
  sentAt: string | null;
  saved: boolean;
  createdAt: string;
  /** When the sent nudge was marked done (or texted/called from): it then counts as contact. */
  doneAt: string | null;
  /** When the sent nudge was snoozed, its copy's time (the copy is a pending nudge of its own). */
  snoozedUntil: string | null;
  /** How the sent nudge went out (issue 19); null while pending, and for nudges sent before delivery was recorded. */
  delivery: Delivery | null;
  /** How it repeats (an RRULE) if it is one occurrence of a repeating nudge, else null. */
  recurrence: string | null;
};
