import { lazy, type ReactNode } from "react";
import { AfterLoad } from "@/components/after-load";

// Offline bar, install prompts and pull-to-refresh: their own chunk, fetched once the page has
// loaded so they never compete with the route's own code.
const PwaExtras = lazy(() => import("./pwa-extras"));

/** The app around the routes, plus what makes it an installable, offline-capable app. */
export function PwaShell({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <AfterLoad>
        <PwaExtras />
      </AfterLoad>
    </>
  );
}
