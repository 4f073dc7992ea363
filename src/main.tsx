import "./lib/zod-without-eval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import "./index.css";
import { captureInstallPrompt } from "./lib/install-prompt";
import { sendEarlyReads } from "./lib/early-reads";
import { preloadSignedInPage } from "./lib/preload-page";
import { registerServiceWorker } from "./lib/register-service-worker";

registerServiceWorker();
captureInstallPrompt();
sendEarlyReads();
preloadSignedInPage();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
