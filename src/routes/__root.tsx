import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, HeadContent, lazyRouteComponent, Outlet } from "@tanstack/react-router";
import { Toaster } from "@/components/ui/toaster";
import { PwaShell } from "@/features/pwa/pwa-shell";
import { cacheRestored } from "@/app-providers";
import { SESSION_QUERY } from "@/lib/auth";
import { siteTitle } from "@/lib/site-path";
import { getToken } from "@/lib/token";

/** What every route's loader and guard gets: the data cache its first reads go to. */
export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  // Someone signed in reads from this device's saved copy of their data first (offline, it is all there is).
  beforeLoad: async () => {
    if (getToken() !== null) await cacheRestored;
  },
  // Every page knows who is signed in when it shows (Pricing's Start Free Trial, the Dashboard link
  // in place of Sign In): the saved copy, else the server's answer. A loader, so it runs beside the
  // page's own loaders, not before them.
  loader: async ({ context: { queryClient } }) => {
    if (getToken() !== null) await queryClient.ensureQueryData(SESSION_QUERY).catch(() => null);
  },
  head: () => ({ meta: [{ title: siteTitle() }] }),
  component: Root,
  // The root route is in the entry, which every page loads: its own pages load when they show.
  notFoundComponent: lazyRouteComponent(() => import("@/components/not-found-page"), "NotFoundPage"),
});

function Root() {
  return (
    <PwaShell>
      <HeadContent />
      <Outlet />
      <Toaster />
    </PwaShell>
  );
}
