import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { price, TRIAL_DAYS } from "./content";
import { FeatureList } from "./feature-list";

/**
 * The one plan: Pro at $7/month after the free trial, with its features and the page's button.
 * `heading` keeps the page's outline in order: h3 under the landing page's pricing section, h2
 * right under the pricing page's h1.
 */
export function PricingCard({ action, note, heading: Heading = "h3" }: { action: ReactNode; note?: ReactNode; heading?: "h2" | "h3" }) {
  const monthly = price();
  return (
    <div className="relative mx-auto w-full max-w-md rounded-3xl border-2 border-primary bg-card p-6 text-card-foreground shadow-lg sm:p-8">
      {/* Badge's look, spelled out: the landing page loads no class merging (tailwind-merge). */}
      <span className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center rounded-md border border-transparent bg-primary px-3 py-1 text-xs font-medium whitespace-nowrap text-primary-foreground">
        <Trans>{TRIAL_DAYS} days free</Trans>
      </span>
      <Heading className="text-center text-xl font-semibold">
        <Trans>Pro Plan</Trans>
      </Heading>
      <p className="mt-3 text-center">
        <span className="text-5xl font-bold tracking-tight">{monthly}</span>
        <span className="text-muted-foreground">
          <Trans>/month</Trans>
        </span>
      </p>
      <p className="mt-1 text-center text-sm text-muted-foreground">
        <Trans>after your {TRIAL_DAYS}-day free trial · cancel anytime</Trans>
      </p>
      <FeatureList className="my-6" />
      {action}
      {note}
    </div>
  );
}
