// The user's own data: export everything, or delete the account (docs/product.md#account-and-privacy).
import { t } from "@lingui/core/macro";
import { z } from "zod";
import type { AccountSettings } from "./account-settings";
import { requiredString } from "./required-string";

export const deleteAccountSchema = z.object({
  password: requiredString(
    () => t`Enter your password to confirm`,
    1024,
    () => t`Password is too long`,
  ),
});

export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** What GET /api/account/export answers (dates as ISO 8601). Never a password hash or a token. */
export type AccountExport = {
  exportedAt: string;
  account: {
    id: number;
    name: string;
    email: string;
    isDeveloper: boolean;
    subscriptionStatus: string;
    createdAt: string;
  } & Omit<AccountSettings, "aiProvider">;
  nudges: Record<string, unknown>[];
  contacts: Record<string, unknown>[];
  contactNotes: Record<string, unknown>[];
  contactDates: Record<string, unknown>[];
  /** Being in touch with a contact, oldest first (issue 41). */
  interactions: Record<string, unknown>[];
  /** The person's own message templates (issue 42). */
  messageTemplates: Record<string, unknown>[];
  /** The circles, each with the ids of the contacts in it. */
  circles: Record<string, unknown>[];
  pushSubscriptions: { id: number; label: string | null; endpoint: string; createdAt: string }[];
  supportRequests: Record<string, unknown>[];
  sessions: { createdAt: string; lastUsedAt: string; expiresAt: string }[];
};
