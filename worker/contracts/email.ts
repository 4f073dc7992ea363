// The one-click opt-out link in every nudge email (RFC 8058): POST /api/email/unsubscribe?token=…
import { z } from "zod";
import { requiredString } from "./required-string";

const INCOMPLETE = "This unsubscribe link is incomplete. Open the link from the email again, or turn nudge emails off in Account.";

export const unsubscribeQuery = z.object({
  token: requiredString(INCOMPLETE, 200, INCOMPLETE),
});

/** Its answer: the server's words, and how many devices still get nudges as notifications. */
export type Unsubscribed = { message: string; devices: number };
