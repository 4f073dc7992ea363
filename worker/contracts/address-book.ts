// Connecting a CardDAV address book (iCloud, Fastmail, Nextcloud, any server) whose contacts are
// pulled into Nudge, and how its syncs went. The password goes in and never comes back out.
import { t } from "@lingui/core/macro";
import { z } from "zod";
import { requiredString } from "./required-string";

export const addressBookSchema = z.object({
  url: z
    .string({ error: () => t`Enter the server's address` })
    .trim()
    .min(1, { error: () => t`Enter the server's address` })
    .max(500, { error: () => t`The address can be at most 500 characters` })
    // "contacts.icloud.com" is what people type; the scheme is https anyway.
    .transform((url) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`))
    .pipe(z.url({ protocol: /^https?$/, error: () => t`Enter the server's address, like https://contacts.example.com` })),
  username: requiredString(
    () => t`Enter your user name`,
    200,
    () => t`The user name can be at most 200 characters`,
  ),
  password: requiredString(
    () => t`Enter the password`,
    500,
    () => t`The password can be at most 500 characters`,
  ),
});
export type AddressBookInput = z.infer<typeof addressBookSchema>;

export type AddressBook = {
  url: string;
  username: string;
  /** When a sync last went through; null before the first. */
  lastSyncAt: string | null;
  /** Why the last sync failed, in words for the person; null when it went through. */
  lastError: string | null;
  nextSyncAt: string;
  /** Contacts that came from (or were matched to) a card on the server. */
  linked: number;
};

/** What a sync did. `remaining`: cards still to read, which the background goes on with. */
export type SyncCounts = { created: number; updated: number; unlinked: number; remaining: number; skipped: number };
export type SyncAnswer = { addressBook: AddressBook; counts: SyncCounts };
