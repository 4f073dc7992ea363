// The rules of the nudge forms (SPEC §5), kept apart from the components so they can be tested.
import { z } from "zod";
import { LIMITS, phoneNumber as phoneRule, url as linkRule } from "@contracts/reminders";
import { fromLocalInputValue } from "@/lib/dates";
import type { NewNudge, NudgeChanges } from "./nudge-api";

/** Every nudge form holds plain strings; the date is a datetime-local value. */
export type NudgeFormValues = { targetName: string; message: string; remindAt: string; phoneNumber: string; url: string };

export const emptyNudgeForm: NudgeFormValues = { targetName: "", message: "", remindAt: "", phoneNumber: "", url: "" };

/** Phone and link are checked as the API checks them, so a typo shows beside its field before anything is sent. */
const sameAsApi = (rule: z.ZodType) =>
  z.string().superRefine((value, ctx) => {
    const result = rule.safeParse(value);
    if (!result.success) ctx.addIssue({ code: "custom", message: result.error.issues[0]?.message ?? "Please check this field" });
  });

const optionalFields = { phoneNumber: sameAsApi(phoneRule), url: sameAsApi(linkRule) };

/**
 * The schedule form checks only the optional fields itself: missing or past required fields are
 * reported by toast (SPEC §5), through `checkSchedule`.
 */
export const scheduleFormSchema = z.object({ targetName: z.string(), message: z.string(), remindAt: z.string(), ...optionalFields });

const isFuture = (value: string) => {
  const date = fromLocalInputValue(value);
  return date !== null && date.getTime() > Date.now();
};

/** The Edit Nudge dialog reports each problem beside its field. */
export const editFormSchema = z.object({
  targetName: z.string().trim().min(1, "Person's name is required").max(LIMITS.targetName, `Name must be at most ${LIMITS.targetName} characters`),
  message: z.string().trim().min(1, "Message is required").max(LIMITS.message, `Message must be at most ${LIMITS.message} characters`),
  remindAt: z.string().min(1, "Date and time are required").refine(isFuture, "Please select a future date and time."),
  ...optionalFields,
});

/** Overdue: its time has come and it is still pending (the delivery engine is about to send it). */
export const isOverdue = (remindAt: string, now: Date) => Date.parse(remindAt) <= now.getTime();

export type ScheduleCheck = { ok: true; remindAt: Date } | { ok: false; title: string; description: string };

/** The schedule form's submit rules, in the spec's order: required fields first, then a future date. */
export function checkSchedule(values: NudgeFormValues, now: Date = new Date()): ScheduleCheck {
  if (!values.targetName.trim() || !values.message.trim() || !values.remindAt.trim()) {
    return { ok: false, title: "Missing Information", description: "Please fill in all required fields." };
  }
  const remindAt = fromLocalInputValue(values.remindAt);
  if (!remindAt || remindAt.getTime() <= now.getTime()) {
    return { ok: false, title: "Invalid Date", description: "Please select a future date and time." };
  }
  return { ok: true, remindAt };
}

/** The create body: trimmed text, an ISO date, and phone and link only when filled in. */
export function toNewNudge(values: NudgeFormValues, remindAt: Date, userId: number): NewNudge {
  const phoneNumber = values.phoneNumber.trim();
  const url = values.url.trim();
  return {
    userId,
    targetName: values.targetName.trim(),
    message: values.message.trim(),
    remindAt: remindAt.toISOString(),
    ...(phoneNumber ? { phoneNumber } : {}),
    ...(url ? { url } : {}),
  };
}

/** The update body: a blank phone or link becomes null so that clearing the field removes it. */
export function toNudgeChanges(values: NudgeFormValues, remindAt: Date, userId: number): NudgeChanges {
  return {
    userId,
    targetName: values.targetName.trim(),
    message: values.message.trim(),
    remindAt: remindAt.toISOString(),
    phoneNumber: values.phoneNumber.trim() || null,
    url: values.url.trim() || null,
  };
}
