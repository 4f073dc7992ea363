// The production service worker at /sw.js: the push and notification handlers of public/sw.js
// (which is also the whole worker under `npm run dev`), plus the app shell precache that lets
// Nudge open offline. Bundled after `vite build` by service-worker/vite-plugin.ts, which replaces
// self.__WB_MANIFEST with the build's files and their revisions.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
// sw-store.js first: sw.js loads it with importScripts only where it isn't bundled in (dev).
import "../public/sw-store.js";
import "../public/sw.js";
import { carryBeacons } from "./beacons.js";

// Old revisions are dropped when this worker activates; caches of older Workbox versions too.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every page of the SPA is index.html ("/"): serve it from the precache so a reload offline
// still opens the app. Only static files are ever cached: /api/* always goes to the network,
// so one person's data never sits in a cache another could read.
registerRoute(new NavigationRoute(createHandlerBoundToURL("/"), { denylist: [/^\/api\//] }));

carryBeacons(self);
