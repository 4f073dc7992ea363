/** Registers /sw.js (scope /) once the page has loaded; a failure is only logged (docs/product.md#install-and-offline). */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  // A page that already had a worker and then gets another was updated under its feet: the new
  // deploy's worker took over (it skips waiting), so the page should offer a reload.
  const hadWorker = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (!hadWorker || updated) return;
    updated = true;
    for (const listener of updateListeners) listener();
  });
  // Installing it downloads and stores every file of the app: after the load event, so it does
  // not compete with the page's own files.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

function register() {
  navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    .then((registration) => {
      // An installed app can stay open for days: look for a new deploy whenever it comes back.
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") registration.update().catch(() => undefined);
      });
    })
    .catch((error) => console.error("Service worker registration failed", error));
}

let updated = false;
const updateListeners = new Set<() => void>();

/** Calls back once a new version of the app has taken over this page (at once if it already has). */
export function onAppUpdated(listener: () => void) {
  if (updated) listener();
  updateListeners.add(listener);
  return () => void updateListeners.delete(listener);
}
