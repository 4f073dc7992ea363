import { z } from "zod";
import { addDays, fromLocalInputValue, toLocalInputValue } from "@/lib/dates";

export type ReuseFormValues = { remindAt: string };

/** The Reuse Nudge form (docs/product.md#nudge-history): a date is required, and it must not be in the past. */
export const reuseFormSchema = z.object({
  remindAt: z
    .string()
    .min(1, "Remind date is required")
    .refine((value) => {
      const date = fromLocalInputValue(value);
      return date !== null && date.getTime() > Date.now();
    }, "Please select a future date and time."),
});

/** docs/product.md#nudge-history: the Reuse dialog starts at tomorrow, same time. */
export const defaultReuseDate = (now: Date = new Date()) => toLocalInputValue(addDays(now, 1));
