// Why a push did not arrive, in words a person can act on: the device list and the delivery
// record say it the same way.
import type { PushOutcome } from "./push";

/** Why a push did not arrive, as the device list shows it. */
export function failureInWords(outcome: Exclude<PushOutcome, { kind: "delivered" }>): string {
  if (outcome.kind === "gone") return "The browser's push service said this subscription no longer exists";
  if (outcome.kind === "retry") {
    if (outcome.status === null) return "The browser's push service could not be reached";
    if (outcome.status === 429) return "The browser's push service asked us to slow down";
    return `The browser's push service had a problem (it answered ${outcome.status})`;
  }
  if (outcome.status === null) return "Push notifications are not set up on this server";
  if (outcome.status === 401 || outcome.status === 403) return "The browser's push service refused Nudge's signature";
  if (outcome.status === 413) return "The notification was too large for the browser's push service";
  return `The browser's push service refused the notification (it answered ${outcome.status})`;
}
