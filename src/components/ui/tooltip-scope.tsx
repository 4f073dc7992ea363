import type { ComponentType } from "react";

/**
 * For React.lazy: loads a page together with the shared TooltipProvider (in parallel, so no
 * waterfall) and renders the page inside it. Pages with tooltips get one set of delays without
 * the provider's code landing in the entry chunk.
 */
export async function withSharedTooltips<P extends object>(page: Promise<{ default: ComponentType<P> }>) {
  const [{ default: Page }, { TooltipProvider }] = await Promise.all([page, import("./tooltip")]);
  return {
    default: (props: P) => (
      <TooltipProvider>
        <Page {...props} />
      </TooltipProvider>
    ),
  };
}
