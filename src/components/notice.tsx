import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

const TONES = {
  good: { box: "bg-primary/5", icon: "text-primary" },
  problem: { box: "bg-muted", icon: "text-destructive" },
};

/** A sentence or two with its icon on a tinted box: good news, or what to do about a problem. */
export function Notice({ Icon, tone, children }: { Icon: LucideIcon; tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <p className={`flex items-start gap-2 rounded-lg ${TONES[tone].box} p-3 text-sm`}>
      <Icon className={`mt-0.5 size-4 shrink-0 ${TONES[tone].icon}`} aria-hidden />
      {children}
    </p>
  );
}
