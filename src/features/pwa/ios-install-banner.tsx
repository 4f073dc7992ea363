import { Trans, useLingui } from "@lingui/react/macro";
import { Share } from "lucide-react";
import { useLayoutEffect } from "react";
import { createPortal } from "react-dom";
import { InstallOffer } from "./install-offer";
import { IOS_BANNER_DELAY_MS, isIos } from "./install-state";
import { useInstallOffer } from "./use-install-offer";

/**
 * iOS has no install prompt: a banner at the top explains Share → Add to Home Screen. It goes in
 * index.html's slot above the app, so it moves the page down rather than lying over its header.
 */
export function IosInstallBanner() {
  const { t } = useLingui();
  const { shown, dismiss: close } = useInstallOffer(isIos(), IOS_BANNER_DELAY_MS);
  const slot = document.getElementById("top-banner");
  // The browser keeps what is on screen in place when something is added above it (scroll
  // anchoring), which would scroll the banner out of sight as it came: a page at its top stays there.
  // An earlier insertion can leave the page a fraction of a pixel down, which is still its top.
  const atTop = window.scrollY < 1;
  useLayoutEffect(() => {
    if (shown && atTop) window.scrollTo(0, 0);
  }, [shown, atTop]);
  if (!shown || !slot) return null;

  return createPortal(
    <InstallOffer
      place="banner"
      name={{ "aria-label": t`Install Nudge on your iPhone` }}
      dismiss={{ label: t`Dismiss install banner`, onClick: close }}
    >
      <p className="text-sm">
        <Trans>
          <span className="font-semibold">Install Nudge:</span> tap
        </Trans>{" "}
        <Share className="inline size-4 align-text-bottom" aria-label={t`Share`} />
        <Trans>
          {" "}
          Share, then <span className="font-medium">'Add to Home Screen'</span> to get notifications and use it offline.
        </Trans>
      </p>
    </InstallOffer>,
    slot,
  );
}
