import { Suspense, useState } from "react";
import { lazyPart } from "@/components/lazy-part";
import { type useToast as UseToast, useToast } from "@/hooks/use-toast";

type Props = { toasts: ReturnType<typeof UseToast>["toasts"] };

/**
 * Radix's code could not be fetched (offline before the service worker stored it): the toast
 * still says what happened, plainly, in the same place, until it is dismissed.
 */
function PlainToasts({ toasts }: Props) {
  const { dismiss } = useToast();
  return (
    <ol className="fixed bottom-0 z-[100] flex w-full flex-col gap-2 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:right-0 md:max-w-[420px]">
      {toasts
        .filter((toast) => toast.open !== false)
        .map(({ id, title, description }) => (
          <li
            key={id}
            role="status"
            data-slot="toast"
            className="flex items-start gap-3 rounded-md border bg-background p-4 text-sm shadow-lg"
          >
            <div className="grid flex-1 gap-1">
              {title && (
                <p data-slot="toast-title" className="font-semibold">
                  {title}
                </p>
              )}
              {description && (
                <p data-slot="toast-description" className="opacity-90">
                  {description}
                </p>
              )}
            </div>
            <button type="button" className="rounded-sm px-1 underline-offset-4 hover:underline" onClick={() => dismiss(id)}>
              Dismiss
            </button>
          </li>
        ))}
    </ol>
  );
}

// Radix's toast code loads with the first toast, so a page that never toasts (the landing page)
// does not download it on first load. The service worker precaches it for offline use.
const ToastList = lazyPart(() => import("./toast-list"), PlainToasts);

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
