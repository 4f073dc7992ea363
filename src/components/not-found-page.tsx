import { Trans, useLingui } from "@lingui/react/macro";
import { Compass } from "lucide-react";
import { Link } from "@tanstack/react-router";
import { Button } from "@/components/ui/button";

/** Any address no route has. */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-4 text-center">
      <title>{t`404 Page Not Found · Nudge`}</title>
      <Compass className="size-12 text-primary" aria-hidden />
      <h1 className="text-3xl font-bold">
        <Trans>404 Page Not Found</Trans>
      </h1>
      <p className="max-w-sm text-muted-foreground">
        <Trans>The page you're looking for doesn't exist or has moved.</Trans>
      </p>
      <Button asChild>
        <Link to="/">
          <Trans>Go home</Trans>
        </Link>
      </Button>
    </main>
  );
}
