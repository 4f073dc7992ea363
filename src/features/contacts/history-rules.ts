// A contact's history in the app: what each source is called and shown with, and the Log contact
// form's rules (what it takes, and the request it makes).
import { lazyWords } from "#i18n";
import { t, msg } from "@lingui/core/macro";
import { z } from "zod";
import type { InteractionSource } from "@contracts/interactions";
import { fromLocalInputValue } from "@/lib/local-time";

/** Where an entry came from, as the history says it. */
export const SOURCE_LABELS: Record<InteractionSource, string> = lazyWords({
  calendar: msg`Calendar`,
  mail: msg`Mail`,
  share: msg`Shared`,
  nudge: msg`Through Nudge`,
  manual: msg`Logged by you`,
});

// Typed in one zone and read on the server a time zone away: a day of slack, as the API allows.
const AHEAD_MS = 24 * 60 * 60 * 1000;

export const logContactSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: () => t`Say what happened, like Coffee or Long call` })
    .max(200, { error: () => t`Keep it to 200 characters` }),
  at: z
    .string()
    .refine((value) => fromLocalInputValue(value) !== null, { error: () => t`Pick a date and time` })
    .refine((value) => (fromLocalInputValue(value)?.getTime() ?? 0) <= Date.now() + AHEAD_MS, {
      error: () => t`Pick a time that has passed`,
    }),
});
export type LogContactValues = z.infer<typeof logContactSchema>;

/** The request body for POST /api/interactions. */
export const toInteraction = (contactId: number, values: LogContactValues, source: "manual" | "share") => ({
  contactId,
  title: values.title.trim(),
  at: (fromLocalInputValue(values.at) as Date).toISOString(),
  source,
});
