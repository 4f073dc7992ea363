import { Download } from "lucide-react";
import { useSyncExternalStore } from "react";
import { DismissButton } from "@/components/dismiss-button";
import { Button } from "@/components/ui/button";
import { forgetInstallPrompt, installPrompt, subscribeToInstallPrompt } from "@/lib/install-prompt";
import { INSTALL_CARD_DELAY_MS } from "./install-state";
import { useInstallOffer } from "./use-install-offer";

/** Android and desktop Chrome/Edge: a card at the bottom offering to install, via the browser's own prompt. */
export function InstallCard() {
  const prompt = useSyncExternalStore(subscribeToInstallPrompt, installPrompt);
  const { shown, dismiss: close } = useInstallOffer(prompt !== null, INSTALL_CARD_DELAY_MS);
  if (!prompt || !shown) return null;

  const install = async () => {
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    forgetInstallPrompt();
    if (outcome === "dismissed") close();
  };

  return (
    <section
      aria-labelledby="install-card-title"
      className="pointer-events-auto w-full max-w-md rounded-2xl border bg-card p-4 text-card-foreground shadow-lg animate-in slide-in-from-bottom-4 fade-in-0"
    >
      <div className="flex items-start gap-3">
        <img src="/icons/icon-192.png" alt="" className="size-12 shrink-0 rounded-xl" width={48} height={48} />
        <div className="min-w-0 flex-1">
          <h2 id="install-card-title" className="font-semibold">
            Install Nudge
          </h2>
          <p className="text-sm text-muted-foreground">
            Add Nudge to your home screen: it opens like an app, works offline and shows your nudges the moment they're due.
          </p>
        </div>
        <DismissButton label="Dismiss install prompt" className="-mt-2 -mr-2 shrink-0" onClick={close} />
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="outline" onClick={close}>
          Not now
        </Button>
        <Button onClick={install}>
          <Download aria-hidden />
          Install
        </Button>
      </div>
    </section>
  );
}
