import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "@/lib/api";
import { AuthProvider } from "@/lib/auth";
import { restoreQueryCache } from "@/lib/offline-cache";

// The data layer loads with the first part of the app that needs it (never with the landing
// page's first paint). The saved copy of the cache comes back before anything reads it (loadPage
// waits for this); later changes are saved.
export const cacheRestored = restoreQueryCache(queryClient);

/** TanStack Query and the signed-in person, for every page but a visitor's landing page. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
