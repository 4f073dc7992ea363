import { Compass } from "lucide-react";
import { Link } from "@tanstack/react-router";
import { Button } from "@/components/ui/button";

/** Any address no route has. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-4 text-center">
      <title>404 Page Not Found · Nudge</title>
      <Compass className="size-12 text-primary" aria-hidden />
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="max-w-sm text-muted-foreground">The page you're looking for doesn't exist or has moved.</p>
      <Button asChild>
        <Link to="/">Go home</Link>
      </Button>
    </main>
  );
}
