import type { ComponentType } from "react";
import { TooltipProvider } from "./tooltip";

/**
 * For React.lazy: renders a page inside the shared TooltipProvider, so pages with tooltips get
 * one set of delays. (This module and the provider are in the signed-in chunk, never the entry.)
 */
export async function withSharedTooltips<P extends object>(page: Promise<{ default: ComponentType<P> }>) {
  const { default: Page } = await page;
  return {
    default: (props: P) => (
      <TooltipProvider>
        <Page {...props} />
      </TooltipProvider>
    ),
  };
}
