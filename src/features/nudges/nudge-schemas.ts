// The nudge forms' field checks (docs/product.md#schedule-form). zod comes with them, so this module is loaded on a
// form's first use (the schedule form's lazyResolver, the Edit dialog's own chunk) rather than
// with the dashboard's first tab.
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { LIMITS, phoneNumber as phoneRule, url as linkRule } from "@contracts/reminders";
import { fromLocalInputValue } from "@/lib/dates";
import type { NudgeFormValues } from "./nudge-rules";

/** Phone and link are checked as the API checks them, so a typo shows beside its field before anything is sent. */
const sameAsApi = (rule: z.ZodType) =>
  z.string().superRefine((value, ctx) => {
    const result = rule.safeParse(value);
    if (!result.success) ctx.addIssue({ code: "custom", message: result.error.issues[0]?.message ?? "Please check this field" });
  });

const optionalFields = { phoneNumber: sameAsApi(phoneRule), url: sameAsApi(linkRule) };

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
function checkRepeat(v: NudgeFormValues, ctx: z.RefinementCtx) {
  if (v.repeat === "none" || v.repeat === "custom") return;
  if (!wholeIn(v.repeatEvery, 999)) ctx.addIssue({ code: "custom", path: ["repeatEvery"], message: "A whole number from 1 to 999" });
  if (v.repeatEnds === "count" && !wholeIn(v.repeatCount, 1000))
    ctx.addIssue({ code: "custom", path: ["repeatCount"], message: "A number of times from 1 to 1000" });
  if (v.repeatEnds === "until" && !v.repeatUntil) ctx.addIssue({ code: "custom", path: ["repeatUntil"], message: "Pick the last day" });
  else if (v.repeatEnds === "until" && v.remindAt && v.repeatUntil < v.remindAt.slice(0, 10))
    ctx.addIssue({ code: "custom", path: ["repeatUntil"], message: "The last day can't be before the first nudge" });
}

/**
 * The schedule form checks only the optional fields itself: missing or past required fields are
 * reported by toast (docs/product.md#schedule-form), through `checkSchedule`.
 */
export const scheduleFormSchema = z
  .object({ targetName: z.string(), message: z.string(), remindAt: z.string(), ...optionalFields, ...repeatFields })
  .superRefine(checkRepeat);

const isFuture = (value: string) => {
  const date = fromLocalInputValue(value);
  return date !== null && date.getTime() > Date.now();
};

/** The Edit Nudge dialog reports each problem beside its field. */
export const editFormSchema = z
  .object({
    targetName: z
      .string()
      .trim()
      .min(1, "Person's name is required")
      .max(LIMITS.targetName, `Name must be at most ${LIMITS.targetName} characters`),
    message: z.string().trim().min(1, "Message is required").max(LIMITS.message, `Message must be at most ${LIMITS.message} characters`),
    remindAt: z.string().min(1, "Date and time are required").refine(isFuture, "Please select a future date and time."),
    ...optionalFields,
    ...repeatFields,
  })
  .superRefine(checkRepeat);

export const scheduleFormResolver: Resolver<NudgeFormValues> = zodResolver(scheduleFormSchema);
