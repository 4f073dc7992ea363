import type { ReactNode } from "react";
import { Redirect, useLocation } from "wouter";
import { useAuth } from "@/lib/auth";
import { FullScreenLoader } from "./full-screen-loader";

/** Signed-out visitors go to /login, and come back here after signing in. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  if (isLoading) return <FullScreenLoader />;
  if (!user) return <Redirect to={`/login?next=${encodeURIComponent(location)}`} replace />;
  return children;
}

/** Pages for visitors only (the landing page): signed-in users go to their dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullScreenLoader />;
  if (user) return <Redirect to="/dashboard" replace />;
  return children;
}
