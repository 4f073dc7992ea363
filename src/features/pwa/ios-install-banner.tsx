import { Share } from "lucide-react";
import { InstallOffer } from "./install-offer";
import { IOS_BANNER_DELAY_MS, isIos } from "./install-state";
import { useInstallOffer } from "./use-install-offer";

/** iOS has no install prompt: a banner at the top explains Share → Add to Home Screen. */
export function IosInstallBanner() {
  const { shown, dismiss: close } = useInstallOffer(isIos(), IOS_BANNER_DELAY_MS);
  if (!shown) return null;

  return (
    <InstallOffer
      place="banner"
      name={{ "aria-label": "Install Nudge on your iPhone" }}
      dismiss={{ label: "Dismiss install banner", onClick: close }}
    >
      <p className="text-sm">
        <span className="font-semibold">Install Nudge:</span> tap <Share className="inline size-4 align-text-bottom" aria-label="Share" />{" "}
        Share, then <span className="font-medium">'Add to Home Screen'</span> to get notifications and use it offline.
      </p>
    </InstallOffer>
  );
}
