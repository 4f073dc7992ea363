// Why a push did not arrive, in words a person can act on: the device list and the delivery
// record say it the same way.
import { t } from "@lingui/core/macro";
import type { PushOutcome } from "./push";

/** Why a push did not arrive, as the device list shows it. */
export function failureInWords(outcome: Exclude<PushOutcome, { kind: "delivered" }>): string {
  if (outcome.kind === "gone") return t`The browser's push service said this subscription no longer exists`;
  if (outcome.kind === "retry") {
    if (outcome.status === null) return t`The browser's push service could not be reached`;
    if (outcome.status === 429) return t`The browser's push service asked us to slow down`;
    const status = outcome.status;
    return t`The browser's push service had a problem (it answered ${status})`;
  }
  if (outcome.status === null) return t`Push notifications are not set up on this server`;
  if (outcome.status === 401 || outcome.status === 403) return t`The browser's push service refused Nudge's signature`;
  if (outcome.status === 413) return t`The notification was too large for the browser's push service`;
  const refused = outcome.status;
  return t`The browser's push service refused the notification (it answered ${refused})`;
}
