import { Trans } from "@lingui/react/macro";
import { Suspense, useState } from "react";
import { lazyPart } from "@/components/lazy-part";
import { type useToast as UseToast, useToast } from "@/hooks/use-toast";

type Props = { toasts: ReturnType<typeof UseToast>["toasts"] };

/**
 * Radix's code could not be fetched (offline before the service worker stored it): the toast (one
 * at a time) still says what happened, plainly, in the same place, until it is dismissed.
 */
function PlainToast({ toasts }: Props) {
  const { dismiss } = useToast();
  const toast = toasts.find(({ open }) => open !== false);
  if (!toast) return null;
  return (
    <div
      role="status"
      data-slot="toast"
      className="fixed inset-x-4 bottom-4 z-[100] flex gap-3 rounded-md border bg-background p-4 text-sm shadow-lg md:start-auto md:w-96"
    >
      <p className="grid flex-1 gap-1">
        <strong data-slot="toast-title">{toast.title}</strong>
        <span data-slot="toast-description">{toast.description}</span>
      </p>
      <button type="button" className="self-start hover:underline" onClick={() => dismiss(toast.id)}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  );
}

// Radix's toast code loads with the first toast, so a page that never toasts (the landing page)
// does not download it on first load. The service worker precaches it for offline use.
const ToastList = lazyPart(() => import("./toast-list"), PlainToast);

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
