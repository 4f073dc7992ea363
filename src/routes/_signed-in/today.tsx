import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { onlineManager } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { readKey } from "@contracts/reads";
import { ListError, ListLoading } from "@/components/list-states";
import { BackToDashboard } from "@/components/back-to-dashboard";
import { SiteFooter } from "@/components/site-footer";
import { AccountControl } from "@/features/account/account-control";
import { DigestSection } from "@/features/account/digest-section";
import { DashboardHeader } from "@/features/dashboard/dashboard-header";
import { RefreshButton } from "@/features/pwa/refresh-button";
import { useToday } from "@/features/today/today-api";
import { ReviewList } from "@/features/today/review-list";
import { TodayList } from "@/features/today/today-list";
import { dayTitle, summary } from "@/features/today/today-words";
import { useUserTimeZone } from "@/lib/account-settings-api";

export const Route = createFileRoute("/_signed-in/today")({
  head: () => ({ meta: [{ title: t`Today · Nudge` }] }),
  loader: ({ context: { queryClient } }) =>
    onlineManager.isOnline() &&
    Promise.all([
      queryClient.prefetchQuery({ queryKey: readKey("today") }),
      queryClient.prefetchQuery({ queryKey: readKey("accountSettings") }),
      queryClient.prefetchQuery({ queryKey: readKey("reviews") }),
    ]),
  component: TodayPage,
});

/**
 * /today (docs/product.md#today): who to reach out to today, in the person's time zone, from the
 * dashboard's Today button or the digest's notification. Offline it shows the saved copy.
 */
function TodayPage() {
  // Read first: the times below are shown in the user's zone.
  useUserTimeZone();
  const today = useToday();
  const now = new Date();
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <DashboardHeader refresh={<RefreshButton />} account={<AccountControl />} />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-6">
        <BackToDashboard />
        <section className="mb-6">
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Today</Trans>
          </h1>
          {today.data && (
            <p className="text-muted-foreground">
              {dayTitle(today.data.date)} · {summary(today.data)}
            </p>
          )}
        </section>
        {today.isPending ? (
          <ListLoading>
            <Trans>Loading your day...</Trans>
          </ListLoading>
        ) : today.isError ? (
          <ListError onRetry={() => today.refetch()}>
            <Trans>We couldn't load your day.</Trans>
          </ListError>
        ) : today.data ? (
          <>
            <ReviewList />
            <TodayList today={today.data} now={now} />
          </>
        ) : null}
        <div className="mt-8">
          <DigestSection level="h2" />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
