// The `vitals` section: the Web Vitals the app's own field measurement reports (src/lib/vitals.ts),
// read from its beacons to POST /api/vitals, for a page opened on a throttled phone: first on a
// fresh browser (cold: no cache, no service worker), then again in the same browser once the
// service worker has installed and stored the app (warm: a returning visit).
import { loadavg } from "node:os";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import type { VitalsBeacon } from "../worker/contracts/vitals.ts";
import type { Account } from "./accounts.ts";
import { json, type RunningApp } from "./app.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The app is served over TLS with a certificate made for the run (bench/app.ts): the browser takes it.
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--ignore-certificate-errors",
];

/**
 * Lighthouse's mobile "slow 4G" (its default): 150 ms round trips, 1.6 Mbps down, 750 kbps up, CPU
 * 4× slower. These are the figures as Lighthouse itself applies them through DevTools
 * (`throttlingMethod: "devtools"`), where latency is added per request rather than per round trip:
 * 150 ms × 3.75 and the throughputs × 0.9 (Lantern's DEVTOOLS_*_ADJUSTMENT_FACTOR).
 */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150 * 3.75,
  downloadKbps: Math.round(1638.4 * 0.9 * 100) / 100,
  uploadKbps: 750 * 0.9,
};
/** Lighthouse's mobile screen (a Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export type VitalsPage = {
  path: string;
  /** Its h1 once it has shown. */
  shows: string;
  /** Something harmless to click, so there is an interaction for INP. */
  click: (page: Page) => Promise<void>;
  account?: Account;
};
type Figures = Partial<Record<VitalsBeacon["metrics"][number]["name"], number>>;
/** One visit: the metrics its beacons carried, whether a service worker controlled it, and the code it fetched over the network. */
type Visit = Figures & { controlled: boolean | null; jsBytes: number; cssBytes: number; codeFiles: number };
export type VitalsRow = {
  path: string;
  visit: "cold" | "warm";
  runs: number;
  /** Medians over the runs that reported each; INP and LCP may be missing from a run. */
  median: Figures & { jsKb: number; cssKb: number; codeFiles: number };
  /** How many runs reported each metric, and were controlled by the service worker. */
  reported: Record<string, number>;
  each: Visit[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The app's beacons, as they leave the browser (each goes on to the app). Read at the browser's
 * level: a beacon goes out as its page unloads, and Chromium tells the page's own target (and so
 * Playwright's page and context events and routes) nothing of a request made then.
 */
async function beaconsOf(browser: Browser) {
  const beacons: VitalsBeacon[] = [];
  const cdp = await browser.newBrowserCDPSession();
  await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "*/api/vitals", requestStage: "Request" }] });
  cdp.on("Fetch.requestPaused", ({ requestId, request }) => {
    const body = request.postData ?? request.postDataEntries?.map((e) => Buffer.from(e.bytes ?? "", "base64").toString()).join("");
    try {
      if (request.method === "POST" && body) beacons.push(JSON.parse(body) as VitalsBeacon);
    } catch {
      // Not the app's beacon: nothing to read.
    }
    cdp.send("Fetch.continueRequest", { requestId }).catch(() => undefined);
  });
  return beacons;
}

/** Opens `path` on a throttled page, clicks, leaves it, and reads what its beacons said. */
async function visit(context: BrowserContext, beacons: VitalsBeacon[], app: string, target: VitalsPage): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuSlowdown });
  // JS and CSS that came over the network: not from the service worker, not from a cache.
  const code = new Map<string, { kind: "js" | "css"; network: boolean }>();
  const bytes = { js: 0, css: 0, files: 0 };
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    const url = new URL(response.url);
    const kind = url.pathname.endsWith(".js") ? "js" : url.pathname.endsWith(".css") ? "css" : null;
    if (!kind || !response.url.startsWith(app)) return;
    code.set(requestId, { kind, network: !response.fromServiceWorker && !response.fromDiskCache && !response.fromPrefetchCache });
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const file = code.get(requestId);
    if (!file?.network) return;
    bytes[file.kind] += encodedDataLength;
    bytes.files++;
  });
  await page.goto(`${app}${target.path}`, { timeout: 180_000 });
  await page.getByRole("heading", { name: target.shows, level: 1 }).waitFor({ timeout: 180_000 });
  // The field code comes once the page has loaded and the browser is idle (src/lib/measure-vitals.ts).
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => /\/assets\/vitals-[^/]*\.js$/.test(e.name)), null, {
    timeout: 120_000,
  });
  const idle = () => page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 5000 })));
  await idle();
  await target.click(page);
  // Until the interaction's answer has painted.
  await idle();
  await page.waitForTimeout(500);
  const mine = await leave(page, beacons);
  const figures: Figures = {};
  for (const beacon of mine) for (const m of beacon.metrics) figures[m.name] = m.value;
  return {
    ...figures,
    controlled: mine[0]?.controlled ?? null,
    jsBytes: bytes.js,
    cssBytes: bytes.css,
    codeFiles: bytes.files,
  };
}

