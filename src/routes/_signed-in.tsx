import { onlineManager } from "@tanstack/react-query";
import { createFileRoute, Navigate, Outlet, redirect } from "@tanstack/react-router";
import { useAuth, SESSION_QUERY } from "@/lib/auth";
import { sitePathLink } from "@/lib/site-link";
import { SIGN_IN } from "@/lib/site-path";
import { getToken } from "@/lib/token";

// The pages only someone signed in sees (src/routes/_signed-in/). A visitor goes to sign in, and
// comes back here after: path and query, so a tapped notification's contact link
// (/dashboard?action=contact&…) survives an expired session.
const signInHref = (here: string) => `${SIGN_IN}?next=${encodeURIComponent(here)}`;

export const Route = createFileRoute("/_signed-in")({
  beforeLoad: ({ location }) => {
    if (getToken() === null) throw redirect({ href: signInHref(location.href), replace: true });
  },
  // Beside the pages' own loaders, which run at the same time: the session check costs no wait of
  // its own. Checked with the server unless it was this visit (a copy restored from this device is
  // checked again); offline, the copy is all there is.
  loader: async ({ context, location }) => {
    const user = await (onlineManager.isOnline()
      ? context.queryClient.fetchQuery(SESSION_QUERY)
      : context.queryClient.ensureQueryData(SESSION_QUERY));
    if (!user) throw redirect({ href: signInHref(location.href), replace: true });
  },
  component: SignedIn,
});

/**
 * Signed out while here: where the person chose to go (Sign Out, a deleted account), else (the
 * session expired or was ended from another device) on to sign in and back.
 */
function SignedIn() {
  const { user, isLoading, leftFor } = useAuth();
  if (!isLoading && !user)
    return <Navigate {...sitePathLink(leftFor ?? signInHref(window.location.pathname + window.location.search))} replace />;
  return <Outlet />;
}
