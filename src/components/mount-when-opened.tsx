import { t } from "@lingui/core/macro";
import { Suspense, useState, type ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { toast } from "@/hooks/use-toast";

/**
 * Mounts a lazily loaded dialog the first time it opens, and keeps it mounted after so its close
 * animation can run. Until then the page loads none of its code (Radix's dialog, a form's checks).
 * If that code can't be fetched (offline before the app was stored), a toast says so and
 * `onUnavailable` closes it again, instead of the error taking the whole tab down; each later
 * open tries again. The browser keeps a failed import's answer, so only a reload fetches it anew.
 */
export function MountWhenOpened({ open, onUnavailable, children }: { open: boolean; onUnavailable: () => void; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  const [failed, setFailed] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFailed(false);
  }
  if (open && !opened) setOpened(true);
  if (!opened || failed) return null;
  const unavailable = () => {
    setFailed(true);
    toast({ variant: "destructive", title: t`Couldn't open this`, description: t`Check your connection, then reload the page.` });
    onUnavailable();
  };
  return (
    <ErrorBoundary fallback={null} onError={unavailable}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
