import { Trans } from "@lingui/react/macro";
import { LogoMark } from "@/components/logo-mark";
import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { HeadedCard } from "@/components/headed-card";
import { LanguageSelect } from "@/components/language-select";

/** The centred card of the auth screens, under the product name and tagline. */
export function AuthLayout({
  title,
  subtitle,
  children,
  below,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  below?: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-gradient-to-b from-primary/10 to-background px-4 py-10">
      <Link to="/" className="flex flex-col items-center gap-2 text-center">
        <LogoMark large />
        <span className="text-3xl font-bold tracking-tight">
          <Trans>Nudge</Trans>
        </span>
        <span className="text-muted-foreground">
          <Trans>Never let relationships fade away</Trans>
        </span>
      </Link>
      <HeadedCard
        title={<h1>{title}</h1>}
        description={subtitle}
        className="w-full max-w-md"
        headerClassName="text-center"
        titleClassName="text-2xl"
      >
        {children}
      </HeadedCard>
      {below}
      <LanguageSelect />
    </main>
  );
}
