import { useCallback, useState } from "react";
import { SiteFooter } from "@/components/site-footer";
import { PlanStatus } from "@/features/billing/plan-status";
import { ContactActionCard } from "@/features/contact-action/contact-action-card";
import { useContactRequest } from "@/features/contact-action/use-contact-request";
import { ContactsPanel, type ContactFocus } from "@/features/contacts/contacts-panel";
import { DashboardHeader } from "@/features/dashboard/dashboard-header";
import { DashboardTabs, TABS, type DashboardTab } from "@/features/dashboard/dashboard-tabs";
import { HistoryPanel } from "@/features/history/history-panel";
import { NotificationCard } from "@/features/notifications/notification-card";
import { ActiveNudgesPanel, type NudgePrefill } from "@/features/nudges/active-nudges-panel";
import { useRefreshWhenNudgesFallDue } from "@/features/nudges/use-refresh-when-due";
import { SupportPanel } from "@/features/support/support-panel";
import { useSupportReplyToast } from "@/features/support/use-support-reply-toast";
import { useUserTimeZone } from "@/features/account/account-settings-api";

export default function DashboardPage() {
  // ?tab=support (from the support page or a support reply's notification) or ?tab=history (a
  // notification's Done or Snooze that failed) opens that tab; anything else starts on Active Nudges.
  const [tab, setTab] = useState<DashboardTab>(() => TABS.find((t) => t.value === new URLSearchParams(window.location.search).get("tab"))?.value ?? "active");
  // The person whose contact-details button was pressed on a pending nudge.
  const [contactFocus, setContactFocus] = useState<ContactFocus | null>(null);
  // The contact whose "Schedule nudge" button was pressed, for the schedule form.
  const [nudgePrefill, setNudgePrefill] = useState<NudgePrefill | null>(null);
  const contactRequest = useContactRequest();
  useSupportReplyToast();
  useRefreshWhenNudgesFallDue();
  // Read before the lists below: they show and read every date in the user's zone.
  useUserTimeZone();
  const clearFocus = useCallback(() => setContactFocus(null), []);
  const clearPrefill = useCallback(() => setNudgePrefill(null), []);

  // Opened from a nudge's notification: the one thing to do is text or call (SPEC "Contact action mode").
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
      <DashboardHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <section className="mb-6">
          <h1 className="text-3xl font-bold tracking-tight">Stay Connected</h1>
          <p className="text-muted-foreground">Schedule a nudge, and we'll remind you the moment it's time to reach out.</p>
        </section>
        <div className="mb-6 empty:hidden"><PlanStatus /></div>
        {/* Until this device gets pushes, nudges can't reach the person: ask right at the top. */}
        <div className="mb-6 empty:hidden">
          <NotificationCard title="Turn on notifications for your nudges" hideWhenEnabled />
        </div>
        <DashboardTabs
          value={tab}
          onValueChange={changeTab}
          panels={{
            active: <ActiveNudgesPanel onShowContact={showContact} prefill={nudgePrefill} onPrefillUsed={clearPrefill} />,
            contacts: <ContactsPanel focus={contactFocus} onFocusDone={clearFocus} onScheduleNudge={scheduleNudgeFor} />,
            history: <HistoryPanel />,
            support: <SupportPanel />,
          }}
        />
      </main>
      <SiteFooter />
    </div>
  );
}
