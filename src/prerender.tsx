// The landing page as HTML, rendered at build time (scripts/prerender.ts puts it in index.html),
// so a visitor's first paint needs no script: only index.html and its stylesheet.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { LandingPage } from "@/features/marketing/landing-page";

export async function renderLanding() {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <LandingPage signedIn={false} /> }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}
