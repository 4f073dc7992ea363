// What a first visit downloads: the JS and CSS each page loads in Chromium, gzipped (what the
// network carries), split into its first load (everything requested until the page shows its
// heading) and what it pulls in afterwards (deferred extras: install card, offline bar, other tabs).
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import type { Account } from "./accounts.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"];

export type Sizes = { jsKb: number; cssKb: number; files: number; afterJsKb: number; afterFiles: number };
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Pages by path, each visited fresh until `shows` (its heading) is visible; `account` signs the visit in (as the app's stored token). */
export async function measureClient(app: string, pages: { path: string; shows: string; account?: Account }[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const results: Record<string, Sizes> = {};
  try {
    for (const { path, shows, account } of pages) {
      const context = await browser.newContext({ serviceWorkers: "block" });
      if (account) await context.addInitScript((token) => localStorage.setItem("auth_token", token), account.token);
      const page = await context.newPage();
      let shown = false;
      const bodies: Promise<{ type: string; bytes: number; first: boolean }>[] = [];
      const firstLoad = new WeakSet<object>();
      page.on("request", (req) => {
        if (!shown) firstLoad.add(req);
      });
      page.on("response", (res) => {
        const type = res.request().resourceType();
        if ((type === "script" || type === "stylesheet") && res.url().startsWith(app)) {
          const first = firstLoad.has(res.request());
          bodies.push(res.body().then((b) => ({ type, bytes: gzipSync(b, { level: 9 }).length, first })));
        }
      });
      await page.goto(`${app}${path}`);
      await page.getByRole("heading", { name: shows, level: 1 }).waitFor();
      shown = true;
      await page.waitForLoadState("networkidle");
      const loaded = await Promise.all(bodies);
      const sum = (type: string, first: boolean) => kb(loaded.filter((l) => l.type === type && l.first === first).reduce((n, l) => n + l.bytes, 0));
      results[path] = {
        jsKb: sum("script", true),
        cssKb: sum("stylesheet", true),
        files: loaded.filter((l) => l.first).length,
        afterJsKb: sum("script", false),
        afterFiles: loaded.filter((l) => !l.first).length,
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
