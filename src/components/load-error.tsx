import type { ReactNode } from "react";
import { buttonVariants } from "./ui/button-variants";

// Instead of a blank page when code can't be fetched (offline before the app was installed, or a
// connection dropped mid-load). Reloading fetches it again. buttonVariants rather than Button: the
// whole-app screen is in the entry chunk, which carries no tailwind-merge.

function CouldNotLoad({ title, hint, className }: { title: ReactNode; hint: string; className: string }) {
  return (
    <div role="alert" className={`flex flex-col items-center gap-3 text-center ${className}`}>
      {title}
      <p className="max-w-sm text-muted-foreground">{hint}</p>
      <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
        Try Again
      </button>
    </div>
  );
}

/** The whole app (App.tsx's error boundary). */
export function LoadError() {
  return (
    <CouldNotLoad
      className="min-h-dvh justify-center bg-background p-6"
      title={<h1 className="text-xl font-semibold">Nudge couldn't load</h1>}
      hint="Check your connection, then try again. Your nudges are safe."
    />
  );
}

/** One dashboard tab (its panel's error boundary): the rest of the dashboard stays usable. */
export function TabLoadError() {
  return (
    <CouldNotLoad
      className="min-h-96 py-10"
      title={<p className="font-medium">This tab couldn't load</p>}
      hint="Check your connection, then try again."
    />
  );
}
