import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ArrowRight, LifeBuoy } from "lucide-react";
import { SiteFooter } from "@/components/site-footer";
import { buttonVariants } from "@/components/ui/button-variants";
import { BENEFITS, price, TRIAL_DAYS } from "./content";
import { FaqSection } from "./faq";
import { FeatureList } from "./feature-list";
import { MarketingNav } from "./marketing-nav";
import { PricingCard } from "./pricing-card";
import { StatsRow } from "./stats-row";
import { Testimonials } from "./testimonials";

/**
 * The visitor's page (docs/product.md#landing): plain markup and lucide icons, no data. The build
 * also renders it into index.html (src/prerender.tsx), so a visitor's first paint needs no script.
 * `signedIn`: someone signed in gets here only by asking for the site (the footer's Website link),
 * and the way on for them is their dashboard, not Sign In or a trial they may have.
 */
export function LandingPage({ signedIn }: { signedIn: boolean }) {
  const monthly = price();
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <div className="bg-gradient-to-b from-primary/15 via-primary/5 to-background">
        <MarketingNav>
          {signedIn ? (
            <Link to="/dashboard" className={buttonVariants()}>
              <Trans>Dashboard</Trans>
            </Link>
          ) : (
            <>
              <Link to="/login" className={buttonVariants({ variant: "ghost" })}>
                <Trans>Sign In</Trans>
              </Link>
              <Link to="/pricing" className={buttonVariants()}>
                <Trans>Get Started</Trans>
              </Link>
            </>
          )}
        </MarketingNav>
        <section
          aria-labelledby="hero-title"
          className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 pt-10 pb-16 text-center sm:pt-20 sm:pb-24"
        >
          <p className="rounded-full border bg-background/70 px-3 py-1 text-sm text-muted-foreground">
            <Trans>
              {TRIAL_DAYS}-day free trial · then {monthly}/month
            </Trans>
          </p>
          <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            <Trans>Never let relationships fade away</Trans>
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-muted-foreground">
            <Trans>
              Nudge reminds you to check in with clients, friends and family right when it matters, then lets you text or call them in one
              tap.
            </Trans>
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to="/pricing" className={buttonVariants({ size: "lg" })}>
              <Trans>Start Free Trial</Trans> <ArrowRight className="rtl:-scale-x-100" aria-hidden />
            </Link>
            <Link to={signedIn ? "/dashboard" : "/login"} className={buttonVariants({ size: "lg", variant: "outline" })}>
              {signedIn ? t`Open Dashboard` : t`Sign In`}
            </Link>
          </div>
        </section>
      </div>

      <main className="flex flex-col gap-20 pb-20 sm:gap-24">
        <section aria-label={t`Why Nudge`} className="mx-auto grid w-full max-w-6xl gap-4 px-4 md:grid-cols-3">
          {BENEFITS.map(({ Icon, title, text }) => (
            <div key={title} className="rounded-2xl border bg-card p-6 shadow-sm">
              <span className="mb-4 flex size-11 items-center justify-center rounded-xl bg-primary/15 text-primary">
                <Icon className="size-6" aria-hidden />
              </span>
              <h2 className="mb-2 text-lg font-semibold">{title}</h2>
              <p className="text-muted-foreground">{text}</p>
            </div>
          ))}
        </section>

        <StatsRow />

        <section aria-labelledby="features-title" className="mx-auto grid w-full max-w-6xl items-center gap-8 px-4 md:grid-cols-2">
          <div>
            <h2 id="features-title" className="mb-3 text-2xl font-bold tracking-tight sm:text-3xl">
              <Trans>Everything you need to stay in touch</Trans>
            </h2>
            <p className="text-muted-foreground">
              <Trans>
                One simple app for the people who matter: schedule the nudge, get the notification, make the call. It even works when you're
                offline, and it's ready on your phone's home screen.
              </Trans>
            </p>
          </div>
          <FeatureList className="rounded-2xl border bg-card p-6 shadow-sm sm:grid-cols-2" />
        </section>

        <Testimonials />

        <section aria-labelledby="pricing-title" className="px-4">
          <h2 id="pricing-title" className="mb-10 text-center text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Simple pricing, one plan</Trans>
          </h2>
          <PricingCard
            action={
              <Link to="/pricing" className={buttonVariants({ size: "lg", className: "w-full" })}>
                <Trans>Start Free Trial</Trans>
              </Link>
            }
          />
        </section>

        <FaqSection />

        <section className="mx-auto w-full max-w-4xl px-4">
          <div className="flex flex-col items-center gap-5 rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground">
            <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">
              <Trans>The people who matter are one nudge away</Trans>
            </h2>
            <p className="max-w-xl">
              <Trans>Try every feature free for {TRIAL_DAYS} days. Cancel anytime before it ends and you pay nothing.</Trans>
            </p>
            <Link to="/pricing" className={buttonVariants({ size: "lg", variant: "secondary" })}>
              <Trans>Start Your Free Trial</Trans> <ArrowRight className="rtl:-scale-x-100" aria-hidden />
            </Link>
          </div>
          <p className="mt-8 flex items-center justify-center gap-2 text-muted-foreground">
            <LifeBuoy className="size-4" aria-hidden />
            <Trans>
              Questions?{" "}
              <Link to="/support" className="font-medium text-primary underline-offset-4 hover:underline">
                Visit our support center
              </Link>
            </Trans>
          </p>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
