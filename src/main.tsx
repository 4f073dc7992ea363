import "./lib/zod-without-eval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import "./index.css";
import { registerServiceWorker } from "./lib/register-service-worker";
import { queryClient } from "./lib/api";
import { captureInstallPrompt } from "./lib/install-prompt";
import { persistQueryCache, restoreQueryCache } from "./lib/offline-cache";
import { preloadSignedInPage } from "./lib/preload-page";

registerServiceWorker();
captureInstallPrompt();
restoreQueryCache(queryClient);
persistQueryCache(queryClient);
preloadSignedInPage(queryClient);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
