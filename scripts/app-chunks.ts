// The client build's chunking (vite.config.ts). Left to itself the bundler splits the signed-in
// dashboard into ~45 small files (each Radix part, each icon, each ui component, each module two
// lazy routes share), and a phone on HTTP/1.1 fetches them six at a time: Lighthouse's mobile
// simulation spent about a second of the dashboard's LCP on those round trips. Over HTTP/2 they
// still cost its median 4 points (98 → 94, docs/client-loading.md). So the modules of
// the pages that matter most are grouped by who loads them:
// - "landing-shared": what the visitor's landing page loads and a signed-in page needs too,
// - "pwa-shared": what the landing page loads after it shows (install card, offline bar,
//   update toast, TanStack Query) and a signed-in page needs too,
// - "visitor-shared": what the other pages a visitor opens (sign-in, pricing, support, password
//   reset, and the pages an email's link opens) need and the dashboard's first paint needs too (the routes, buttons, cards), and
//   "forms": what their forms share with the dashboard's first tab (react-hook-form), so those
//   pages download neither the dashboard's shell nor its first tab, and the dashboard still
//   paints before it loads any form code,
// - "signed-in": everything else the dashboard's first paint needs,
// - "first-tab": Active Nudges, which renders right after that paint, in a task of its own.
// The landing page keeps its first-load budget (90 KB), and the other tabs, pages and the admin
// console stay lazy chunks of their own, left to the bundler. Which page is in which group is its
// `chunk` in src/routes.ts.
import type { CodeSplittingNameFunction } from "rolldown";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ROUTES, type ChunkGroup, type Route } from "../src/routes.ts";

/** The chunk groups' names, as the built files begin (`assets/signed-in-<hash>.js`). */
export const CHUNKS = {
  landingShared: "landing-shared",
  pwaShared: "pwa-shared",
  visitorShared: "visitor-shared",
  forms: "forms",
  signedIn: "signed-in",
  firstTab: "first-tab",
  emailLinks: "email-links",
  delivery: "delivery",
  confirmDialogs: "confirm-dialogs",
  icons: "icons",
  moreIcons: "more-icons",
} as const;

/** The chunk that holds a route's page: its group's, or one of its own named after its file. */
export const pageChunk = (route: Route) =>
  route.chunk === "email-links" ? CHUNKS.emailLinks : route.chunk === "signed-in" ? CHUNKS.signedIn : route.page;

const src = (paths: string[]) => paths.map((path) => fileURLToPath(new URL(`../src/${path}`, import.meta.url)));
const pagesIn = (...groups: ChunkGroup[]) =>
  ROUTES.filter((route) => groups.includes(route.chunk)).map((route) => `pages/${route.page}.tsx`);

const ENTRY = src(["main.tsx"]);
const LANDING = src(pagesIn("landing"));
const VISITOR_EXTRAS = src(["features/pwa/visitor-extras.tsx"]);
/** What the dashboard's first paint loads (the boot script, scripts/boot-script.ts, fetches it at once). */
const SIGNED_IN = src(["app-routes.tsx", ...pagesIn("signed-in")]);
/** The pages an email's link opens (issue 19), for anyone, signed in or not, and what only they use. */
const LINK_PAGE_CODE = src([
  ...pagesIn("email-links"),
  "features/delivery/link-action.ts",
  "components/notice.tsx",
  "components/page-spinner.tsx",
]);
/** The pages a visitor opens besides the landing page, reached through the same routes. */
const VISITOR_PAGES = src(["app-routes.tsx", ...pagesIn("visitor", "email-links")]);
const FORM_LIBRARY = /[\\/]node_modules[\\/]react-hook-form[\\/]/;
/** Its first tab, which renders after that paint (its forms bring react-hook-form; their checks, with zod, load on first use). */
const FIRST_TAB = src(["features/nudges/active-nudges-panel.tsx"]);

const CONFIRM = /[\\/]src[\\/](components[\\/]ui[\\/]alert-dialog|components[\\/]confirm-dialog)\.tsx$/;
const DELIVERY =
  /[\\/]src[\\/](features[\\/]delivery[\\/](?!link-action)|lib[\\/]delivery-(api|words)\.ts$|components[\\/]delivery-fix\.tsx$)/;

type ModuleGraph = Parameters<CodeSplittingNameFunction>[1];

