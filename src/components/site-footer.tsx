import { Link } from "wouter";

export function SiteFooter() {
  return (
    <footer className="border-t py-6 text-sm text-muted-foreground">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 sm:flex-row">
        <p>© {new Date().getFullYear()} Nudge · Never let relationships fade away</p>
        <nav aria-label="Footer" className="flex gap-4">
          <Link href="/" className="hover:text-foreground">Website</Link>
          <Link href="/pricing" className="hover:text-foreground">Pricing</Link>
          <Link href="/support" className="hover:text-foreground">Support</Link>
        </nav>
      </div>
    </footer>
  );
}
