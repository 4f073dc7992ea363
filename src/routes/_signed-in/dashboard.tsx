import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { CalendarCheck } from "lucide-react";
import { Suspense, useCallback, useState, type ReactNode } from "react";
import { lazyWithPreload } from "react-lazy-with-preload";
import { lazyPart } from "@/components/lazy-part";
import { TabLoadError } from "@/components/load-error";
import { SiteFooter } from "@/components/site-footer";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AccountControl } from "@/features/account/account-control";
import { PlanStatus } from "@/features/billing/plan-status";
import { readContactRequest } from "@/features/contact-action/contact-request";
import { useContactRequest } from "@/features/contact-action/use-contact-request";
import type { ContactFocus } from "@/features/contacts/contacts-panel";
import { DashboardHeader } from "@/features/dashboard/dashboard-header";
import { DashboardTabs, TABS, type DashboardTab } from "@/features/dashboard/dashboard-tabs";
import { TemplatesButton } from "@/features/drafts/templates-button";
import { NotificationCard } from "@/features/notifications/notification-card";
import { type NudgePrefill, prefillFromSearch } from "@/lib/nudge-prefill";
import { useRefreshWhenNudgesFallDue } from "@/features/nudges/use-refresh-when-due";
import { RefreshButton } from "@/features/pwa/refresh-button";
import { useSupportReplyToast } from "@/features/support/use-support-reply-toast";
import { useUserTimeZone } from "@/lib/account-settings-api";
import { onlineManager } from "@tanstack/react-query";
import type { MissedNudges } from "@contracts/delivery";
import { readKey } from "@contracts/reads";
import { useAuth } from "@/lib/auth";
import { MISSED_KEY } from "@/lib/missed-nudges";

// Each tab's panel is a chunk of its own. The page around them (header, plan, notification card)
// paints first, without waiting for the forms' code (react-hook-form, zod): the open tab's chunk
// is fetched once that paint is on screen, and its panel renders in the background. The other
// tabs' chunks are fetched as soon as the pointer or focus reaches the tabs, ahead of the click
// (the service worker has them precached, so this also works offline).
const loadActiveNudges = () => import("@/features/nudges/active-nudges-panel");
const loadContacts = () => import("@/features/contacts/contacts-panel");
const loadHistory = () => import("@/features/nudges/history-panel");
const loadSupport = () => import("@/features/support/support-panel");
// A tab whose code can't be fetched says so in its place (lazy-part.tsx).
const ActiveNudgesPanel = lazyPart(() => loadActiveNudges().then((m) => ({ default: m.ActiveNudgesPanel })), TabLoadError);
const ContactsPanel = lazyPart(() => loadContacts().then((m) => ({ default: m.ContactsPanel })), TabLoadError);
const HistoryPanel = lazyPart(() => loadHistory().then((m) => ({ default: m.HistoryPanel })), TabLoadError);
const SupportPanel = lazyPart(() => loadSupport().then((m) => ({ default: m.SupportPanel })), TabLoadError);
// The "Contact {name}" card, the whole page when a notification's tap opens the dashboard with
// ?action=contact: the loader fetches its code then, so it shows in the first paint; the usual
// dashboard doesn't download it.
const ContactActionCard = lazyWithPreload(() =>
  import("@/features/contact-action/contact-action-card").then((m) => ({ default: m.ContactActionCard })),
);
// Nudges that reached no one, and confirming the email. When nudges did reach no one, the loader
// fetches the notice's code with the page, as it sits right under the heading and would push the
// whole page down as it came.
const DeliveryNotices = lazyPart(() => import("@/features/delivery/delivery-notices"));
// One element for the page's life, so the Quick Actions card (memoized) keeps it across renders.
const templatesButton = <TemplatesButton />;

// What the page's first paint shows, so it waits for them: the plan line and the notification card
// sit under the heading, and arriving a render later they would push the page down.
const PAINT_READS = ["plan", "pushStatus"] as const;
// What the page shows next, asked for at the same time but not waited for: the first tab's list
// (its panel has its own loading state), dates in the person's zone, the key to turn push on with,
// unseen support replies (a toast). The other tabs' lists are read when they open.
const NEXT_READS = ["pendingNudges", "accountSettings", "vapidKey", "supportReplies"] as const;

export const Route = createFileRoute("/_signed-in/dashboard")({
  head: () => ({ meta: [{ title: t`Dashboard · Nudge` }] }),
  loader: async ({ context: { queryClient }, location }) => {
    if (readContactRequest(location.searchStr)) return void (await ContactActionCard.preload());
    // Offline, TanStack Query holds a read until the connection is back: the page shows the saved copy.
    if (!onlineManager.isOnline()) return;
    // Nudges that reached no one are asked afresh, not taken from the copy saved on this device: a
    // copy from before a nudge was missed says none, and the notice would come after the first paint.
    const painted = Promise.all([
      queryClient.fetchQuery<MissedNudges | null>({ queryKey: MISSED_KEY, staleTime: 0 }).catch(() => null),
      ...PAINT_READS.map((name) => queryClient.prefetchQuery({ queryKey: readKey(name) })),
    ]);
    for (const name of NEXT_READS) void queryClient.prefetchQuery({ queryKey: readKey(name) });
    const [missed] = await painted;
    if (missed && missed.count > 0) await DeliveryNotices.preload();
  },
  component: DashboardPage,
});

