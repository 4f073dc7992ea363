import { Loader2Icon } from "lucide-react";

/**
 * Shown while the stored token is checked or a page's code loads (SPEC §2). Spinner's look
 * without its class merging: this is in the entry chunk, which carries no tailwind-merge.
 */
export function FullScreenLoader() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-background text-muted-foreground">
      <Loader2Icon aria-hidden="true" className="size-8 animate-spin text-primary" />
      <p>Loading...</p>
    </div>
  );
}
