import { NOTE_CATEGORIES, type NoteCategory } from "@contracts/contacts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { cn } from "@/lib/utils";

export { NOTE_CATEGORIES };

// Each category keeps its own hue (docs/product.md#notes): a pale tint with dark text in light mode and a deep
// tint with light text in dark mode, so every pair stays readable (AA) in both.
const CATEGORY_COLOURS: Record<NoteCategory, string> = {
  Personal: "border-violet-200 bg-violet-100 text-violet-800 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-200",
  Work: "border-blue-200 bg-blue-100 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200",
  Family: "border-rose-200 bg-rose-100 text-rose-800 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-200",
  Friends: "border-amber-200 bg-amber-100 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200",
  Health: "border-emerald-200 bg-emerald-100 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  Travel: "border-cyan-200 bg-cyan-100 text-cyan-900 dark:border-cyan-800 dark:bg-cyan-950 dark:text-cyan-200",
  Hobbies: "border-fuchsia-200 bg-fuchsia-100 text-fuchsia-800 dark:border-fuchsia-800 dark:bg-fuchsia-950 dark:text-fuchsia-200",
  Other: "border-zinc-200 bg-zinc-100 text-zinc-800 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-200",
};

/** Each category's name in the shown language (the API keeps the English key). */
const CATEGORY_NAMES: Record<NoteCategory, MessageDescriptor> = {
  Personal: msg`Personal`,
  Work: msg`Work`,
  Family: msg`Family`,
  Friends: msg`Friends`,
  Health: msg`Health`,
  Travel: msg`Travel`,
  Hobbies: msg`Hobbies`,
  Other: msg`Other`,
};

/** A note's category as a coloured label; notes without one show none. */
export function NoteCategoryBadge({ category, className }: { category: NoteCategory | null; className?: string }) {
  const { i18n } = useLingui();
  if (!category) return null;
  return (
    <span
      data-category={category}
      className={cn(
        "inline-flex w-fit shrink-0 items-center rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        CATEGORY_COLOURS[category],
        className,
      )}
    >
      {i18n._(CATEGORY_NAMES[category])}
    </span>
  );
}
