import type { ReactNode } from "react";
/** Quieter words after a field's label: "(optional)", "(comma-separated keywords)". */
export function LabelNote({ children }: { children: ReactNode }) {
  return <span className="font-normal text-muted-foreground">({children})</span>;
}
