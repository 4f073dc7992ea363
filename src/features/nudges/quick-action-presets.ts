// The four Quick Actions (docs/product.md#quick-actions): each fills in a friendly message and a date, and clears
// the name and link so the person only has to say who the nudge is about.
import { CalendarHeart, Briefcase, Cake, Sparkles, type LucideIcon } from "lucide-react";
import { addDays, addMonths, toLocalInputValue } from "@/lib/dates";
import type { NudgeFormValues } from "./nudge-rules";

export type QuickActionPreset = {
  label: string;
  /** When it lands, in words, shown under the label. */
  hint: string;
  Icon: LucideIcon;
  message: string;
  when: (now: Date) => Date;
};

// One preset a row; their messages, longer, are in the table below.
const PRESETS = [
  { label: "Weekly Check-in", hint: "In 7 days", Icon: CalendarHeart, when: (now: Date) => addDays(now, 7) },
  { label: "Birthday", hint: "In 1 month", Icon: Cake, when: (now: Date) => addMonths(now, 1) },
  { label: "Work Follow-up", hint: "Tomorrow", Icon: Briefcase, when: (now: Date) => addDays(now, 1) },
  { label: "Just Because", hint: "In 3 days", Icon: Sparkles, when: (now: Date) => addDays(now, 3) },
] as const;

const MESSAGES: Record<(typeof PRESETS)[number]["label"], string> = {
  "Weekly Check-in": "Time for our weekly check-in: ask how their week is going and what's on their mind.",
  Birthday: "Birthday coming up! Send warm wishes and make their day a little brighter.",
  "Work Follow-up": "Follow up on our conversation and see if there's anything they need from me.",
  "Just Because": "Reach out just because: let them know you're thinking of them.",
};

export const QUICK_ACTION_PRESETS: QuickActionPreset[] = PRESETS.map((preset) => ({ ...preset, message: MESSAGES[preset.label] }));

/** The form fields a preset changes; the phone number is kept, as the spec clears only name and link. */
export function presetValues(
  preset: QuickActionPreset,
  now: Date = new Date(),
): Pick<NudgeFormValues, "targetName" | "message" | "remindAt" | "url"> {
  return { targetName: "", message: preset.message, remindAt: toLocalInputValue(preset.when(now)), url: "" };
}
