import "./lib/zod-without-eval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import "./index.css";
import { captureInstallPrompt } from "./lib/install-prompt";
import { registerServiceWorker } from "./lib/register-service-worker";

registerServiceWorker();
captureInstallPrompt();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
