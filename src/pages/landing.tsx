import { HeartHandshake } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

// The first cut of the landing page: the marketing page proper comes with pricing and billing.
export default function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-primary/10 to-background">
      <header className="mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-4">
        <HeartHandshake className="size-7 text-primary" aria-hidden />
        <span className="text-xl font-bold">Nudge</span>
        <nav className="ml-auto flex gap-2">
          <Button variant="ghost" asChild>
            <Link href="/login">Sign In</Link>
          </Button>
          <Button asChild>
            <Link href="/login?mode=signup">Get Started</Link>
          </Button>
        </nav>
      </header>
      <main className="mx-auto flex max-w-3xl flex-1 flex-col items-center justify-center gap-6 px-4 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">Never let relationships fade away</h1>
        <p className="text-lg text-muted-foreground">
          Nudge reminds you to check in with the people who matter, right when it's time, with one tap to text or call.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" asChild>
            <Link href="/login?mode=signup">Start Free Trial</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link href="/login">Sign In</Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
