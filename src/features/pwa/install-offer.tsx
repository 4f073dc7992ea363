import type { ReactNode } from "react";
import { DismissButton } from "@/components/dismiss-button";

/** Where each offer to install shows, and the app's icon at the size it shows it. */
const PLACES = {
  /** Android and desktop: a card at the bottom of the screen, in the column of notices (pwa-extras.tsx). */
  card: {
    section:
      "pointer-events-auto w-full max-w-md rounded-2xl border bg-card p-4 text-card-foreground shadow-lg animate-in slide-in-from-bottom-4 fade-in-0",
    row: "flex items-start gap-3",
    icon: { src: "/icons/icon-192.png", size: 48, className: "size-12 shrink-0 rounded-xl" },
    dismiss: "-mt-2 -me-2 shrink-0",
  },
  /** iOS: a banner across the top, below the status bar, above the page (not over it). */
  banner: {
    section:
      "border-b bg-card px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3 text-card-foreground shadow-md animate-in slide-in-from-top-4 fade-in-0",
    row: "mx-auto flex max-w-6xl items-center gap-3",
    icon: { src: "/icons/apple-touch-icon.png", size: 40, className: "size-10 shrink-0 rounded-lg" },
    dismiss: "shrink-0",
  },
};

/**
 * An offer to install Nudge, a landmark named by `name`: the app's icon, what the offer says
 * (`children`), the ✕ that puts it away (`dismiss`), and `actions` below, if any.
 */
export function InstallOffer({
  place,
  name,
  dismiss,
  actions,
  children,
}: {
  place: keyof typeof PLACES;
  name: { "aria-label": string } | { "aria-labelledby": string };
  dismiss: { label: string; onClick: () => void };
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { section, row, icon, dismiss: dismissClass } = PLACES[place];
  return (
    <section {...name} className={section}>
      <div className={row}>
        <img src={icon.src} alt="" className={icon.className} width={icon.size} height={icon.size} />
        <div className="min-w-0 flex-1">{children}</div>
        <DismissButton label={dismiss.label} className={dismissClass} onClick={dismiss.onClick} />
      </div>
      {actions}
    </section>
  );
}
