// What a first visit downloads: the JS and CSS each page loads in Chromium, gzipped (what the
// network carries), split into the page's first load and everything it pulls in afterwards.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import type { Account } from "./accounts.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"];

type Sizes = { jsKb: number; cssKb: number; files: number };
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Pages by path, each visited fresh; `account` signs the visit in (as the app's stored token). */
export async function measureClient(app: string, pages: { path: string; account?: Account }[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const results: Record<string, Sizes> = {};
  try {
    for (const { path, account } of pages) {
      const context = await browser.newContext({ serviceWorkers: "block" });
      if (account) await context.addInitScript((token) => localStorage.setItem("auth_token", token), account.token);
      const page = await context.newPage();
      const bodies: Promise<{ type: string; bytes: number }>[] = [];
      page.on("response", (res) => {
        const type = res.request().resourceType();
        if ((type === "script" || type === "stylesheet") && res.url().startsWith(app)) {
          bodies.push(res.body().then((b) => ({ type, bytes: gzipSync(b, { level: 9 }).length })));
        }
      });
      await page.goto(`${app}${path}`, { waitUntil: "networkidle" });
      const loaded = await Promise.all(bodies);
      const sum = (type: string) => kb(loaded.filter((l) => l.type === type).reduce((n, l) => n + l.bytes, 0));
      results[path] = { jsKb: sum("script"), cssKb: sum("stylesheet"), files: loaded.length };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
