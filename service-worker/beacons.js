// The Web Vitals beacon a page sends as it goes away (src/lib/vitals.ts). From a page this worker
// controls it arrives as a fetch event; left unanswered (so the browser would go to the network
// itself), Chromium drops it when the page is being unloaded, and a returning visitor's figures
// would go missing. Answered here, the worker carries it to the network on its own. Nothing is cached.
export function carryBeacons(scope) {
  scope.addEventListener("fetch", (event) => {
    if (event.request.method !== "POST" || new URL(event.request.url).pathname !== "/api/vitals") return;
    event.respondWith(scope.fetch(event.request).catch(() => Response.error()));
  });
}
