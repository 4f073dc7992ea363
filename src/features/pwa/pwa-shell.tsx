import type { ReactNode } from "react";
import { AfterLoad } from "@/components/after-load";
import { lazyPart } from "@/components/lazy-part";

// Offline bar, install prompts and pull-to-refresh: their own chunk, fetched once the page has
// loaded so they never compete with the route's own code. Without them (code not fetched), the
// page is the same minus those extras.
const PwaExtras = lazyPart(
  () => import("./pwa-extras"),
  () => null,
);

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
