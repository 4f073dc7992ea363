import { lazy, Suspense, useState } from "react";
import { useToast } from "@/hooks/use-toast";

// Radix's toast code loads with the first toast, so a page that never toasts (the landing page)
// does not download it on first load. The service worker precaches it for offline use.
const ToastList = lazy(() => import("./toast-list"));

export function Toaster() {
  const { toasts } = useToast();
  // Once shown, the region stays mounted so closing toasts can animate out.
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
