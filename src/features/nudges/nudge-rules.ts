// The rules of the nudge forms (docs/product.md#schedule-form), kept apart from the components so they can be tested.
// Their field checks (zod/mini) are in nudge-schemas.ts.
import { t } from "@lingui/core/macro";
import { fromLocalInputValue } from "@/lib/local-time";
import type { CreateNudgeInput, UpdateNudgeInput } from "@contracts/nudges";
import { noRepeat, toRecurrence, type RepeatValues } from "./repeat-rules";

/** Every nudge form holds plain strings; the date is a datetime-local value; how it repeats, repeat-rules.ts. */
export type NudgeFormValues = { targetName: string; message: string; remindAt: string; phoneNumber: string; url: string } & RepeatValues;

export const emptyNudgeForm: NudgeFormValues = { targetName: "", message: "", remindAt: "", phoneNumber: "", url: "", ...noRepeat };

/** Overdue: its time has come and it is still pending (the delivery engine is about to send it). */
export const isOverdue = (remindAt: string, now: Date) => Date.parse(remindAt) <= now.getTime();

export type ScheduleCheck = { ok: true; remindAt: Date } | { ok: false; title: string; description: string };

/** The schedule form's submit rules, in the spec's order: required fields first, then a future date. */
export function checkSchedule(values: NudgeFormValues, now: Date = new Date()): ScheduleCheck {
  if (!values.targetName.trim() || !values.message.trim() || !values.remindAt.trim()) {
    return { ok: false, title: t`Missing Information`, description: t`Please fill in all required fields.` };
  }
  const remindAt = fromLocalInputValue(values.remindAt);
  if (!remindAt || remindAt.getTime() <= now.getTime()) {
    return { ok: false, title: t`Invalid Date`, description: t`Please select a future date and time.` };
  }
  return { ok: true, remindAt };
}

/** The create body: trimmed text, an ISO date, and phone, link and how it repeats only when set. */
export function toNewNudge(values: NudgeFormValues, remindAt: Date, userId: number): CreateNudgeInput {
  const phoneNumber = values.phoneNumber.trim();
  const url = values.url.trim();
  const recurrence = toRecurrence(values, remindAt);
  return {
    userId,
    targetName: values.targetName.trim(),
    message: values.message.trim(),
    remindAt: remindAt.toISOString(),
    ...(phoneNumber ? { phoneNumber } : {}),
    ...(url ? { url } : {}),
    ...(recurrence ? { recurrence } : {}),
  };
}

/** The update body: a blank phone or link becomes null so that clearing the field removes it; so does "Does not repeat". */
export function toNudgeChanges(values: NudgeFormValues, remindAt: Date, userId: number): UpdateNudgeInput {
  return {
    userId,
    targetName: values.targetName.trim(),
    message: values.message.trim(),
    remindAt: remindAt.toISOString(),
    phoneNumber: values.phoneNumber.trim() || null,
    url: values.url.trim() || null,
    recurrence: toRecurrence(values, remindAt),
  };
}
