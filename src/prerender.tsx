// The landing page as HTML, rendered at build time (scripts/prerender.ts puts it in index.html),
// so a visitor's first paint needs no script: only index.html and its stylesheet.
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { LandingPage } from "@/features/marketing/landing-page";
import { messages } from "@/locales/en.po";

/** In English: a visitor shown another language waits for the app's own page (public/first-screen.js). */
export async function renderLanding() {
  i18n.loadAndActivate({ locale: "en", messages });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <LandingPage signedIn={false} /> }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  await router.load();
  return renderToString(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}
