// The app's router (TanStack Router): each file under src/routes/ is one page, its address the
// file's path, its first reads its `loader` (docs/client-loading.md). The route tree is written
// from those files by the router's Vite plugin (and `tsr generate` for the typecheck); the plugin
// also puts each page's component in a chunk of its own, while the loaders stay here, so a page's
// data is on its way while its code downloads.
import { createRouter, parseSearchWith } from "@tanstack/react-router";
import { AppProviders } from "@/app-providers";
import { FullScreenLoader } from "@/components/full-screen-loader";
import { LoadError } from "@/components/load-error";
import { queryClient } from "@/lib/api";
import { routeTree } from "./route-tree.gen";

export const router = createRouter({
  routeTree,
  context: { queryClient },
  // A link's page and first reads start loading when the pointer rests on it or it is focused.
  defaultPreload: "intent",
  // TanStack Query decides when data is fresh, not the router's own cache of loader results.
  defaultPreloadStaleTime: 0,
  // Query values stay the text they were written as: the router's default reads JSON in them, and
  // a nudge's message such as "[1]" or "true" would come back as another text. A key with no value
  // stays bare ("/?site", not "/?site="), and a space is %20 as in the links the app writes.
  parseSearch: parseSearchWith((value) => value),
  stringifySearch: (search) => {
    const text = Object.entries(search)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => (value === "" ? encodeURIComponent(key) : `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`))
      .join("&");
    return text ? `?${text}` : "";
  },
  defaultPendingComponent: FullScreenLoader,
  defaultErrorComponent: LoadError,
  Wrap: AppProviders,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
