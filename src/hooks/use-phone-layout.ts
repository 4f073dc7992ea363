import { useSyncExternalStore } from "react";

// Tailwind's `sm` breakpoint is 640 px: up to there, lists become one-handed cards.
const PHONE_QUERY = "(max-width: 640px)";

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(PHONE_QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
};

/**
 * True on phone-sized screens. Lists render either a table or cards (not both hidden by CSS),
 * so each nudge appears once for screen readers and tests alike.
 */
export const usePhoneLayout = () => useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches);
