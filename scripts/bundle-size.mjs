// First-load JavaScript per route of the built app (dist/client), gzipped: the entry chunk and
// what index.html preloads, plus the route's own chunk and everything those import statically
// (the PWA extras chunk loads after the load event). Every page of src/routes.ts: a visitor's
// landing page is rendered by the entry and its own chunk; every other route also needs the
// routes, in the visitor-shared chunk, and the dashboard is the signed-in chunk with its first tab
// (see scripts/app-chunks.ts). Pages that share a chunk (the email links') are one line. The
// dashboard's first paint (before its first tab) has a budget too: what the bench's
// "/dashboard first load" measures in Chromium, the JS requested before its heading shows.
// `npm run size` after `npm run build`.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { CHUNKS, pageChunk } from "./app-chunks.ts";
import { ROUTES } from "../src/routes.ts";

const DIR = "dist/client";
const BUDGET_KB = 90;
const DASHBOARD_PAINT_BUDGET_KB = 125;
const assets = readdirSync(`${DIR}/assets`);
// By name exactly: "landing" must not find "landing-shared-<hash>.js" (hashes are 8 characters).
const chunk = (name) => {
  const file = assets.find((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
  if (!file) throw new Error(`no ${name} chunk in ${DIR}/assets: the build and src/routes.ts or scripts/app-chunks.ts disagree`);
  return file;
};

const html = readFileSync(`${DIR}/index.html`, "utf8");
const entry = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);

/** The chunk and everything it imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function closure(files, seen = new Set()) {
  for (const file of files) {
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(`${DIR}/assets/${file}`, "utf8");
    const statics = [...code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w${}\s,*]*from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
      (m) => m[1],
    );
    closure(statics, seen);
  }
  return seen;
}

const kb = (files) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(`${DIR}/assets/${f}`), { level: 9 }).length, 0) / 1024;

/** Each page's chunks, by the page's name (or, when pages share it, the chunk's). */
const pages = new Map();
for (const route of ROUTES) {
  const own = pageChunk(route);
  const landing = route.chunk === "landing";
  const chunks = landing ? [own] : [CHUNKS.visitorShared, own];
  // The dashboard's Active Nudges tab renders right after its first paint.
  if (route.chunk === "signed-in") chunks.push(CHUNKS.firstTab);
  const shared = ROUTES.filter((other) => pageChunk(other) === own).length > 1;
  pages.set(shared ? own : route.page, { chunks, budget: landing ? BUDGET_KB : undefined });
}

let over = false;
for (const [name, { chunks, budget }] of pages) {
  const files = closure([...entry, ...chunks.map(chunk)]);
  const size = kb(files);
  if (budget !== undefined && size > budget) over = true;
  console.log(
    `${name.padEnd(16)} ${size.toFixed(1).padStart(6)} KB gzipped in ${files.size} files${budget === undefined ? "" : ` (budget ${budget} KB)`}`,
  );
}
const paint = closure([...entry, chunk(CHUNKS.visitorShared), chunk(CHUNKS.signedIn)]);
const paintKb = kb(paint);
console.log(
  `${"dashboard paint".padEnd(16)} ${paintKb.toFixed(1).padStart(6)} KB gzipped in ${paint.size} files (budget ${DASHBOARD_PAINT_BUDGET_KB} KB)`,
);
console.log(`${"entry only".padEnd(16)} ${kb(closure(entry)).toFixed(1).padStart(6)} KB`);
if (over) console.error(`The landing page's first-load JavaScript is over ${BUDGET_KB} KB.`);
if (paintKb > DASHBOARD_PAINT_BUDGET_KB)
  console.error(`The dashboard's JavaScript before its first paint is over ${DASHBOARD_PAINT_BUDGET_KB} KB.`);
if (over || paintKb > DASHBOARD_PAINT_BUDGET_KB) process.exit(1);