/** The modules `roots` import statically, directly or not (dynamic imports stay separate chunks). */
function staticClosure(graph: ModuleGraph, roots: string[]) {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** By the name the app imports it under (`BellRing`, `XIcon`), each lucide icon's file (`bell-ring.mjs`, `x.mjs`). */
function lucideFiles() {
  const index = readFileSync(fileURLToPath(new URL("../node_modules/lucide-react/dist/esm/lucide-react.mjs", import.meta.url)), "utf8");
  const files = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)'/g))
    for (const name of names!.matchAll(/as (\w+)/g)) files.set(name[1]!, file!);
  return files;
}

/** The lucide icon files that `modules` (of src/) import. */
function iconFiles(modules: Set<string>) {
  const byName = lucideFiles();
  const files = new Set<string>();
  for (const id of modules) {
    if (!/[\\/]src[\\/].*\.tsx?$/.test(id)) continue;
    for (const [, names] of readFileSync(id, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g)) {
      for (const name of names!.split(",")) {
        const file = byName.get(name.trim().split(/\s+as\s+/)[0]!);
        if (file) files.add(file);
      }
    }
  }
  return files;
}

// Left to the bundler, the dashboard loaded 130.9 KB of JS in 33 files before its heading (not 126.5 KB in 11) and its Lighthouse median fell to 83 (from 91-95).
/**
 * What the visitor's pages without a form (pricing, support…) import: `forms` must hold none of
 * it, or such a page downloads react-hook-form for a badge (it did: 17 KB before the pricing
 * page's heading, Lighthouse 93).
 */
function formlessCode(graph: ModuleGraph) {
  const code = new Set<string>();
  for (const page of src(pagesIn("visitor", "email-links"))) {
    const closure = staticClosure(graph, [page]);
    if (![...closure].some((id) => FORM_LIBRARY.test(id))) for (const id of closure) code.add(id);
  }
  return code;
}

/** A chunk group's `name` for one build: the chunk a module belongs in, or null for the bundler to place. */
export function appChunks(): CodeSplittingNameFunction {
  const linkPages = new Set(LINK_PAGE_CODE);
  let sets: Record<"entry" | "landing" | "extras" | "visitorPages" | "formless" | "signedIn" | "firstTab", Set<string>> | null = null;
  let firstPaintIcons: Set<string> | null = null;
  return (id, graph) => {
    sets ??= {
      entry: staticClosure(graph, ENTRY),
      landing: staticClosure(graph, LANDING),
      extras: staticClosure(graph, VISITOR_EXTRAS),
      visitorPages: staticClosure(graph, VISITOR_PAGES),
      formless: formlessCode(graph),
      signedIn: staticClosure(graph, SIGNED_IN),
      firstTab: staticClosure(graph, FIRST_TAB),
    };
    const { entry, landing, extras, visitorPages, formless, signedIn, firstTab } = sets;
    firstPaintIcons ??= iconFiles(signedIn);
    // The icons in one file (not one file each), in two: those the dashboard's first paint shows
    // (and lucide's own code), and all the others, which it loads after its heading. (A third file
    // for the icons only visitors' pages show took 3.9 KB off the landing page, but the dashboard
    // then fetched one more file after its heading and its Lighthouse median fell from 93 to 82.)
    if (/[\\/]lucide-react[\\/]/.test(id)) {
      const icon = /[\\/]icons[\\/]([\w-]+\.mjs)$/.exec(id)?.[1];
      return icon && !firstPaintIcons.has(icon) ? CHUNKS.moreIcons : CHUNKS.icons;
    }
    // Issue 19's delivery words, notices and fixes, loaded after the dashboard's first paint by its
    // notices, history and Account dialog: one file, so the dashboard's list of lazy files (which
    // its first paint downloads) names one more file, not four.
    if (DELIVERY.test(id)) return CHUNKS.delivery;
    // The pages an email's link opens: small, and one file for the routes to name, not four.
    if (linkPages.has(id)) return CHUNKS.emailLinks;
    // The ask-first dialogs (deleting in the tabs, removing a device, signing out everywhere) share
    // their dialog: one file with it, as before there were two kinds.
    if (CONFIRM.test(id)) return CHUNKS.confirmDialogs;
    if (entry.has(id)) return null;
    if (landing.has(id)) return signedIn.has(id) || extras.has(id) ? CHUNKS.landingShared : null;
    if (extras.has(id)) return signedIn.has(id) ? CHUNKS.pwaShared : null;
    if (visitorPages.has(id)) return signedIn.has(id) ? CHUNKS.visitorShared : firstTab.has(id) && !formless.has(id) ? CHUNKS.forms : null;
    if (signedIn.has(id)) return CHUNKS.signedIn;
    return firstTab.has(id) ? CHUNKS.firstTab : null;
  };
}
