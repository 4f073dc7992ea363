// Chrome fires beforeinstallprompt once, early; it is caught here, in the entry chunk, so the
// install card (loaded later) can still use it.

/** Chromium's install prompt event (not in the DOM typings). */
export type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: "accepted" | "dismissed" }> };

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function captureInstallPrompt() {
  addEventListener("beforeinstallprompt", (event) => {
    // Our own card asks, at a better moment than the browser's mini-infobar.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  addEventListener("appinstalled", () => {
    deferred = null;
    notify();
  });
}

export const installPrompt = () => deferred;

/** After the prompt was used: Chrome allows one prompt() per event. */
export function forgetInstallPrompt() {
  deferred = null;
  notify();
}

export function subscribeToInstallPrompt(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
