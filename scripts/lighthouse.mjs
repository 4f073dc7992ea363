// `npm run lighthouse`: builds and serves the app on its own port, over TLS and HTTP/2 as
// deployed, with a fresh database, then runs Lighthouse (mobile preset, Debian's Chromium headless shell) on
// a few pages (AUDITED: the landing, sign-in and pricing pages, the dashboard, signed in, and a page
// an email's link opens), printing performance, accessibility and best practices and whether
// Chrome finds the app installable (median of LIGHTHOUSE_RUNS runs, default 5). Full reports:
// lighthouse/<page>.html. An occasional check, not a gate: this machine's run-to-run noise is as
// large as most changes (docs/client-loading.md); the budgets are `npm run size`'s.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { Agent, fetch, setGlobalDispatcher } from "undici";
import { TOKEN_KEY } from "../src/lib/token.ts";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8830);
// A deploy is served over HTTP/2 (or 3) and TLS, as Cloudflare serves every site, and Lighthouse's
// simulation models the protocol it sees: over HTTP/1.1 each new file may cost a new connection,
// which a phone never pays here. So the app is served as deployed, over TLS with a generated
// certificate (NUDGE_HTTPS, vite.config.ts); LIGHTHOUSE_PROTOCOL=http1 measures the old way.
const HTTP1 = process.env.LIGHTHOUSE_PROTOCOL === "http1";
const ORIGIN = `${HTTP1 ? "http" : "https"}://localhost:${PORT}`;
// The certificate is this run's own, trusted by nobody: this script's requests and Chromium accept it.
if (!HTTP1) setGlobalDispatcher(new Agent({ connect: { rejectUnauthorized: false } }));
// Lighthouse times the page's main thread and multiplies what it sees by 4 (a mid-range phone). In
// the full browser (--headless=new) the browser also draws its own window in software on the same
// 2 cores, one frame for each of the page's, so the page's long tasks last well beyond their own CPU
// time, waiting for a core. A phone draws its browser on its GPU. So the runs use Chromium's headless
// shell (the page without the browser around it, as Playwright's headless runs do);
// LIGHTHOUSE_CHROMIUM=/usr/bin/chromium measures in the full browser (docs/client-loading.md).
const MEASURER = process.env.LIGHTHOUSE_CHROMIUM ?? "/usr/bin/chromium-headless-shell";
// Whether Chrome would install the app is the full browser's to say (the shell answers no errors, ever).
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
for (const [path, install] of [
  [MEASURER, "chromium-headless-shell"],
  [CHROMIUM, "chromium"],
]) {
  if (!existsSync(path)) {
    console.error(`npm run lighthouse needs ${path}: sudo apt-get install -y ${install}`);
    process.exit(1);
  }
}
const TARGET = 95;
const CATEGORIES = ["performance", "accessibility", "best-practices"];
// Performance moves from run to run (more so on a busy machine): report the median of a few.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
// Lighthouse times the page's main thread on this machine, so other work on its cores (a test run,
// a build) lengthens every task and lowers the score (docs/client-loading.md): the load average
// is taken before this script starts its own work, and printed with the figures.
const [busy] = loadavg();

const server = spawn("node", ["scripts/start.mjs", "--fresh"], {
  env: { ...process.env, PORT: String(PORT), NUDGE_STATE_DIR: ".state/lighthouse", NUDGE_HTTPS: HTTP1 ? "" : "1" },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
};
process.on("exit", stopServer);

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // Still building.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the app did not start on ${ORIGIN}`);
}

