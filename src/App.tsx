import { lazy, Suspense } from "react";
import { useLocation } from "wouter";
import { FullScreenLoader } from "@/components/full-screen-loader";
import { AfterLoad } from "@/features/pwa/pwa-shell";
import { ThemeProvider } from "@/lib/theme";
import { getToken } from "@/lib/token";

// A visitor's landing page needs none of the data layer (TanStack Query, the offline cache,
// sign-in) nor the router's other pages, so the entry chunk holds only React, the router and
// the theme; everything else is in app-routes.tsx, loaded for any other page or anyone signed in.
const Landing = lazy(() => import("@/pages/landing"));
const AppRoutes = lazy(() => import("@/app-routes"));
const VisitorExtras = lazy(() => import("@/features/pwa/visitor-extras"));

export function App() {
  const [location] = useLocation();
  // Someone signed in here goes through app-routes.tsx, whose landing route sends them on to
  // their dashboard once their session checks out.
  const visitorLanding = location === "/" && getToken() === null;
  return (
    <ThemeProvider>
      <Suspense fallback={<FullScreenLoader />}>
        {visitorLanding ? (
          <>
            <Landing />
            <AfterLoad>
              <VisitorExtras />
            </AfterLoad>
          </>
        ) : (
          <AppRoutes />
        )}
      </Suspense>
    </ThemeProvider>
  );
}
