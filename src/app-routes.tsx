import { Suspense, type ComponentType, type ReactNode } from "react";
import { lazyWithPreload } from "react-lazy-with-preload";
import { Route, Switch } from "wouter";
import { AppProviders, cacheRestored } from "@/app-providers";
import { FullScreenLoader } from "@/components/full-screen-loader";
import { GuestOnly, SignedInOnly } from "@/components/route-guards";
import { Toaster } from "@/components/ui/toaster";
import { readKey } from "@contracts/first-reads";
import { onlineManager } from "@tanstack/react-query";
import { queryClient } from "@/lib/api";
import { getToken } from "@/lib/token";
import { checkSession } from "@/lib/auth";
import { PwaShell } from "@/features/pwa/pwa-shell";
import { PageTitle } from "@/components/page-title";
import { NOT_FOUND_PAGE, NOT_FOUND_TITLE, ROUTES, shownAt, type Access } from "@/routes";

/** A module under src/pages/: the page, and anything else it needs in before its first paint. */
type PageModule = { default: ComponentType; beforeFirstPaint?: () => Promise<unknown> | undefined };

// Each page is its own chunk (a visitor on the landing page never downloads the dashboard), named
// by src/routes.ts through its file name (the build fails on a name with no file: boot-script.ts).
const PAGE_MODULES = import.meta.glob<PageModule>("./*.tsx", { base: "./pages" });

function lazyPage(page: string) {
  const load = PAGE_MODULES[`./${page}.tsx`]!;
  return lazyWithPreload(async () => {
    const module = await load();
    await module.beforeFirstPaint?.();
    return module;
  });
}

const PAGES = new Map(ROUTES.map((route) => [route.path, lazyPage(route.page)]));
const NotFound = lazyPage(NOT_FOUND_PAGE);

/**
 * The code of the page at `path`, the session check and the page's first reads: main.tsx renders
 * the app once they are in. The boot script asked for the reads in the session check's own
 * request, so waiting for them costs no time, and the page's first render has them all. (Asked for
 * after it, each answer re-rendered its part of the page outside React's time slicing, as TanStack
 * Query updates are synchronous, and the plan line pushed the page down.) All start from the saved
 * copy of the cache (offline, it is all there is), so after it is back.
 */
export async function loadPage(path: string) {
  await cacheRestored;
  const signedIn = getToken() !== null;
  const route = shownAt(path, signedIn);
  // Offline, TanStack Query holds a read until the connection is back: the page shows the saved copy.
  const reads =
    signedIn && onlineManager.isOnline()
      ? (route?.firstReads ?? []).map((name) => queryClient.prefetchQuery({ queryKey: readKey(name) }))
      : [];
  return Promise.all([checkSession(), ...reads, (route ? PAGES.get(route.path)! : NotFound).preload()]);
}

function Guarded({ access, children }: { access: Access; children: ReactNode }) {
  if (access === "visitor") return <GuestOnly>{children}</GuestOnly>;
  if (access === "signed-in") return <SignedInOnly>{children}</SignedInOnly>;
  return children;
}

/** Every page with the data layer around it (App.tsx loads this chunk for all but a visitor's landing page). */
export default function AppRoutes() {
  return (
    <AppProviders>
      <PwaShell>
        <Suspense fallback={<FullScreenLoader />}>
          <Switch>
            {ROUTES.map(({ path, title, access }) => {
              const Page = PAGES.get(path)!;
              return (
                <Route key={path} path={path}>
                  <PageTitle title={title} />
                  <Guarded access={access}>
                    <Page />
                  </Guarded>
                </Route>
              );
            })}
            <Route>
              <PageTitle title={NOT_FOUND_TITLE} />
              <NotFound />
            </Route>
          </Switch>
        </Suspense>
        <Toaster />
      </PwaShell>
    </AppProviders>
  );
}
