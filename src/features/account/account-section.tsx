import { type ReactNode, useEffect, useRef } from "react";
import type { LucideIcon } from "lucide-react";
import { accountShown, useAccountRequest } from "@/lib/account-request";
import { cn } from "@/lib/utils";

/**
 * One bordered section of the Account dialog, named by its heading for screen readers; `danger` for
 * what can't be undone. `level`: h2 where it stands on a page of its own (Today), not in the dialog.
 * Asked for from elsewhere (openAccount, a missed nudge's fix), it scrolls into view with its
 * first control focused.
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
  const ref = useRef<HTMLElement>(null);
  const request = useAccountRequest();
  useEffect(() => {
    if (request !== id) return;
    // After the dialog's own first focus (Radix focuses its first control as it opens).
    const frame = requestAnimationFrame(() => {
      // In the middle, clear of the dialog's close button, with what comes before it in sight.
      ref.current?.scrollIntoView({ block: "center" });
      ref.current?.querySelector<HTMLElement>("button:enabled, input:enabled")?.focus({ preventScroll: true });
      accountShown();
    });
    return () => cancelAnimationFrame(frame);
  }, [request, id]);
  return (
    <section ref={ref} aria-labelledby={id} className={cn("space-y-3 rounded-xl border p-4", danger && "border-destructive/40")}>
      <Heading id={id} className={cn("flex items-center gap-2 font-semibold", danger && "text-destructive")}>
        <Icon className={cn("size-4", !danger && "text-primary")} aria-hidden />
        {title}
      </Heading>
      {children}
    </section>
  );
}
