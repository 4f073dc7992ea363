// A sent nudge's delivery in a word or two (issue 38): Nudge History's headline starts with them
// and Today's line ends with them, so the two pages never tell a nudge's story differently.
// Apart from delivery-words.ts, which Today's page doesn't need.
import { t } from "@lingui/core/macro";
import type { DeliveryStatus } from "@contracts/delivery";

const WORDS: Record<DeliveryStatus, string> = {
  get delivered() {
    return t`Delivered`;
  },
  get emailed() {
    return t`Sent by email`;
  },
  get retrying() {
    return t`Still trying to deliver…`;
  },
  get not_delivered() {
    return t`Not delivered`;
  },
};

export const deliveryStatusText = (status: DeliveryStatus) => WORDS[status];