/**
 * Leaves the page, which hides it: that is when the field code sends what it has. Answers the
 * beacons that left meanwhile, once at least one has (or after 20 s).
 */
async function leave(page: Page, beacons: VitalsBeacon[]) {
  const before = beacons.length;
  await page.goto("about:blank");
  const deadline = Date.now() + 20_000;
  while (beacons.length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  await page.waitForTimeout(300);
  await page.close();
  return beacons.slice(before);
}

/**
 * In the same context, unthrottled: opens the page until its service worker is active (it has
 * stored every file then), and leaves it, its own beacon sent before the warm visit starts.
 */
async function install(context: BrowserContext, beacons: VitalsBeacon[], app: string, target: VitalsPage) {
  const page = await context.newPage();
  await page.goto(`${app}${target.path}`);
  // The app registers it a few seconds after the load (src/lib/register-service-worker.ts).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await leave(page, beacons);
}

const row = (path: string, visit: "cold" | "warm", each: Visit[]): VitalsRow => {
  const names = ["LCP", "FCP", "TTFB", "INP", "CLS"] as const;
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  const figures: Figures = {};
  const reported: Record<string, number> = { controlled: each.filter((v) => v.controlled).length };
  for (const name of names) {
    const values = each.map((v) => v[name]).filter((v): v is number => v !== undefined);
    reported[name] = values.length;
    if (values.length) figures[name] = median(values);
  }
  return {
    path,
    visit,
    runs: each.length,
    median: {
      ...figures,
      jsKb: kb(median(each.map((v) => v.jsBytes))),
      cssKb: kb(median(each.map((v) => v.cssBytes))),
      codeFiles: median(each.map((v) => v.codeFiles)),
    },
    reported,
    each,
  };
};

/** Each page `runs` times: a fresh browser context, the cold visit, the service worker installed, the warm visit. */
export async function measureVitals(app: string, pages: VitalsPage[], runs: number) {
  // The page's tasks are timed on this machine's CPU: other work on its cores lengthens them.
  const [loadAverage] = loadavg();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const rows: VitalsRow[] = [];
  try {
    const beacons = await beaconsOf(browser);
    for (const target of pages) {
      const cold: Visit[] = [];
      const warm: Visit[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext(PHONE);
        if (target.account) await context.addInitScript((token) => localStorage.setItem("auth_token", token), target.account.token);
        cold.push(await visit(context, beacons, app, target));
        await install(context, beacons, app, target);
        warm.push(await visit(context, beacons, app, target));
        await context.close();
      }
      rows.push(row(target.path, "cold", cold), row(target.path, "warm", warm));
    }
  } finally {
    await browser.close();
  }
  return { throttling: THROTTLING, runs, rows, loadAverage: loadAverage! };
}

/** A signed-in person with a few nudges, so the dashboard shows what it usually shows. */
export async function withNudges({ url: app, dispatcher }: RunningApp, account: Account) {
  // As after a first visit, when the app saves the zone it detected.
  await json(`${app}/api/account/settings`, { method: "PATCH", token: account.token, body: { timeZone: "UTC" }, dispatcher });
  for (const [targetName, days] of [
    ["Ana Souza", 1],
    ["Ben Okafor", 3],
    ["Chen Wei", 7],
  ] as const) {
    await json(`${app}/api/reminder`, {
      dispatcher,
      token: account.token,
      body: {
        userId: account.id,
        targetName,
        message: "Check in and ask how things are going",
        remindAt: new Date(Date.now() + days * 86_400_000).toISOString(),
      },
    });
  }
}
