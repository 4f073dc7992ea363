import "./lib/zod-without-eval";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";
import { captureInstallPrompt } from "./lib/install-prompt";
import { measureVitals } from "./lib/measure-vitals";
import { registerServiceWorker } from "./lib/register-service-worker";
import { ThemeProvider } from "./lib/theme";
import { router } from "./router";

registerServiceWorker();
captureInstallPrompt();
measureVitals();

// index.html's loading screen stays until the first page's code and first reads are in (the
// router loads both at once), so the page paints whole, in one render.
void router
  .load()
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <ThemeProvider>
          <RouterProvider router={router} />
        </ThemeProvider>
      </StrictMode>,
    ),
  );
