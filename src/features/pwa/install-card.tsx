import { Trans, useLingui } from "@lingui/react/macro";
import { Download } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { forgetInstallPrompt, installPrompt, subscribeToInstallPrompt } from "@/lib/install-prompt";
import { InstallOffer } from "./install-offer";
import { INSTALL_CARD_DELAY_MS } from "./install-state";
import { useInstallOffer } from "./use-install-offer";

/** Android and desktop Chrome/Edge: a card at the bottom offering to install, via the browser's own prompt. */
export function InstallCard() {
  const { t } = useLingui();
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
    <InstallOffer
      place="card"
      name={{ "aria-labelledby": "install-card-title" }}
      dismiss={{ label: t`Dismiss install prompt`, onClick: close }}
      actions={
        <div className="mt-3 flex justify-end gap-2">
          <Button variant="outline" onClick={close}>
            <Trans>Not now</Trans>
          </Button>
          <Button onClick={install}>
            <Download aria-hidden />
            <Trans>Install</Trans>
          </Button>
        </div>
      }
    >
      <h2 id="install-card-title" className="font-semibold">
        <Trans>Install Nudge</Trans>
      </h2>
      <p className="text-sm text-muted-foreground">
        <Trans>Add Nudge to your home screen: it opens like an app, works offline and shows your nudges the moment they're due.</Trans>
      </p>
    </InstallOffer>
  );
}
