import { Spinner } from "@/components/ui/spinner";

/** Shown while the stored token is checked or a page's code loads (SPEC §2). */
export function FullScreenLoader() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-background text-muted-foreground">
      <Spinner className="size-8 text-primary" />
      <p>Loading...</p>
    </div>
  );
}
