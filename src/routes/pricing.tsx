import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { LifeBuoy, Sparkles } from "lucide-react";
import { SiteFooter } from "@/components/site-footer";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useStartTrial } from "@/features/billing/use-start-trial";
import { price, TRIAL_DAYS } from "@/features/marketing/content";
import { FaqSection } from "@/features/marketing/faq";
import { AccountNavLink } from "@/features/marketing/account-nav-link";
import { MarketingNav } from "@/features/marketing/marketing-nav";
import { PricingCard } from "@/features/marketing/pricing-card";
import { StatsRow } from "@/features/marketing/stats-row";
import { Testimonials } from "@/features/marketing/testimonials";

export const Route = createFileRoute("/pricing")({
  head: () => ({ meta: [{ title: t`Pricing · Nudge` }] }),
  component: PricingPage,
});

function PricingPage() {
  const monthly = price();
  const { t } = useLingui();
  const trial = useStartTrial();
  const label = (text: string) =>
    trial.busy ? (
      <>
        <Spinner className="size-4" /> <Trans>Processing...</Trans>
      </>
    ) : (
      text
    );

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <div className="bg-gradient-to-b from-primary/15 via-primary/5 to-background">
        <MarketingNav>
          <AccountNavLink />
        </MarketingNav>
        <section className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 pt-8 pb-12 text-center sm:pt-14">
          <Badge variant="secondary" className="gap-1.5 px-3 py-1 text-sm">
            <Sparkles aria-hidden />{" "}
            <Trans>
              {TRIAL_DAYS}-day free trial, then {monthly}/month
            </Trans>
          </Badge>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            <Trans>Keep every relationship warm for {monthly} a month</Trans>
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-muted-foreground">
            <Trans>
              Add your card today and you won't be charged for {TRIAL_DAYS} days. Love it, and Nudge Pro is {monthly}/month. Cancel anytime
              in two clicks.
            </Trans>
          </p>
          <Button size="lg" className="w-full sm:w-auto" onClick={trial.start} disabled={trial.busy}>
            {label(t`Start Your Free Trial`)}
          </Button>
        </section>
      </div>

      <main className="flex flex-col gap-20 pb-20">
        <section aria-label={t`Pro Plan`} className="px-4 pt-4">
          <PricingCard
            heading="h2"
            action={
              <Button size="lg" className="w-full" onClick={trial.start} disabled={trial.busy}>
                {label(t`Start Free Trial Now`)}
              </Button>
            }
            note={
              trial.problem ? (
                <p role="alert" className="mt-3 text-center text-sm text-destructive">
                  {trial.problem}
                </p>
              ) : (
                <p className="mt-3 text-center text-xs text-muted-foreground">
                  <Trans>Secure checkout by Stripe. Nothing to pay during your {TRIAL_DAYS}-day trial.</Trans>
                </p>
              )
            }
          />
        </section>
        <StatsRow />
        <Testimonials />
        <FaqSection title={t`Questions about the plan`} />
        <p className="-mt-10 flex items-center justify-center gap-2 px-4 text-muted-foreground">
          <LifeBuoy className="size-4" aria-hidden />
          <Trans>
            Still unsure?{" "}
            <Link to="/support" className="font-medium text-primary underline-offset-4 hover:underline">
              Visit our support center
            </Link>
          </Trans>
        </p>
      </main>
      <SiteFooter />
    </div>
  );
}
