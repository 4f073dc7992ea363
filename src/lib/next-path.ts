import { isSitePath } from "@contracts/links";

/** Where to go after signing in: a path on this site from ?next= (never "/\evil.example"), else the dashboard. */
export function nextPath(search: string) {
  const next = new URLSearchParams(search).get("next");
  return next && isSitePath(next) ? next : "/dashboard";
}

// Step 2 after sign-up says where its button leads: someone who came from Pricing to start a
// trial goes back there, so "Continue to Dashboard" would be a promise the link doesn't keep.
const DESTINATIONS: [prefix: string, label: string][] = [
  ["/dashboard", "Continue to Dashboard"],
  ["/pricing", "Continue to Pricing"],
  ["/admin", "Continue to Admin Dashboard"],
  ["/support", "Continue to Support"],
];

/** The label of the button that goes on to `next` (a path from nextPath). */
export function continueLabel(next: string) {
  const path = next.split(/[?#]/, 1)[0]!;
  return DESTINATIONS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1] ?? "Continue";
}
