import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";

// Offline bar, install prompts and pull-to-refresh: their own chunk, fetched once the page has
// loaded so they never compete with the route's own code.
const PwaExtras = lazy(() => import("./pwa-extras"));

/** After the load event, when the browser is idle (or soon after, where there's no idle callback). */
function useAfterLoad() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const go = () => ("requestIdleCallback" in window ? requestIdleCallback(() => setReady(true), { timeout: 1000 }) : setTimeout(() => setReady(true), 200));
    if (document.readyState === "complete") go();
    else window.addEventListener("load", go, { once: true });
  }, []);
  return ready;
}

/** Renders (lazy) children only once the page has loaded, so they never delay its first paint. */
export function AfterLoad({ children }: { children: ReactNode }) {
  const ready = useAfterLoad();
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
