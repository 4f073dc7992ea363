import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { isSitePath } from "@contracts/links";

/** Where to go after signing in: a path on this site from ?next= (never "/\evil.example"), else the dashboard. */
export function nextPath(search: string) {
  const next = new URLSearchParams(search).get("next");
  return next && isSitePath(next) ? next : "/dashboard";
}

// Step 2 after sign-up says where its button leads: someone who came from Pricing to start a
// trial goes back there, so "Continue to Dashboard" would be a promise the link doesn't keep.
const DESTINATIONS: [prefix: string, label: MessageDescriptor][] = [
  ["/dashboard", msg`Continue to Dashboard`],
  ["/pricing", msg`Continue to Pricing`],
  ["/admin", msg`Continue to Admin Dashboard`],
  ["/support", msg`Continue to Support`],
];

/** The label of the button that goes on to `next` (a path from nextPath). */
export function continueLabel(next: string) {
  const path = next.split(/[?#]/, 1)[0]!;
  const label = DESTINATIONS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];
  return label ? i18n._(label) : t`Continue`;
}
