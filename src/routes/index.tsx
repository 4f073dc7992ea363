import { createFileRoute, redirect } from "@tanstack/react-router";
import { LandingPage } from "@/features/marketing/landing-page";
import { SESSION_QUERY } from "@/lib/auth";
import { HOME, siteTitle, wantsSite } from "@/lib/site-path";
import { getToken } from "@/lib/token";

// For visitors: someone signed in goes on to their dashboard, unless they asked for the site
// (a stored token is enough to show them the way to it: an expired one leads to sign-in from there).
export const Route = createFileRoute("/")({
  head: () => ({ meta: [{ title: siteTitle() }] }),
  beforeLoad: async ({ context: { queryClient }, location }) => {
    if (getToken() === null || wantsSite(new URLSearchParams(location.searchStr))) return;
    if (await queryClient.ensureQueryData(SESSION_QUERY)) throw redirect({ to: HOME, replace: true });
  },
  component: Landing,
});

function Landing() {
  return <LandingPage signedIn={getToken() !== null} />;
}
