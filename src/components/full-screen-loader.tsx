import { Trans } from "@lingui/react/macro";
/**
 * Shown while the stored token is checked or a page's code loads (docs/product.md#pages-and-who-sees-them): the same screen
 * index.html paints before any code arrives. The spinner is lucide's loader drawn inline, like
 * there: this is in the entry chunk, which then shares no icon code with the pages' chunks (and
 * carries no tailwind-merge).
 */
export function FullScreenLoader() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-background text-muted-foreground"
    >
      <svg
        className="size-8 animate-spin text-primary"
        aria-hidden="true"
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M21 12a9 9 0 1 1-6.219-8.56" />
      </svg>
      <p>
        <Trans>Loading...</Trans>
      </p>
    </div>
  );
}
