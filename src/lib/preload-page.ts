import { getToken } from "./token";

/** Someone signed in on this device is opening their dashboard. */
export const isOpeningDashboard = () => getToken() !== null && location.pathname === "/dashboard";

/**
 * From the entry chunk: opening the dashboard while signed in fetches the app's code, the
 * dashboard's, its first tab's and the shared tooltips' (the chunks the lazy routes and panels
 * load) all at once, instead of one after the other.
 */
export function preloadSignedInPage() {
  if (!isOpeningDashboard()) return;
  void import("@/app-routes");
  void import("@/pages/dashboard");
  void import("@/features/nudges/active-nudges-panel");
  void import("@/components/ui/tooltip");
}
