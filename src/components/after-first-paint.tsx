import { Suspense, type ReactNode } from "react";
import { useFirstPaintDone } from "@/hooks/use-first-paint-done";

/**
 * Shows `fallback` in the page's first paint and `children` (typically a lazy component, whose
 * code starts loading only then) from the frame after it, `fallback` again until that code is in.
 */
export function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const painted = useFirstPaintDone();
  return painted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
