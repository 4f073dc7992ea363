import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";

/**
 * Sign In for visitors; the way back to the app for someone already signed in. Apart from
 * marketing-nav.tsx so the landing page, which needs no sign-in state, stays off the data layer.
 */
export function AccountNavLink() {
  const { user } = useAuth();
  return (
    <Button variant="ghost" asChild>
      {user ? (
        <Link to="/dashboard">
          <Trans>Dashboard</Trans>
        </Link>
      ) : (
        <Link to="/login">
          <Trans>Sign In</Trans>
        </Link>
      )}
    </Button>
  );
}
