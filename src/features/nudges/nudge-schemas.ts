// The nudge forms' field checks (docs/product.md#schedule-form), in zod/mini: the schedule form is
// on the dashboard's first tab. The phone and link checks are the API's (@contracts/nudges)
// written with its zod-free parts; nudge-rules.test.ts holds the two to the same answers.
import { t } from "@lingui/core/macro";
import * as z from "zod/mini";
import { hasSpaceOrControl, oneLine } from "@contracts/control-characters";
import { isHttpUrl } from "@contracts/links";
import { phoneProblem } from "@contracts/phone";
import { LIMITS } from "@contracts/nudge-limits";
import { unfilled } from "@contracts/template-fill";
import { fromLocalInputValue } from "@/lib/local-time";
import type { NudgeFormValues } from "./nudge-rules";

/** What the API says of a phone number (blank: none), or null when it takes it. */
function phoneFieldProblem(value: string) {
  const typed = value.trim();
  return typed ? phoneProblem(oneLine(typed).trim()) : null;
}

/** What the API says of a link (blank: none), or null when it takes it. */
function linkFieldProblem(value: string) {
  const link = value.trim();
  if (!link) return null;
  if (link.length > LIMITS.url) return t`Link is too long`;
  if (hasSpaceOrControl(link)) return t`Link can't contain spaces or line breaks: check the web address`;
  if (!isHttpUrl(link)) return t`Link must be a full web address starting with http:// or https://`;
  return null;
}

/** Phone and link are checked as the API checks them, so a typo shows beside its field before anything is sent. */
const sameAsApi = (problem: (value: string) => string | null) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: "custom", message });
    }),
  );

/**
 * A template's placeholder the browser could not fill ({age}) would reach the person as written:
 * the message must say it in words first. `before` names the step it holds up ("scheduling").
 */
export function placeholderProblem(message: string, before: string) {
  const left = unfilled(message).map((name) => `{${name}}`);
  return left.length > 0 ? t`Replace ${left.join(" and ")} with your own words before ${before}` : null;
}

const noPlaceholders = (before: string) =>
  z.superRefine((value: string, ctx) => {
    const message = placeholderProblem(value, before);
    if (message) ctx.addIssue({ code: "custom", message });
  });

const optionalFields = { phoneNumber: sameAsApi(phoneFieldProblem), url: sameAsApi(linkFieldProblem) };

const repeatFields = {
  repeat: z.enum(["none", "daily", "weekly", "weekdays", "monthly-day", "monthly-weekday", "yearly", "custom"]),
  repeatEvery: z.string(),
  repeatEnds: z.enum(["never", "count", "until"]),
  repeatCount: z.string(),
  repeatUntil: z.string(),
  repeatRule: z.string(),
};
const wholeIn = (text: string, max: number) => /^\d+$/.test(text) && +text >= 1 && +text <= max;

/** The repeat fields that matter for the chosen pattern, each checked beside itself. */
const checkRepeat = z.superRefine((v: NudgeFormValues, ctx) => {
  if (v.repeat === "none" || v.repeat === "custom") return;
  if (!wholeIn(v.repeatEvery, 999)) ctx.addIssue({ code: "custom", path: ["repeatEvery"], message: t`A whole number from 1 to 999` });
  if (v.repeatEnds === "count" && !wholeIn(v.repeatCount, 1000))
    ctx.addIssue({ code: "custom", path: ["repeatCount"], message: t`A number of times from 1 to 1000` });
  if (v.repeatEnds === "until" && !v.repeatUntil) ctx.addIssue({ code: "custom", path: ["repeatUntil"], message: t`Pick the last day` });
  else if (v.repeatEnds === "until" && v.remindAt && v.repeatUntil < v.remindAt.slice(0, 10))
    ctx.addIssue({ code: "custom", path: ["repeatUntil"], message: t`The last day can't be before the first nudge` });
});

/**
 * The schedule form checks only the optional fields and a template's leftover placeholders itself:
 * missing or past required fields are reported by toast (docs/product.md#schedule-form), through `checkSchedule`.
 */
export const scheduleFormSchema = z
  .object({
    targetName: z.string(),
    message: z.string().check(noPlaceholders("scheduling")),
    remindAt: z.string(),
    ...optionalFields,
    ...repeatFields,
  })
  .check(checkRepeat);

const isFuture = (value: string) => {
  const date = fromLocalInputValue(value);
  return date !== null && date.getTime() > Date.now();
};

/** A text the person must fill in, trimmed, at most `max` characters; each refusal a whole sentence. */
const requiredText = (required: () => string, max: number, tooLong: () => string) =>
  z.string().check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong }));

/** The Edit Nudge dialog reports each problem beside its field. */
export const editFormSchema = z
  .object({
    targetName: requiredText(
      () => t`Person's name is required`,
      LIMITS.targetName,
      () => t`Name must be at most ${LIMITS.targetName} characters`,
    ),
    message: requiredText(
      () => t`Message is required`,
      LIMITS.message,
      () => t`Message must be at most ${LIMITS.message} characters`,
    ).check(noPlaceholders("saving")),
    remindAt: z
      .string()
      .check(
        z.minLength(1, { error: () => t`Date and time are required` }),
        z.refine(isFuture, { error: () => t`Please select a future date and time.` }),
      ),
    ...optionalFields,
    ...repeatFields,
  })
  .check(checkRepeat);
