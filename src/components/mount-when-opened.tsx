import { Suspense, useState, type ReactNode } from "react";

/**
 * Mounts a lazily loaded dialog the first time it opens, and keeps it mounted after so its close
 * animation can run. Until then the page loads none of its code (Radix's dialog, a form's checks).
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
