import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { afterLoad } from "@/lib/after-load";

// Offline bar, install prompts and pull-to-refresh: their own chunk, fetched once the page has
// loaded so they never compete with the route's own code.
const PwaExtras = lazy(() => import("./pwa-extras"));

/** Renders (lazy) children only once the page has loaded, so they never delay its first paint. */
export function AfterLoad({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoad(() => setReady(true)), []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}

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
