// Anyone can sign up with someone else's address, so mail to an address its owner has not
// confirmed may be asked for by a stranger: it carries nothing that stranger typed (a name such
// as "your account is locked, verify at …", a support question), only Nudge's own words.
import { t } from "@lingui/core/macro";

/** "Hi Ana," to a confirmed address; "Hi," to one whose name anyone may have chosen. */
export function greeting(to: { name: string; isVerified: boolean }) {
  const name = to.name;
  return to.isVerified ? t`Hi ${name},` : t`Hi,`;
}
