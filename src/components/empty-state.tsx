import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** What an empty list shows: what it is for and what to do next. */
export function EmptyState({ Icon, title, children }: { Icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center">
      <Icon className="size-10 text-primary" aria-hidden />
      <h3 className="font-semibold">{title}</h3>
      {children && <div className="max-w-sm text-sm text-muted-foreground">{children}</div>}
    </div>
  );
}
