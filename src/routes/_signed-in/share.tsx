import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ListError, ListLoading } from "@/components/list-states";
import { BackToDashboard } from "@/components/back-to-dashboard";
import { SiteFooter } from "@/components/site-footer";
import { AccountControl } from "@/features/account/account-control";
import { DashboardHeader } from "@/features/dashboard/dashboard-header";
import { ShareSheet } from "@/features/share/share-sheet";
import { sharedParts, type Shared } from "@/features/share/share-rules";
import { CONTACTS_KEY, useContacts } from "@/lib/contacts-api";

const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 10_000) : undefined);

// The manifest's share_target opens /share?title=…&text=…&url=… (GET: nothing to post, so the
// service worker has no part in it, and a signed-out person comes back here after signing in).
export const Route = createFileRoute("/_signed-in/share")({
  validateSearch: (search: Record<string, unknown>): Shared => ({
    title: text(search.title),
    text: text(search.text),
    url: text(search.url),
  }),
  head: () => ({ meta: [{ title: t`Share to Nudge · Nudge` }] }),
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery({ queryKey: CONTACTS_KEY }),
  component: SharePage,
});

function SharePage() {
  const shared = Route.useSearch();
  const contacts = useContacts();
  const empty = sharedParts(shared).length === 0;
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <DashboardHeader refresh={null} account={<AccountControl />} />
      <main className="mx-auto w-full max-w-xl flex-1 px-4 py-6">
        <BackToDashboard />
        <section className="mb-6">
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Share to Nudge</Trans>
          </h1>
          <p className="text-muted-foreground">
            <Trans>Keep it with the person it's about.</Trans>
          </p>
        </section>
        {empty ? (
          <p className="text-muted-foreground">
            <Trans>Nothing was shared. Share a message or a link to Nudge from another app, and it opens here.</Trans>
          </p>
        ) : contacts.isPending ? (
          <ListLoading>
            <Trans>Loading your contacts...</Trans>
          </ListLoading>
        ) : contacts.isError ? (
          <ListError onRetry={() => contacts.refetch()}>
            <Trans>We couldn't load your contacts.</Trans>
          </ListError>
        ) : (
          <ShareSheet shared={shared} contacts={contacts.data ?? []} />
        )}
        <p className="mt-8 text-sm text-muted-foreground">
          <Trans>
            On an iPhone or iPad, web apps can't receive shares: forward or BCC an email to your Nudge mail-in address (in your account) to
            log it instead.
          </Trans>
        </p>
      </main>
      <SiteFooter />
    </div>
  );
}
