import { Link } from "wouter";
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
      {user ? <Link href="/dashboard">Dashboard</Link> : <Link href="/login">Sign In</Link>}
    </Button>
  );
}
