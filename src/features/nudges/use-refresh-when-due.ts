import { useEffect } from "react";
import { refreshNudges } from "@/lib/nudge-api";
import { usePendingNudges } from "./nudge-api";

// The server marks a nudge sent the moment it is due; give it this long before asking.
const SEND_GRACE_MS = 3_000;
// setTimeout's longest delay; a nudge further out is looked at again when this fires.
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * While the dashboard is open, the soonest pending nudge falling due moves it from Active
 * Nudges to Nudge History on the server: refresh the lists then, so none shows it in the
 * wrong place (the lists are otherwise fresh for five minutes, docs/product.md#api-conventions).
 */
export function useRefreshWhenNudgesFallDue() {
  const { data: pending } = usePendingNudges();
  const soonest = pending?.length ? Math.min(...pending.map((n) => Date.parse(n.remindAt))) : null;

  useEffect(() => {
    if (soonest === null) return;
    const delay = Math.min(MAX_DELAY_MS, Math.max(0, soonest - Date.now()) + SEND_GRACE_MS);
    const timer = setTimeout(() => void refreshNudges(), delay);
    return () => clearTimeout(timer);
  }, [soonest]);
}
