import "./lib/zod-without-eval";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";
import { deviceLanguage, showLanguage } from "./lib/i18n";
import { captureInstallPrompt } from "./lib/install-prompt";
import { measureVitals } from "./lib/measure-vitals";
import { registerServiceWorker } from "./lib/register-service-worker";
import { ThemeProvider } from "./lib/theme";
import { router } from "./router";

registerServiceWorker();
captureInstallPrompt();
measureVitals();

// index.html's loading screen stays until the first page's code and first reads are in (the
// router loads both at once) and the language's catalog is in beside them, so the page paints
// whole, in one render, in the person's language.
void Promise.all([router.load().catch(() => undefined), showLanguage(deviceLanguage())]).then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ThemeProvider>
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nProvider>
    </StrictMode>,
  ),
);
