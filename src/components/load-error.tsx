import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { buttonVariants } from "./ui/button-variants";

// Instead of a blank page or part when code can't be fetched (offline before the app was
// installed, or a connection dropped mid-load). buttonVariants rather than Button: the whole-app
// screen is in the entry chunk, which carries no tailwind-merge.

function CouldNotLoad({ title, hint, className, retry }: { title: ReactNode; hint: string; className: string; retry: () => void }) {
  return (
    <div role="alert" className={`flex flex-col items-center gap-3 text-center ${className}`}>
      {title}
      <p className="max-w-sm text-muted-foreground">{hint}</p>
      <button type="button" className={buttonVariants()} onClick={retry}>
        <Trans>Try Again</Trans>
      </button>
    </div>
  );
}

/** The whole app (App.tsx's error boundary): reloading fetches the page's code again. */
export function LoadError() {
  const { t } = useLingui();
  return (
    <CouldNotLoad
      className="min-h-dvh justify-center bg-background p-6"
      title={
        <h1 className="text-xl font-semibold">
          <Trans>Nudge couldn't load</Trans>
        </h1>
      }
      hint={t`Check your connection, then try again. Your nudges are safe.`}
      retry={() => window.location.reload()}
    />
  );
}

/** One dashboard tab (lazy-part.tsx): the rest of the dashboard stays usable; trying again fetches the tab's code. */
export function TabLoadError({ retry }: { retry: () => void }) {
  const { t } = useLingui();
  return (
    <CouldNotLoad
      className="min-h-96 py-10"
      title={
        <p className="font-medium">
          <Trans>This tab couldn't load</Trans>
        </p>
      }
      hint={t`Try again when you're online.`}
      retry={retry}
    />
  );
}

/** Any other lazily loaded part (lazy-part.tsx): the same, in its place. */
export function PartLoadError({ retry }: { retry: () => void }) {
  const { t } = useLingui();
  return (
    <CouldNotLoad
      className="py-4 text-sm"
      title={
        <p className="font-medium">
          <Trans>This part couldn't load</Trans>
        </p>
      }
      hint={t`Try again when you're online.`}
      retry={retry}
    />
  );
}
