// The code each page needs before its heading can show, gzipped: JavaScript and CSS, from the
// build's manifest (dist/client/.vite/manifest.json). A page is its route file under src/routes/:
// the entry (the router, every route's loader), the route's own component chunk (the router's
// plugin splits it out), a signed-in page's layout, and everything those import statically. What
// loads after the heading (a dashboard tab's panel, a dialog, the PWA extras) is not counted.
// The landing page is in index.html itself (scripts/prerender.ts): its heading needs only the
// stylesheet. Every other page also waits for the shown language's catalog (src/lib/i18n.ts loads
// it before the first render): each page is measured in each language, and its budget holds for
// the heaviest.
// `npm run size` after `npm run build`; it fails over a budget.
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const DIR = "dist/client";
const MANIFEST = `${DIR}/.vite/manifest.json`;
/** The visitor's first page, and every other page. */
const BUDGET_KB = { landing: 90, other: 150 };

if (!existsSync(MANIFEST)) throw new Error(`no ${MANIFEST}: run \`npm run build\` first`);
const manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));

/** Every built file (JS and CSS) that these manifest entries need before they run. */
function closure(keys, files = new Set(), seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in ${MANIFEST}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    closure(chunk.imports ?? [], files, seen);
  }
  return files;
}

const kb = (files) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(`${DIR}/${f}`), { level: 9 }).length, 0) / 1024;

// The catalogs the browser can show (not the fit tests' pseudo-locale), each a chunk of its own.
const CATALOG = /^src\/locales\/(.+)\.po$/;
const catalogs = Object.keys(manifest)
  .map((key) => ({ key, language: key.match(CATALOG)?.[1] }))
  .filter((catalog) => catalog.language && catalog.language !== "pseudo");
if (!catalogs.some((c) => c.language === "en")) throw new Error(`no English catalog in ${MANIFEST}`);

const ROUTE = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/;
const routes = Object.keys(manifest)
  .map((key) => ({ key, file: key.match(ROUTE)?.[1] }))
  .filter((route) => route.file && !route.file.startsWith("_signed-in") | route.file.startsWith("_signed-in/"))
  .sort((a, b) => a.file.localeCompare(b.file));

let over = false;
const stylesheet = new Set(manifest["index.html"].css);
const landingKb = kb(stylesheet);
if (landingKb > BUDGET_KB.landing) over = true;
console.log(
  `${"landing".padEnd(16)} ${landingKb.toFixed(1).padStart(6)} KB gzipped in ${String(stylesheet.size).padStart(2)} files (budget ${BUDGET_KB.landing} KB): rendered into index.html, whose script comes after`,
);
for (const { key, file } of routes.filter((route) => route.file !== "index")) {
  const layout = file.startsWith("_signed-in/") ? ["src/routes/_signed-in.tsx?tsr-split=component"] : [];
  const sizes = catalogs.map(({ key: catalog, language }) => {
    const files = closure(["index.html", ...layout, key, catalog]);
    return { language, size: kb(files), count: files.size };
  });
  const english = sizes.find((s) => s.language === "en");
  const heaviest = sizes.reduce((a, b) => (b.size > a.size ? b : a));
  const name = file.replace("_signed-in/", "");
  const budget = BUDGET_KB.other;
  if (heaviest.size > budget) over = true;
  console.log(
    `${name.padEnd(16)} ${english.size.toFixed(1).padStart(6)} KB gzipped in ${String(english.count).padStart(2)} files in English, ${heaviest.size.toFixed(1)} KB in ${heaviest.language} (budget ${budget} KB)`,
  );
}
console.log(
  `${"entry only".padEnd(16)} ${kb(closure(["index.html"]))
    .toFixed(1)
    .padStart(6)} KB, without a catalog`,
);
for (const { key, language } of catalogs)
  console.log(
    `${`catalog ${language}`.padEnd(16)} ${kb(closure([key]))
      .toFixed(1)
      .padStart(6)} KB`,
  );
if (over) {
  console.error("A page's code before its heading is over its budget.");
  process.exit(1);
}
