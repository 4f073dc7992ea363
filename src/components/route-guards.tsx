import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { useQueryParams } from "@/hooks/use-query-params";
import { useAuth } from "@/lib/auth";
import { wantsSite } from "@/lib/site-path";
import { HOME, SIGN_IN } from "@/routes";
import { FullScreenLoader } from "./full-screen-loader";

/**
 * Signed-out visitors go to /login, and come back here after signing in: path and query, so a
 * tapped notification's contact link (/dashboard?action=contact&…) survives an expired session.
 * The address is taken as the browser has it: wouter's location and search are decoded, and a
 * decoded message ("Hello there") has the space a site path may not.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullScreenLoader />;
  if (!user) return <Redirect to={`${SIGN_IN}?next=${encodeURIComponent(window.location.pathname + window.location.search)}`} replace />;
  return children;
}

/** Pages for visitors (the landing page): signed-in users go to their dashboard, unless they asked for the site. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const site = wantsSite(useQueryParams());
  if (isLoading) return <FullScreenLoader />;
  if (user && !site) return <Redirect to={HOME} replace />;
  return children;
}
