// "Send test" in the device list (issue 19): one push to one device, and what came of it in words.
import type { DeviceTestResult } from "../contracts/delivery";
import type { PushOutcome } from "./push";
import { failureInWords } from "./push-failure";

export const TEST_NOTIFICATION = { title: "Test from Nudge", body: "Notifications reach this device.", data: { test: true } };
// A test nobody sees within a minute is no use later; it says nothing private, so it is not padded.
export const TEST_PUSH = { ttl: 60, urgency: "high", pad: false } as const;

const inSentence = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The answer to the person who pressed "Send test". */
export function testResult(outcome: PushOutcome): DeviceTestResult {
  switch (outcome.kind) {
    case "delivered":
      return { result: "delivered", message: "Test sent. It should appear on that device in a moment." };
    case "gone":
      return {
        result: "gone",
        message: "That device no longer accepts notifications, so it was removed. Open Nudge on it and turn notifications on again.",
      };
    case "retry":
      return { result: "retry", message: `The test didn't go out: ${inSentence(failureInWords(outcome))}. Try again in a few minutes.` };
    case "rejected":
      return { result: "rejected", message: `The test didn't go out: ${inSentence(failureInWords(outcome))}.` };
  }
}
