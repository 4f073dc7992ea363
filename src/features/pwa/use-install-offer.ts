import { useEffect, useState } from "react";
import { dismissInstall, isInstallDismissed, isStandalone } from "./install-state";

/**
 * An offer to install (the card, the iOS banner): shown `delayMs` after it becomes `possible`,
 * never in the installed app or once dismissed this session; `dismiss` hides it for the session.
 */
export function useInstallOffer(possible: boolean, delayMs: number) {
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(isInstallDismissed);

  useEffect(() => {
    if (!possible) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [possible, delayMs]);

  const dismiss = () => {
    dismissInstall();
    setDismissed(true);
  };
  return { shown: possible && due && !dismissed && !isStandalone(), dismiss };
}
