// The four Quick Actions (docs/product.md#quick-actions): each fills in a friendly message and a date, and clears
// the name and link so the person only has to say who the nudge is about.
import type { Purpose } from "@contracts/drafts";
import type { MessageDescriptor } from "@lingui/core";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { CalendarHeart, Briefcase, Cake, Sparkles, type LucideIcon } from "lucide-react";
import { addDays, addMonths, toLocalInputValue } from "@/lib/local-time";
import type { NudgeFormValues } from "./nudge-rules";

export type QuickActionPreset = {
  /** What drafts suggested after picking it are written for. */
  purpose: Purpose;
  label: string;
  /** When it lands, in words, shown under the label. */
  hint: string;
  Icon: LucideIcon;
  message: string;
  when: (now: Date) => Date;
};

// In the shown language each time they are listed (quickActionPresets), so switching language
// renames them at once.
const PRESETS: (Omit<QuickActionPreset, "label" | "hint" | "message"> & Record<"label" | "hint" | "message", MessageDescriptor>)[] = [
  {
    purpose: "check-in",
    label: msg`Weekly Check-in`,
    hint: msg`In 7 days`,
    message: msg`Time for our weekly check-in: ask how their week is going and what's on their mind.`,
    Icon: CalendarHeart,
    when: (now: Date) => addDays(now, 7),
  },
  {
    purpose: "birthday",
    label: msg`Birthday`,
    hint: msg`In 1 month`,
    message: msg`Birthday coming up! Send warm wishes and make their day a little brighter.`,
    Icon: Cake,
    when: (now: Date) => addMonths(now, 1),
  },
  {
    purpose: "follow-up",
    label: msg`Work Follow-up`,
    hint: msg`Tomorrow`,
    message: msg`Follow up on our conversation and see if there's anything they need from me.`,
    Icon: Briefcase,
    when: (now: Date) => addDays(now, 1),
  },
  {
    purpose: "just-because",
    label: msg`Just Because`,
    hint: msg`In 3 days`,
    message: msg`Reach out just because: let them know you're thinking of them.`,
    Icon: Sparkles,
    when: (now: Date) => addDays(now, 3),
  },
];

/** The four Quick Actions, their words in the shown language. */
export const quickActionPresets = (): QuickActionPreset[] =>
  PRESETS.map((p) => ({ ...p, label: i18n._(p.label), hint: i18n._(p.hint), message: i18n._(p.message) }));

/** The form fields a preset changes; the phone number is kept, as the spec clears only name and link. */
export function presetValues(
  preset: QuickActionPreset,
  now: Date = new Date(),
): Pick<NudgeFormValues, "targetName" | "message" | "remindAt" | "url"> {
  return { targetName: "", message: preset.message, remindAt: toLocalInputValue(preset.when(now)), url: "" };
}
