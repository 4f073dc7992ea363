// "Send test" in the device list (issue 19): one push to one device, and what came of it in words.
import type { DeviceTestResult } from "./contracts/delivery";
import type { PushOutcome } from "./push";

export const TEST_NOTIFICATION = { title: "Test from Nudge", body: "Notifications reach this device.", data: { test: true } };
// A test nobody sees within a minute is no use later; it says nothing private, so it is not padded.
export const TEST_PUSH = { ttl: 60, urgency: "high", pad: false } as const;

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

const inSentence = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The answer to the person who pressed "Send test". */
export function testResult(outcome: PushOutcome): DeviceTestResult {
  switch (outcome.kind) {
    case "delivered":
      return { result: "delivered", message: "Test sent. It should appear on that device in a moment." };
    case "gone":
      return { result: "gone", message: "That device no longer accepts notifications, so it was removed. Open Nudge on it and turn notifications on again." };
    case "retry":
      return { result: "retry", message: `The test didn't go out: ${inSentence(failureInWords(outcome))}. Try again in a few minutes.` };
    case "rejected":
      return { result: "rejected", message: `The test didn't go out: ${inSentence(failureInWords(outcome))}.` };
  }
}
