import { getToken } from "./token";

/** Someone signed in on this device is opening their dashboard. */
const isOpeningDashboard = () => getToken() !== null && location.pathname === "/dashboard";

/**
 * From the entry chunk: opening the dashboard while signed in fetches the app's code, the
 * dashboard's and its first tab's (the signed-in and first-tab chunks, see scripts/app-chunks.ts)
 * at once, instead of one after the other as the router and the tabs render.
 */
export function preloadSignedInPage() {
  if (!isOpeningDashboard()) return;
  void import("@/app-routes");
  void import("@/pages/dashboard");
  void import("@/components/ui/tooltip");
}
