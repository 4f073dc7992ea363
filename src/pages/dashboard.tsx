import { BellRing, Bot, History, Users } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { SiteFooter } from "@/components/site-footer";
import { DashboardHeader } from "@/features/dashboard/dashboard-header";
import { DashboardTabs, type DashboardTab } from "@/features/dashboard/dashboard-tabs";

export default function DashboardPage() {
  const [tab, setTab] = useState<DashboardTab>("active");
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <DashboardHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <section className="mb-6">
          <h1 className="text-3xl font-bold tracking-tight">Stay Connected</h1>
          <p className="text-muted-foreground">Schedule a nudge, and we'll remind you the moment it's time to reach out.</p>
        </section>
        <DashboardTabs
          value={tab}
          onValueChange={setTab}
          panels={{
            active: <EmptyState Icon={BellRing} title="No nudges scheduled">Your upcoming nudges will show here, soonest first.</EmptyState>,
            contacts: <EmptyState Icon={Users} title="No contacts yet">The people you keep in touch with, with notes on every conversation.</EmptyState>,
            history: <EmptyState Icon={History} title="No past nudges">Nudges move here once they've been delivered, ready to reuse.</EmptyState>,
            support: <EmptyState Icon={Bot} title="Need a hand?">Ask our support assistant anything about Nudge.</EmptyState>,
          }}
        />
      </main>
      <SiteFooter />
    </div>
  );
}
