// First-load JavaScript per route of the built app (dist/client), gzipped: the entry chunk and
// what index.html preloads, plus the route's own chunk and everything those import statically
// (the PWA extras chunk loads after the load event). A visitor's landing page is rendered by the
// entry and its own chunk; every other route also needs the routes, in the visitor-shared chunk,
// and the dashboard is the signed-in chunk with its first tab (see scripts/app-chunks.ts).
// `npm run size` after `npm run build`.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const DIR = "dist/client";
const BUDGET_KB = 90;
const assets = readdirSync(`${DIR}/assets`);
// By name exactly: "landing" must not find "landing-shared-<hash>.js" (hashes are 8 characters).
const chunk = (name) => {
  const file = assets.find((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
  if (!file) throw new Error(`no ${name} chunk in ${DIR}/assets: scripts/app-chunks.ts and this script disagree`);
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
    const statics = [...code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w${}\s,*]*from\s*)?["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]);
    closure(statics, seen);
  }
  return seen;
}

const kb = (files) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(`${DIR}/assets/${f}`), { level: 9 }).length, 0) / 1024;

/** Each route's chunks (the dashboard's page is in signed-in; first-tab is its Active Nudges tab). */
const ROUTES = {
  landing: ["landing"],
  login: ["visitor-shared", "forms", "login"],
  pricing: ["visitor-shared", "pricing"],
  dashboard: ["visitor-shared", "signed-in", "first-tab"],
  admin: ["visitor-shared", "admin"],
  // The pages an email's link opens (confirm email, unsubscribe, mark done) share one chunk.
  "email-links": ["visitor-shared", "email-links"],
};

let over = false;
for (const [route, chunks] of Object.entries(ROUTES)) {
  const files = closure([...entry, ...chunks.map(chunk)]);
  const size = kb(files);
  const budget = route === "landing" ? ` (budget ${BUDGET_KB} KB)` : "";
  if (route === "landing" && size > BUDGET_KB) over = true;
  console.log(`${route.padEnd(12)} ${size.toFixed(1).padStart(6)} KB gzipped in ${files.size} files${budget}`);
}
console.log(`entry only   ${kb(closure(entry)).toFixed(1).padStart(6)} KB`);
if (over) {
  console.error(`The landing page's first-load JavaScript is over ${BUDGET_KB} KB.`);
  process.exit(1);
}
