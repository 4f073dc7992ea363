// A sent nudge's delivery in a word or two (issue 38): Nudge History's headline starts with them
// and Today's line ends with them, so the two pages never tell a nudge's story differently.
// Apart from delivery-words.ts, which Today's page doesn't need.
import { lazyWords } from "#i18n";
import { msg } from "@lingui/core/macro";
import type { DeliveryStatus } from "@contracts/delivery";

const WORDS: Record<DeliveryStatus, string> = lazyWords({
  delivered: msg`Delivered`,
  emailed: msg`Sent by email`,
  retrying: msg`Still trying to deliver…`,
  not_delivered: msg`Not delivered`,
});

export const deliveryStatusText = (status: DeliveryStatus) => WORDS[status];
