import { BellRing, Bot, History, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export type DashboardTab = "active" | "contacts" | "history" | "support";

export const TABS: { value: DashboardTab; label: string; Icon: typeof BellRing }[] = [
  { value: "active", label: "Active Nudges", Icon: BellRing },
  { value: "contacts", label: "Contacts", Icon: Users },
  { value: "history", label: "Nudge History", Icon: History },
  { value: "support", label: "AI Support", Icon: Bot },
];

/** The four dashboard tabs; each area renders its own panel into it. */
export function DashboardTabs({ value, onValueChange, panels }: { value: DashboardTab; onValueChange: (tab: DashboardTab) => void; panels: Record<DashboardTab, ReactNode> }) {
  return (
    <Tabs value={value} onValueChange={(v) => onValueChange(v as DashboardTab)} className="gap-4">
      <TabsList className="grid h-auto w-full grid-cols-4">
        {TABS.map(({ value: tab, label, Icon }) => (
          <TabsTrigger key={tab} value={tab} className="flex h-auto min-h-11 flex-col gap-1 px-1 py-1.5 text-xs sm:flex-row sm:gap-2 sm:text-sm">
            <Icon className="size-4" aria-hidden />
            <span className="leading-tight">{label}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map(({ value: tab }) => (
        <TabsContent key={tab} value={tab}>
          {panels[tab]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
