import { Trans, useLingui } from "@lingui/react/macro";
import { LogoMark } from "@/components/logo-mark";
import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";

/** The marketing pages' top bar: the product name (home link) and the page's own actions. */
export function MarketingNav({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <header className="mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-3 sm:py-4">
      <Link to="/" className="flex min-h-11 items-center gap-2 font-bold" aria-label={t`Nudge home`}>
        <LogoMark />
        <span className="text-xl">
          <Trans>Nudge</Trans>
        </span>
      </Link>
      <nav aria-label={t`Main`} className="ms-auto flex items-center gap-1 sm:gap-2">
        {children}
      </nav>
    </header>
  );
}
