import type * as React from "react";
import * as TabsPrimitive from "@radix-ui/react-tabs";

import { cn } from "@/lib/utils";

function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-2", className)} {...props} />;
}

function TabsList({ className, onFocus, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      // Radix's list is a Tab stop of its own that hands focus on to the selected tab, except after
      // a mouse click on a tab: then the list itself kept focus, with no ring, for one Tab press.
      onFocus={(event) => {
        onFocus?.(event);
        if (event.target === event.currentTarget)
          event.currentTarget.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus();
      }}
      className={cn(
        "inline-flex h-11 w-fit items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground sm:h-10",
        className,
      )}
      {...props}
    />
  );
}

function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-3 py-1 text-sm font-medium whitespace-nowrap text-muted-foreground transition-[color,box-shadow] outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm dark:data-[state=active]:border-input dark:data-[state=active]:bg-input/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A tab of a full-width strip (dashboard, admin): icon above a label that may wrap to two lines
 * on a phone, so labels stay at 14 px and inside their pill at 360 px; icon beside it from sm up.
 */
function IconTabsTrigger({
  icon: Icon,
  label,
  className,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger> & { icon: React.ComponentType<{ className?: string }>; label: string }) {
  return (
    <TabsTrigger
      className={cn(
        "flex h-auto min-h-14 flex-col gap-1 px-1 py-1.5 text-center whitespace-normal sm:min-h-11 sm:flex-row sm:gap-2",
        className,
      )}
      {...props}
    >
      <Icon className="size-4" aria-hidden />
      {/* A long word in another language breaks (hyphenated where the browser can) rather than spill over the pill. */}
      <span className="leading-tight hyphens-auto [overflow-wrap:anywhere]">{label}</span>
    </TabsTrigger>
  );
}

function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn("flex-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}
      {...props}
    />
  );
}

export { Tabs, TabsList, TabsTrigger, IconTabsTrigger, TabsContent };
