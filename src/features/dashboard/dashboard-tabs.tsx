import { t } from "@lingui/core/macro";
import { BellRing, Bot, History, Users } from "lucide-react";
import type { ReactNode } from "react";
import { IconTabsTrigger, Tabs, TabsContent, TabsList } from "@/components/ui/tabs";

export type DashboardTab = "active" | "contacts" | "history" | "support";

export const TABS: { value: DashboardTab; label: string; Icon: typeof BellRing }[] = [
  {
    value: "active",
    get label() {
      return t`Active Nudges`;
    },
    Icon: BellRing,
  },
  {
    value: "contacts",
    get label() {
      return t`Contacts`;
    },
    Icon: Users,
  },
  {
    value: "history",
    get label() {
      return t`Nudge History`;
    },
    Icon: History,
  },
  {
    value: "support",
    get label() {
      return t`AI Support`;
    },
    Icon: Bot,
  },
];

type Props = {
  value: DashboardTab;
  onValueChange: (tab: DashboardTab) => void;
  panels: Record<DashboardTab, ReactNode>;
};

/** The four dashboard tabs; each area renders its own panel into it. */
export function DashboardTabs({ value, onValueChange, panels }: Props) {
  return (
    <Tabs value={value} onValueChange={(v) => onValueChange(v as DashboardTab)} className="gap-4">
      <TabsList className="grid h-auto w-full grid-cols-4">
        {TABS.map(({ value: tab, label, Icon }) => (
          <IconTabsTrigger key={tab} value={tab} icon={Icon} label={label} />
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
