// The one-click opt-out link in every nudge email (RFC 8058): POST /api/email/unsubscribe?token=…
import { t } from "@lingui/core/macro";
import { z } from "zod";
import { requiredString } from "./required-string";

const incomplete = () => t`This unsubscribe link is incomplete. Open the link from the email again, or turn nudge emails off in Account.`;

export const unsubscribeQuery = z.object({
  token: requiredString(incomplete, 200, incomplete),
});

/** Its answer: the server's words, and how many devices still get nudges as notifications. */
export type Unsubscribed = { message: string; devices: number };
