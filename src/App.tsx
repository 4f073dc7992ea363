import { lazy, Suspense } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { lazyWithPreload } from "react-lazy-with-preload";
import { useLocation } from "wouter";
import { AfterLoad } from "@/components/after-load";
import { FullScreenLoader } from "@/components/full-screen-loader";
import { PageTitle } from "@/components/page-title";
import { LoadError } from "@/components/load-error";
import { ThemeProvider } from "@/lib/theme";
import { getToken } from "@/lib/token";
import { SITE_TITLE } from "@/routes";

// A visitor's landing page needs none of the data layer (TanStack Query, the offline cache,
// sign-in) nor the router's other pages, so the entry chunk holds only React, the router and
// the theme; everything else is in app-routes.tsx, loaded for any other page or anyone signed in.
// (The landing page is the "landing" chunk group of src/routes.ts: the one page rendered here.)
const Landing = lazyWithPreload(() => import("@/pages/landing"));
const AppRoutes = lazyWithPreload(() => import("@/app-routes"));
const VisitorExtras = lazy(() => import("@/features/pwa/visitor-extras"));

// Someone signed in goes through app-routes.tsx, whose landing route sends them on to their
// dashboard once their session checks out.
const isVisitorLanding = (path: string) => path === "/" && getToken() === null;

/**
 * Settles once the first page's code is in (and, for someone signed in, their session check and
 * a dashboard's first data): main.tsx renders then, so that page paints at once, in one render,
 * without going through loading screens (React holds each reveal after one for 300 ms).
 */
export function loadFirstPage(): Promise<unknown> {
  const path = window.location.pathname;
  if (isVisitorLanding(path)) return Landing.preload();
  return Promise.all([AppRoutes.preload(), import("@/app-routes").then((routes) => routes.loadPage(path))]);
}

export function App() {
  const [location] = useLocation();
  const visitorLanding = isVisitorLanding(location);
  return (
    <ThemeProvider>
      <ErrorBoundary FallbackComponent={LoadError}>
        <Suspense fallback={<FullScreenLoader />}>
          {visitorLanding ? (
            <>
              <PageTitle title={SITE_TITLE} />
              <Landing />
              {/* Extras only: without them (their code not fetched) the landing page is the same. Not
                  lazyPart (components/lazy-part.tsx): in the entry chunk it splits React out of it. */}
              <ErrorBoundary fallback={null}>
                <AfterLoad>
                  <VisitorExtras />
                </AfterLoad>
              </ErrorBoundary>
            </>
          ) : (
            <AppRoutes />
          )}
        </Suspense>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
