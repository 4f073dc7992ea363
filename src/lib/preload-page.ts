import type { QueryClient } from "@tanstack/react-query";
import { PENDING_KEY } from "@/features/nudges/nudge-api";
import { getToken } from "./api";

/**
 * Opening the dashboard while signed in: fetch its code (the same chunks App.tsx's lazy route
 * loads) and its first list now, beside the /api/auth/me check, instead of one after the other.
 */
export function preloadSignedInPage(client: QueryClient) {
  if (!getToken() || location.pathname !== "/dashboard") return;
  void import("@/pages/dashboard");
  void import("@/components/ui/tooltip");
  void client.prefetchQuery({ queryKey: PENDING_KEY });
}
