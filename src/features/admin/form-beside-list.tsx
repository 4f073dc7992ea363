import type { ReactNode } from "react";
import { HeadedCard } from "@/components/headed-card";

/** `children`: the list's card, and the dialogs it opens. */
type Props = { title: string; description: string; form: ReactNode; children: ReactNode };

/** The Knowledge and Push tabs: the form that adds to a list in its own card, beside the list (above it on narrower screens). */
export function FormBesideList({ title, description, form, children }: Props) {
  return (
    // grid-cols-1 (each column at least 0 wide): a long word in one item (a help article in German) wraps inside it instead of widening the page.
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_3fr]">
      <HeadedCard title={title} description={description} className="h-fit">
        {form}
      </HeadedCard>
      {children}
    </div>
  );
}
