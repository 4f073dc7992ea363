import { Bot, Users } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { SiteFooter } from "@/components/site-footer";
import { ContactActionCard } from "@/features/contact-action/contact-action-card";
import { useContactRequest } from "@/features/contact-action/use-contact-request";
import { DashboardHeader } from "@/features/dashboard/dashboard-header";
import { DashboardTabs, type DashboardTab } from "@/features/dashboard/dashboard-tabs";
import { HistoryPanel } from "@/features/history/history-panel";
import { NotificationCard } from "@/features/notifications/notification-card";
import { ActiveNudgesPanel } from "@/features/nudges/active-nudges-panel";

type ContactFocus = { name: string; phone: string | null };

export default function DashboardPage() {
  const [tab, setTab] = useState<DashboardTab>("active");
  // The person whose contact-details button was pressed on a pending nudge.
  const [contactFocus, setContactFocus] = useState<ContactFocus | null>(null);
  const contactRequest = useContactRequest();

  // Opened from a nudge's notification: the one thing to do is text or call (SPEC "Contact action mode").
  if (contactRequest.request) return <ContactActionCard request={contactRequest.request} onDismiss={contactRequest.dismiss} />;

  const showContact = (name: string, phone: string | null) => {
    setContactFocus({ name, phone });
    setTab("contacts");
  };

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <DashboardHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <section className="mb-6">
          <h1 className="text-3xl font-bold tracking-tight">Stay Connected</h1>
          <p className="text-muted-foreground">Schedule a nudge, and we'll remind you the moment it's time to reach out.</p>
        </section>
        {/* Until this device gets pushes, nudges can't reach the person: ask right at the top. */}
        <div className="mb-6 empty:hidden">
          <NotificationCard title="Turn on notifications for your nudges" hideWhenEnabled />
        </div>
        <DashboardTabs
          value={tab}
          onValueChange={setTab}
          panels={{
            active: <ActiveNudgesPanel onShowContact={showContact} />,
            contacts: (
              <EmptyState Icon={Users} title={contactFocus ? `${contactFocus.name} isn't in your contacts yet` : "No contacts yet"}>
                {contactFocus
                  ? `Add ${contactFocus.name}${contactFocus.phone ? ` (${contactFocus.phone})` : ""} as a contact to keep notes on every conversation in one place.`
                  : "The people you keep in touch with, with notes on every conversation."}
              </EmptyState>
            ),
            history: <HistoryPanel />,
            support: <EmptyState Icon={Bot} title="Need a hand?">Ask our support assistant anything about Nudge.</EmptyState>,
          }}
        />
      </main>
      <SiteFooter />
    </div>
  );
}
