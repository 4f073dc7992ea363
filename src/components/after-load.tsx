import { Suspense, useEffect, useState, type ReactNode } from "react";
import { afterLoad } from "@/lib/after-load";

/** Renders (lazy) children only once the page has loaded, so they never delay its first paint. */
export function AfterLoad({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoad(() => setReady(true)), []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}
