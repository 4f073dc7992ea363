/** Registers /sw.js (scope /) once the page has loaded; a failure is only logged (SPEC §7). */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error) => console.error("Service worker registration failed", error));
  });
}
