import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** One bordered section of the Account dialog, named by its heading for screen readers; `danger` for what can't be undone. */
export function AccountSection({
  id,
  Icon,
  title,
  danger = false,
  children,
}: {
  id: string;
  Icon: LucideIcon;
  title: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn("space-y-3 rounded-xl border p-4", danger && "border-destructive/40")}>
      <h3 id={id} className={cn("flex items-center gap-2 font-semibold", danger && "text-destructive")}>
        <Icon className={cn("size-4", !danger && "text-primary")} aria-hidden />
        {title}
      </h3>
      {children}
    </section>
  );
}
