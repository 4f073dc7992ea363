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

export const QUICK_ACTION_PRESETS: QuickActionPreset[] = [
  {
    label: "Weekly Check-in",
    hint: "In 7 days",
    Icon: CalendarHeart,
    message: "Time for our weekly check-in: ask how their week is going and what's on their mind.",
    when: (now) => addDays(now, 7),
  },
  {
    label: "Birthday",
    hint: "In 1 month",
    Icon: Cake,
    message: "Birthday coming up! Send warm wishes and make their day a little brighter.",
    when: (now) => addMonths(now, 1),
  },
  {
    label: "Work Follow-up",
    hint: "Tomorrow",
    Icon: Briefcase,
    message: "Follow up on our conversation and see if there's anything they need from me.",
    when: (now) => addDays(now, 1),
  },
  {
    label: "Just Because",
    hint: "In 3 days",
    Icon: Sparkles,
    message: "Reach out just because: let them know you're thinking of them.",
    when: (now) => addDays(now, 3),
  },
];

/** The form fields a preset changes; the phone number is kept, as the spec clears only name and link. */
export function presetValues(
  preset: QuickActionPreset,
  now: Date = new Date(),
): Pick<NudgeFormValues, "targetName" | "message" | "remindAt" | "url"> {
  return { targetName: "", message: preset.message, remindAt: toLocalInputValue(preset.when(now)), url: "" };
}