// A tab's tooltips share a provider (once one is open, the next opens without waiting). It comes
// with the panels' code (Radix's positioning is in it), not with the page's first paint.
const SharedTooltips = lazyPart(() => import("@/components/ui/tooltip").then((m) => ({ default: m.TooltipProvider })), TabLoadError);
let otherTabsFetched = false;
function fetchOtherTabs() {
  if (otherTabsFetched) return;
  otherTabsFetched = true;
  // A fetch that fails here is tried again when the tab opens (and said there if it fails again).
  Promise.all([loadContacts(), loadHistory(), loadSupport()]).catch(() => undefined);
}

function PanelLoading() {
  return (
    <p role="status" className="flex min-h-96 items-start justify-center gap-2 py-10 text-muted-foreground">
      <Spinner /> <Trans>Loading...</Trans>
    </p>
  );
}

/**
 * A tab's panel, loaded and rendered once the page around it is on screen (DashboardTabs mounts
 * panels after the first paint, in a transition React can pause, so the page stays responsive
 * meanwhile). If its code can't be fetched, the tab says so (lazyPart).
 */
function LazyPanel({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PanelLoading />}>
      <SharedTooltips>{children}</SharedTooltips>
    </Suspense>
  );
}

function DashboardPage() {
  const { t } = useLingui();
  // ?tab=support (from the support page or a support reply's notification) or ?tab=history (a
  // notification's Done or Snooze that failed) opens that tab; anything else starts on Active Nudges.
  const [tab, setTab] = useState<DashboardTab>(
    () => TABS.find((t) => t.value === new URLSearchParams(window.location.search).get("tab"))?.value ?? "active",
  );
  // The person whose contact-details button was pressed on a pending nudge.
  const [contactFocus, setContactFocus] = useState<ContactFocus | null>(null);
  // The contact whose "Schedule nudge" button was pressed (or what the share sheet sent), for the schedule form.
  const [nudgePrefill, setNudgePrefill] = useState<NudgePrefill | null>(() => prefillFromSearch(window.location.search));
  const contactRequest = useContactRequest();
  const unconfirmed = useAuth().user?.isVerified === false;
  useSupportReplyToast();
  useRefreshWhenNudgesFallDue();
  // Read before the lists below: they show and read every date in the user's zone.
  useUserTimeZone();
  const clearFocus = useCallback(() => setContactFocus(null), []);
  const clearPrefill = useCallback(() => setNudgePrefill(null), []);

  // Opened from a nudge's notification: the one thing to do is text or call (docs/product.md#contact-card).
  if (contactRequest.request) return <ContactActionCard request={contactRequest.request} onDismiss={contactRequest.dismiss} />;

  const showContact = (name: string, phone: string | null) => {
    setContactFocus({ name, phone });
    setTab("contacts");
  };
  const scheduleNudgeFor = (name: string, phone: string | null) => {
    setNudgePrefill({ name, phone });
    setTab("active");
  };
  const changeTab = (next: DashboardTab) => {
    // A person looked up from a nudge is only offered while the Contacts tab stays open.
    if (next !== "contacts") setContactFocus(null);
    setTab(next);
  };

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <DashboardHeader refresh={<RefreshButton />} account={<AccountControl />} />
      {/* Spaced tighter on a phone, so its first screen reaches the tabs under the notices. */}
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-4 sm:py-6">
        <section className="mb-4 flex flex-wrap items-end justify-between gap-3 sm:mb-6">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight">
              <Trans>Stay Connected</Trans>
            </h1>
            <p className="text-muted-foreground">
              <Trans>Schedule a nudge, and we'll remind you the moment it's time to reach out.</Trans>
            </p>
          </div>
          {/* Who to reach out to today, one tap from the top of the page (docs/product.md#today). */}
          <Button asChild variant="outline" className="min-h-11 w-full sm:w-auto">
            <Link to="/today">
              <CalendarCheck aria-hidden />
              <Trans>Today</Trans>
            </Link>
          </Button>
        </section>
        {/* Its place is kept while the confirm-email notice loads, so nothing below it moves when it shows. */}
        <div className={unconfirmed ? "mb-3 flex min-h-40 flex-col *:flex-1 sm:mb-6 sm:min-h-17" : "mb-3 empty:hidden sm:mb-6"}>
          <Suspense fallback={null}>
            <DeliveryNotices />
          </Suspense>
        </div>
        <div className="mb-3 empty:hidden sm:mb-6">
          <PlanStatus />
        </div>
        {/* Until this device gets pushes, nudges can't reach the person: ask right at the top. */}
        <div className="mb-4 empty:hidden sm:mb-6">
          <NotificationCard title={t`Turn on notifications for your nudges`} hideWhenEnabled compact />
        </div>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: not a control: pointing at or focusing the tabs inside starts loading the other tabs' code. */}
        <div onPointerOver={fetchOtherTabs} onFocus={fetchOtherTabs}>
          <DashboardTabs
            value={tab}
            onValueChange={changeTab}
            panels={{
              active: (
                <LazyPanel>
                  <ActiveNudgesPanel
                    onShowContact={showContact}
                    prefill={nudgePrefill}
                    onPrefillUsed={clearPrefill}
                    templatesButton={templatesButton}
                  />
                </LazyPanel>
              ),
              contacts: (
                <LazyPanel>
                  <ContactsPanel focus={contactFocus} onFocusDone={clearFocus} onScheduleNudge={scheduleNudgeFor} />
                </LazyPanel>
              ),
              history: (
                <LazyPanel>
                  <HistoryPanel />
                </LazyPanel>
              ),
              support: (
                <LazyPanel>
                  <SupportPanel />
                </LazyPanel>
              ),
            }}
          />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
