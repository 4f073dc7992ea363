import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * One bordered section of the Account dialog, named by its heading for screen readers; `danger` for
 * what can't be undone. `level`: h2 where it stands on a page of its own (Today), not in the dialog.
 */
export function AccountSection({
  id,
  Icon,
  title,
  danger = false,
  level: Heading = "h3",
  children,
}: {
  id: string;
  Icon: LucideIcon;
  title: string;
  danger?: boolean;
  level?: "h2" | "h3";
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn("space-y-3 rounded-xl border p-4", danger && "border-destructive/40")}>
      <Heading id={id} className={cn("flex items-center gap-2 font-semibold", danger && "text-destructive")}>
        <Icon className={cn("size-4", !danger && "text-primary")} aria-hidden />
        {title}
      </Heading>
      {children}
    </section>
  );
}