/** A person with a few nudges, so the dashboard shows what it usually shows. */
async function signedInPerson() {
  const password = "lighthouse-password";
  const signUp = await fetch(`${ORIGIN}/api/auth/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Lena Lighthouse", email: `lighthouse-${Date.now()}@nudge.test`, password, confirmPassword: password }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const { token, id } = await signUp.json();
  // As after their first visit, when the app saves the zone it detected (which refetches the lists).
  await fetch(`${ORIGIN}/api/account/settings`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ timeZone: "UTC" }),
  });
  for (const [targetName, days] of [
    ["Ana Souza", 1],
    ["Ben Okafor", 3],
    ["Chen Wei", 7],
  ]) {
    await fetch(`${ORIGIN}/api/reminder`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        userId: id,
        targetName,
        message: "Check in and ask how things are going",
        remindAt: new Date(Date.now() + days * 86_400_000).toISOString(),
      }),
    });
  }
  return token;
}

/** One page in a fresh browser: Lighthouse's scores. */
async function audit(name, path, token) {
  const chrome = await chromeLauncher.launch({
    chromePath: MEASURER,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", ...(HTTP1 ? [] : ["--ignore-certificate-errors"])],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    if (token) {
      // The token goes where the app keeps it, from a page that loads none of the app.
      await page.goto(`${ORIGIN}/api/health`);
      await page.evaluate((key, value) => localStorage.setItem(key, value), TOKEN_KEY, token);
    }
    const result = await lighthouse(
      `${ORIGIN}${path}`,
      { logLevel: "error", onlyCategories: CATEGORIES, disableStorageReset: Boolean(token), output: "html" },
      undefined,
      page,
    );
    mkdirSync("lighthouse", { recursive: true });
    writeFileSync(`lighthouse/${name}.html`, result.report);
    writeFileSync(`lighthouse/${name}.json`, JSON.stringify(result.lhr));
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(result.lhr.categories[id].score * 100)]));
    const failing = Object.values(result.lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable")
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
    await browser.disconnect();
    const metric = (id) => result.lhr.audits[id].numericValue;
    // What moved the score, run by run: the metrics behind most of it.
    const timings = `FCP ${(metric("first-contentful-paint") / 1000).toFixed(1)} s, LCP ${(metric("largest-contentful-paint") / 1000).toFixed(1)} s, TBT ${Math.round(metric("total-blocking-time"))} ms`;
    return { scores, failing, timings, error: result.lhr.runtimeError?.code };
  } finally {
    chrome.kill();
  }
}

/** Why Chrome would not offer to install the app from this page (none: it would), once its worker is ready. */
async function installability(path, token) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", ...(HTTP1 ? [] : ["--ignore-certificate-errors"])],
  });
  try {
    const page = await browser.newPage();
    if (token) {
      await page.goto(`${ORIGIN}/api/health`);
      await page.evaluate((key, value) => localStorage.setItem(key, value), TOKEN_KEY, token);
    }
    await page.goto(`${ORIGIN}${path}`, { waitUntil: "load" });
    // The app registers its worker a few seconds after the load (src/lib/register-service-worker.ts).
    await page.evaluate(() => Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 15_000))]));
    const cdp = await page.createCDPSession();
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    return installabilityErrors.map((e) => e.errorId);
  } finally {
    await browser.close();
  }
}

/**
 * A run whose trace Lighthouse could not read (NO_NAVSTART and the like, "Please run Lighthouse
 * again") measured nothing and would count as a 0: it is run again, at most twice.
 */
async function recorded(name, path, token) {
  for (let attempt = 1; ; attempt++) {
    const run = await audit(name, path, token);
    if (!run.error || attempt === 3) return run;
    console.log(`${name.padEnd(12)} a run failed to record (${run.error}): running it again`);
  }
}

await waitForServer();
console.log(
  `measured in ${MEASURER}; load average when started: ${busy.toFixed(1)} on ${availableParallelism()} cores${busy >= 1 ? " (busy: figures may run low)" : ""}`,
);
const token = await signedInPerson();
let ok = true;
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The pages audited, by name, at these addresses; signed in where `signedIn`. */
const AUDITED = [
  { name: "landing", address: "/" },
  { name: "login", address: "/login" },
  { name: "verify-email", address: "/verify-email?token=x" },
  { name: "pricing", address: "/pricing" },
  { name: "dashboard", address: "/dashboard", signedIn: true },
];
// LIGHTHOUSE_PAGES=pricing,dashboard audits just those.
const only = process.env.LIGHTHOUSE_PAGES?.split(",");
for (const { name, address, signedIn } of AUDITED.filter((page) => !only || only.includes(page.name))) {
  const access = signedIn ? "signed-in" : "anyone";
  const runs = [];
  // A signed-in page is audited signed in; the others as a visitor sees them.
  for (let i = 0; i < RUNS; i++) runs.push(await recorded(name, address, access === "signed-in" ? token : undefined));
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]));
  const { failing } = runs.at(-1);
  const installable = await installability(address, access === "signed-in" ? token : undefined);
  console.log(`${name.padEnd(12)} performance of each run: ${runs.map((run) => `${run.scores.performance} (${run.timings})`).join("; ")}`);
  const line = CATEGORIES.map((id) => `${id} ${scores[id]}${scores[id] < TARGET ? " ✗" : ""}`).join("  ");
  console.log(`${name.padEnd(12)} ${line}  installable: ${installable.length ? `no (${installable.join(", ")})` : "yes"}`);
  if (failing.length) console.log(`           audits under 90: ${failing.join(", ")}`);
  if (CATEGORIES.some((id) => scores[id] < TARGET) || installable.length) ok = false;
}
stopServer();
process.exit(ok ? 0 : 1);
