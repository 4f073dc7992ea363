import { Suspense } from "react";
import { lazyWithPreload } from "react-lazy-with-preload";
import { Route, Switch } from "wouter";
import { AppProviders, cacheRestored } from "@/app-providers";
import { FullScreenLoader } from "@/components/full-screen-loader";
import { GuestOnly, SignedInOnly } from "@/components/route-guards";
import { Toaster } from "@/components/ui/toaster";
import { dashboardData } from "@/features/dashboard/dashboard-data";
import { getToken } from "@/lib/token";
import { checkSession } from "@/lib/auth";
import { PwaShell } from "@/features/pwa/pwa-shell";

// Each route is its own chunk: a visitor on the landing page never downloads the dashboard.
const Landing = lazyWithPreload(() => import("@/pages/landing"));
const Login = lazyWithPreload(() => import("@/pages/login"));
const ForgotPassword = lazyWithPreload(() => import("@/pages/forgot-password"));
const ResetPassword = lazyWithPreload(() => import("@/pages/reset-password"));
// Opened from an email's link, signed in or not: confirm the address, stop nudge emails, mark a nudge done.
const VerifyEmail = lazyWithPreload(() => import("@/pages/verify-email"));
const Unsubscribe = lazyWithPreload(() => import("@/pages/unsubscribe"));
const NudgeDone = lazyWithPreload(() => import("@/pages/nudge-done"));
// The dashboard paints once with its first data (see dashboard-data.ts), not part by part.
const Dashboard = lazyWithPreload(dashboardPage);
async function dashboardPage() {
  const [page] = await Promise.all([import("@/pages/dashboard"), dashboardData()]);
  // Opened by a notification's tap, the page is its Contact card: in before the first paint too.
  await page.loadContactCard();
  return page;
}
const Admin = lazyWithPreload(() => import("@/pages/admin"));
const NotFound = lazyWithPreload(() => import("@/pages/not-found"));
const Pricing = lazyWithPreload(() => import("@/pages/pricing"));
const Support = lazyWithPreload(() => import("@/pages/support"));

const PAGES: Record<string, { preload: () => Promise<unknown> }> = {
  "/": Landing,
  "/login": Login,
  "/forgot-password": ForgotPassword,
  "/reset-password": ResetPassword,
  "/verify-email": VerifyEmail,
  "/unsubscribe": Unsubscribe,
  "/nudge-done": NudgeDone,
  "/pricing": Pricing,
  "/support": Support,
  "/dashboard": Dashboard,
  "/admin": Admin,
};

/**
 * The code of the page at `path`, and the session check (with a dashboard, its first data too):
 * main.tsx renders the app once they are in, so the first page paints in one go. Both start from
 * the saved copy of the cache (offline, it is all there is), so after it is back.
 */
export async function loadPage(path: string) {
  await cacheRestored;
  return Promise.all([checkSession(), pageShownAt(path, getToken() !== null).preload()]);
}

/** The page `path` ends up on: the landing page sends someone signed in on to their dashboard, the signed-in pages send a visitor to sign in. */
function pageShownAt(path: string, signedIn: boolean) {
  if (path === "/" && signedIn) return Dashboard;
  if (!signedIn && (path === "/dashboard" || path === "/admin")) return Login;
  return PAGES[path] ?? NotFound;
}

/** Every page with the data layer around it (App.tsx loads this chunk for all but a visitor's landing page). */
export default function AppRoutes() {
  return (
    <AppProviders>
      <PwaShell>
        <Suspense fallback={<FullScreenLoader />}>
          <Switch>
            <Route path="/">
              <GuestOnly>
                <Landing />
              </GuestOnly>
            </Route>
            <Route path="/login" component={Login} />
            <Route path="/forgot-password" component={ForgotPassword} />
            <Route path="/reset-password" component={ResetPassword} />
            <Route path="/verify-email" component={VerifyEmail} />
            <Route path="/unsubscribe" component={Unsubscribe} />
            <Route path="/nudge-done" component={NudgeDone} />
            <Route path="/pricing" component={Pricing} />
            <Route path="/support" component={Support} />
            <Route path="/dashboard">
              <SignedInOnly>
                <Dashboard />
              </SignedInOnly>
            </Route>
            <Route path="/admin">
              <SignedInOnly>
                <Admin />
              </SignedInOnly>
            </Route>
            <Route component={NotFound} />
          </Switch>
        </Suspense>
        <Toaster />
      </PwaShell>
    </AppProviders>
  );
}
