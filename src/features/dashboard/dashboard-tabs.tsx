import { BellRing, Bot, History, Users } from "lucide-react";
import type { ReactNode } from "react";
import { IconTabsTrigger, Tabs, TabsContent, TabsList } from "@/components/ui/tabs";
import { useFirstPaintDone } from "@/hooks/use-first-paint-done";

export type DashboardTab = "active" | "contacts" | "history" | "support";

export const TABS: { value: DashboardTab; label: string; Icon: typeof BellRing }[] = [
  { value: "active", label: "Active Nudges", Icon: BellRing },
  { value: "contacts", label: "Contacts", Icon: Users },
  { value: "history", label: "Nudge History", Icon: History },
  { value: "support", label: "AI Support", Icon: Bot },
];

type Props = {
  value: DashboardTab;
  onValueChange: (tab: DashboardTab) => void;
  panels: Record<DashboardTab, ReactNode>;
  placeholder: ReactNode;
};

/**
 * The four dashboard tabs; each area renders its own panel into it. The panels (and `placeholder`
 * until then) come after the page's first paint: Radix's tab panel reads its computed style as it
 * mounts (for its animations), which made the browser work out the styles of the whole new page
 * inside React's commit; mounted a frame later, only the panel's own are left.
 */
export function DashboardTabs({ value, onValueChange, panels, placeholder }: Props) {
  const painted = useFirstPaintDone();
  return (
    <Tabs value={value} onValueChange={(v) => onValueChange(v as DashboardTab)} className="gap-4">
      <TabsList className="grid h-auto w-full grid-cols-4">
        {TABS.map(({ value: tab, label, Icon }) => (
          <IconTabsTrigger key={tab} value={tab} icon={Icon} label={label} />
        ))}
      </TabsList>
      {painted
        ? TABS.map(({ value: tab }) => (
            <TabsContent key={tab} value={tab}>
              {panels[tab]}
            </TabsContent>
          ))
        : placeholder}
    </Tabs>
  );
}
