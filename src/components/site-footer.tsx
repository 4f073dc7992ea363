import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { LanguageSelect } from "@/components/language-select";

// Links are 44 px tall on phones: a thumb's tap target.
const LINK = "inline-flex min-h-11 items-center px-2 hover:text-foreground sm:min-h-0";

export function SiteFooter() {
  const { t } = useLingui();
  return (
    <footer className="border-t py-6 text-sm text-muted-foreground">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 sm:flex-row">
        <p>
          © {new Date().getFullYear()} <Trans>Nudge · Never let relationships fade away</Trans>
        </p>
        <LanguageSelect />
        <nav aria-label={t`Footer`} className="flex gap-2">
          <Link to="/" search={{ site: "" }} className={LINK}>
            <Trans>Website</Trans>
          </Link>
          <Link to="/pricing" className={LINK}>
            <Trans>Pricing</Trans>
          </Link>
          <Link to="/support" className={LINK}>
            <Trans>Support</Trans>
          </Link>
        </nav>
      </div>
    </footer>
  );
}
