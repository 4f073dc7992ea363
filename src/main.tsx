import "./lib/zod-without-eval";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, loadFirstPage } from "./App";
import "./index.css";
import { captureInstallPrompt } from "./lib/install-prompt";
import { measureVitals } from "./lib/measure-vitals";
import { registerServiceWorker } from "./lib/register-service-worker";

registerServiceWorker();
captureInstallPrompt();
measureVitals();

const root = createRoot(document.getElementById("root")!);
// index.html's loading screen stays until the first page can render whole. As a transition, that
// render yields to the browser every few milliseconds instead of blocking it in one long task.
// If its code can't load (offline before the app was installed), the app renders anyway: the page
// fails to load again and App's error boundary says so, with a way to try again.
void loadFirstPage()
  .catch(() => undefined)
  .then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
