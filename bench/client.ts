// What a first visit downloads: the JS and CSS each page loads in Chromium, gzipped (what the
// network carries), split into its first load (everything requested before the page showed its
// heading, by the page's own clock) and what it pulls in afterwards (deferred extras: install
// card, offline bar, other tabs).
import { gzipSync } from "node:zlib";
import { chromium, type Response } from "@playwright/test";
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
      // The moment the heading is in the page, on the page's clock: deferred extras can start a few
      // milliseconds later, sooner than the test could notice the heading from outside.
      await context.addInitScript((heading) => {
        new MutationObserver((_, observer) => {
          if ([...document.querySelectorAll("h1")].some((h1) => h1.textContent?.trim() === heading)) {
            (window as unknown as { headingShownAt: number }).headingShownAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true, characterData: true });
      }, shows);
      const page = await context.newPage();
      const bodies: Promise<{ type: string; url: string; bytes: number } | null>[] = [];
      const onResponse = (res: Response) => {
        const type = res.request().resourceType();
        if ((type === "script" || type === "stylesheet") && res.url().startsWith(app)) {
          // A body still arriving when the page closes is not part of the measure (and must not
          // become an unhandled rejection).
          bodies.push(
            res.body().then(
              (b) => ({ type, url: res.url(), bytes: gzipSync(b, { level: 9 }).length }),
              () => null,
            ),
          );
        }
      };
      page.on("response", onResponse);
      await page.goto(`${app}${path}`);
      await page.getByRole("heading", { name: shows, level: 1 }).waitFor();
      await page.waitForLoadState("networkidle");
      const { shownAt, started } = await page.evaluate(() => ({
        shownAt: (window as unknown as { headingShownAt: number }).headingShownAt,
        started: Object.fromEntries(performance.getEntriesByType("resource").map((e) => [e.name, e.startTime])),
      }));
      page.off("response", onResponse);
      const loaded = (await Promise.all(bodies))
        .filter((body) => body !== null)
        .map((body) => ({ ...body, first: (started[body.url] ?? 0) <= shownAt }));
      const sum = (type: string, first: boolean) =>
        kb(loaded.filter((l) => l.type === type && l.first === first).reduce((n, l) => n + l.bytes, 0));
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
