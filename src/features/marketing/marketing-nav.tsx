import { LogoMark } from "@/components/logo-mark";
import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";

/** The marketing pages' top bar: the product name (home link) and the page's own actions. */
export function MarketingNav({ children }: { children?: ReactNode }) {
  return (
    <header className="mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-3 sm:py-4">
      <Link to="/" className="flex min-h-11 items-center gap-2 font-bold" aria-label="Nudge home">
        <LogoMark />
        <span className="text-xl">Nudge</span>
      </Link>
      <nav aria-label="Main" className="ml-auto flex items-center gap-1 sm:gap-2">
        {children}
      </nav>
    </header>
  );
}
