import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "@/lib/api";
import { AuthProvider } from "@/lib/auth";
import { restoreQueryCache } from "@/lib/offline-cache";

// The saved copy of the cache comes back before anything reads it (the root route waits for it
// for someone signed in); later changes are saved.
export const cacheRestored = restoreQueryCache(queryClient);

/** TanStack Query and the signed-in person, around every page (the router's Wrap). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
