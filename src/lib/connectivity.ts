// Whether the server can be reached. navigator.onLine only knows about the network interface
// (and is wrong on captive Wi-Fi, or after some reloads), so a request that fails to connect
// also counts as offline; a cheap health check every few seconds notices when it is back.
// TanStack Query's onlineManager holds the answer: queries pause while it says offline.
import { onlineManager } from "@tanstack/react-query";

const PROBE_EVERY_MS = 3000;
let probe: ReturnType<typeof setTimeout> | undefined;

export const isOnline = () => navigator.onLine !== false && onlineManager.isOnline();

/** fetch() rejects (TypeError) only when no response came back at all. */
export const isNetworkError = (error: unknown) => error instanceof TypeError;

function checkServer() {
  probe = undefined;
  fetch("/api/health", { cache: "no-store" })
    .then((res) => (res.ok ? onlineManager.setOnline(true) : scheduleProbe()))
    .catch(scheduleProbe);
}

function scheduleProbe() {
  if (probe === undefined) probe = setTimeout(checkServer, PROBE_EVERY_MS);
}

/** A request could not reach the server: offline until the health check gets through. */
export function markUnreachable() {
  onlineManager.setOnline(false);
  scheduleProbe();
}

/** At start-up: believe the browser, and the browser's online/offline events from then on. */
export function watchConnectivity() {
  onlineManager.setOnline(navigator.onLine);
  addEventListener("online", checkServer);
}
