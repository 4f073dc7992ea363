import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { AppProviders } from "@/app-providers";
import { FullScreenLoader } from "@/components/full-screen-loader";
import { GuestOnly, SignedInOnly } from "@/components/route-guards";
import { Toaster } from "@/components/ui/toaster";
import { dashboardData } from "@/features/dashboard/dashboard-data";
import { PwaShell } from "@/features/pwa/pwa-shell";

// Each route is its own chunk: a visitor on the landing page never downloads the dashboard.
const Landing = lazy(() => import("@/pages/landing"));
const Login = lazy(() => import("@/pages/login"));
const ForgotPassword = lazy(() => import("@/pages/forgot-password"));
const ResetPassword = lazy(() => import("@/pages/reset-password"));
// The dashboard paints once with its first data (see dashboard-data.ts), not part by part.
const Dashboard = lazy(dashboardPage);
async function dashboardPage() {
  const [page] = await Promise.all([import("@/pages/dashboard"), dashboardData()]);
  return page;
}
const Admin = lazy(() => import("@/pages/admin"));
const NotFound = lazy(() => import("@/pages/not-found"));
const Pricing = lazy(() => import("@/pages/pricing"));
const Support = lazy(() => import("@/pages/support"));

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
