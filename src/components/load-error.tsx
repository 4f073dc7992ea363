import { buttonVariants } from "./ui/button-variants";

/**
 * Instead of a blank page when the app can't go on: typically a page's code that didn't arrive
 * (offline before the app was installed, or a connection dropped mid-load). Reloading fetches it
 * again. Like the loading screen, it is in the entry chunk, so it shows whatever failed to load.
 */
export function LoadError() {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-background p-6 text-center">
      <h1 className="text-xl font-semibold">Nudge couldn't load</h1>
      <p className="max-w-sm text-muted-foreground">Check your connection, then try again. Your nudges are safe.</p>
      <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
        Try Again
      </button>
    </div>
  );
}
