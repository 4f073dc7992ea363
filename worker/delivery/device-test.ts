// "Send test" in the device list (issue 19): one push to one device, and what came of it in words.
import { t } from "@lingui/core/macro";
import type { DeviceTestResult } from "../contracts/delivery";
import type { PushOutcome } from "./push";
import { failureInWords } from "./push-failure";

export const testNotification = () => ({ title: t`Test from Nudge`, body: t`Notifications reach this device.`, data: { test: true } });
// A test nobody sees within a minute is no use later; it says nothing private, so it is not padded.
export const TEST_PUSH = { ttl: 60, urgency: "high", pad: false } as const;

const inSentence = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The answer to the person who pressed "Send test". */
export function testResult(outcome: PushOutcome): DeviceTestResult {
  switch (outcome.kind) {
    case "delivered":
      return { result: "delivered", message: t`Test sent. It should appear on that device in a moment.` };
    case "gone":
      return {
        result: "gone",
        message: t`That device no longer accepts notifications, so it was removed. Open Nudge on it and turn notifications on again.`,
      };
    case "retry": {
      const why = inSentence(failureInWords(outcome));
      return { result: "retry", message: t`The test didn't go out: ${why}. Try again in a few minutes.` };
    }
    case "rejected": {
      const why = inSentence(failureInWords(outcome));
      return { result: "rejected", message: t`The test didn't go out: ${why}.` };
    }
  }
}
