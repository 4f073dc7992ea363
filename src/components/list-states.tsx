import { Trans } from "@lingui/react/macro";
import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

// What a list shows instead of its items: still loading, failed (with the retry), or empty.
// Each says its whole sentence ("Loading your nudges...", "We couldn't load your nudges."): a
// sentence glued around a list's name would read wrong in most languages.

export function ListLoading({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
      <Spinner className="size-5 text-primary" />
      {children}
    </div>
  );
}

export function ListError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-sm text-muted-foreground">
      <CircleAlert className="size-8 text-destructive" aria-hidden />
      <p>{children}</p>
      <Button variant="outline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

export function ListEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">{children}</p>;
}

/** Loading in a line of its own, where a list sits among other things (a card's notes, the Account dialog's devices). */
export function InlineLoading({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={`flex items-center gap-2 text-sm text-muted-foreground ${className}`}>
      <Spinner className="text-primary" /> {children}
    </p>
  );
}
