import { t } from "@lingui/core/macro";
import { z } from "zod";
import { LIMITS } from "@contracts/nudge-limits";
import { addDays, fromLocalInputValue, toLocalInputValue } from "@/lib/local-time";
import { placeholderProblem } from "./nudge-schemas";

/** The message starts as the old nudge's; a picked draft or the person's own words may replace it. */
export type ReuseFormValues = { remindAt: string; message: string };

/** The Reuse Nudge form (docs/product.md#nudge-history): a date is required, and it must not be in the past. */
export const reuseFormSchema = z.object({
  remindAt: z
    .string()
    .min(1, { error: () => t`Remind date is required` })
    .refine(
      (value) => {
        const date = fromLocalInputValue(value);
        return date !== null && date.getTime() > Date.now();
      },
      { error: () => t`Please select a future date and time.` },
    ),
  message: z
    .string()
    .trim()
    .min(1, { error: () => t`Message is required` })
    .max(LIMITS.message, { error: () => t`Message must be at most ${LIMITS.message} characters` })
    .superRefine((value, ctx) => {
      const problem = placeholderProblem(value, "scheduling");
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});

/** docs/product.md#nudge-history: the Reuse dialog starts at tomorrow, same time. */
export const defaultReuseDate = (now: Date = new Date()) => toLocalInputValue(addDays(now, 1));
