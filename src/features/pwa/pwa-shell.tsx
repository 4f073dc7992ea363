import { type ReactNode, Suspense } from "react";
import { lazyPart } from "@/components/lazy-part";

// Offline bar, install prompts and pull-to-refresh: their own chunk. Without them (code not
// fetched), the page is the same minus those extras.
const PwaExtras = lazyPart(
  () => import("./pwa-extras"),
  () => null,
);

/** The app around the routes, plus what makes it an installable, offline-capable app. */
export function PwaShell({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <PwaExtras />
      </Suspense>
    </>
  );
}
