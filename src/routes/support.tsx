import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Bot, Mail } from "lucide-react";
import type { SiteInfo } from "@contracts/billing";
import { SiteFooter } from "@/components/site-footer";
import { Button } from "@/components/ui/button";
import { AccountNavLink } from "@/features/marketing/account-nav-link";
import { CommonQuestions } from "@/features/marketing/common-questions";
import { MarketingNav } from "@/features/marketing/marketing-nav";
import { useAuth } from "@/lib/auth";

export const Route = createFileRoute("/support")({
  head: () => ({ meta: [{ title: t`Support · Nudge` }] }),
  component: SupportPage,
});

const AI_SUPPORT = "/dashboard?tab=support";

function SupportPage() {
  const { user } = useAuth();
  const { data: site } = useQuery<SiteInfo | null>({ queryKey: ["/api/site-info"] });
  const email = site?.supportEmail;

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <div className="bg-gradient-to-b from-primary/15 via-primary/5 to-background">
        <MarketingNav>
          <Button variant="ghost" asChild>
            <Link to="/pricing">
              <Trans>Pricing</Trans>
            </Link>
          </Button>
          <AccountNavLink />
        </MarketingNav>
        <section className="mx-auto max-w-3xl px-4 pt-8 pb-12 text-center sm:pt-14">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
            <Trans>How can we help?</Trans>
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            <Trans>Answers to the questions we hear most, and two ways to reach a person (or a very helpful assistant).</Trans>
          </p>
        </section>
      </div>

      <main className="mx-auto flex w-full max-w-4xl flex-col gap-14 px-4 pb-20">
        <section aria-labelledby="contact-title">
          <h2 id="contact-title" className="mb-4 text-2xl font-bold tracking-tight">
            <Trans>Contact support</Trans>
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            <div className="flex flex-col gap-3 rounded-2xl border bg-card p-6 shadow-sm">
              <Bot className="size-7 text-primary" aria-hidden />
              <h3 className="text-lg font-semibold">
                <Trans>Ask AI Support, 24/7</Trans>
              </h3>
              <p className="flex-1 text-muted-foreground">
                <Trans>
                  Get an instant answer in the AI Support tab of your dashboard. Anything it can't solve goes to our team, and you'll hear
                  back from a person.
                </Trans>
              </p>
              <Button asChild className="w-full sm:w-auto sm:self-start">
                {user ? (
                  <Link to="/dashboard" search={{ tab: "support" }}>
                    <Trans>Open AI Support</Trans>
                  </Link>
                ) : (
                  <Link to="/login" search={{ next: AI_SUPPORT }}>
                    <Trans>Sign in to chat with support</Trans>
                  </Link>
                )}
              </Button>
            </div>
            <div className="flex flex-col gap-3 rounded-2xl border bg-card p-6 shadow-sm">
              <Mail className="size-7 text-primary" aria-hidden />
              <h3 className="text-lg font-semibold">
                <Trans>Email us</Trans>
              </h3>
              <p className="flex-1 text-muted-foreground">
                <Trans>Billing question or something not working? Write to us and we'll reply within one business day.</Trans>
              </p>
              {email && (
                <Button variant="outline" asChild className="w-full sm:w-auto sm:self-start">
                  <a href={`mailto:${email}`}>{email}</a>
                </Button>
              )}
            </div>
          </div>
        </section>

        <CommonQuestions />
      </main>
      <SiteFooter />
    </div>
  );
}
