import { Share } from "lucide-react";
import { DismissButton } from "@/components/dismiss-button";
import { IOS_BANNER_DELAY_MS, isIos } from "./install-state";
import { useInstallOffer } from "./use-install-offer";

/** iOS has no install prompt: a banner at the top explains Share → Add to Home Screen. */
export function IosInstallBanner() {
  const { shown, dismiss: close } = useInstallOffer(isIos(), IOS_BANNER_DELAY_MS);
  if (!shown) return null;

  return (
    <section
      aria-label="Install Nudge on your iPhone"
      className="fixed inset-x-0 top-0 z-50 border-b bg-card px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3 text-card-foreground shadow-md animate-in slide-in-from-top-4 fade-in-0"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3">
        <img src="/icons/apple-touch-icon.png" alt="" className="size-10 shrink-0 rounded-lg" width={40} height={40} />
        <p className="min-w-0 flex-1 text-sm">
          <span className="font-semibold">Install Nudge:</span> tap <Share className="inline size-4 align-text-bottom" aria-label="Share" />{" "}
          Share, then <span className="font-medium">'Add to Home Screen'</span> to get notifications and use it offline.
        </p>
        <DismissButton label="Dismiss install banner" className="shrink-0" onClick={close} />
      </div>
    </section>
  );
}
