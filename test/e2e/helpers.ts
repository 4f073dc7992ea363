import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { passToken } from "./turnstile";
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import type { Nudge } from "../../worker/contracts/nudges";

/** A built JavaScript file whose name starts with one of these (`/assets/<name>-<hash>.js`), in a path or a URL. */
export const chunkFile = (...names: string[]) => new RegExp(`/assets/(?:${names.join("|")})-[\\w-]+\\.js$`);

/**
 * The built file that holds the page at `path`: its route file's component, which the router's
 * plugin splits into a chunk of its own (found in the build's manifest, dist/client/.vite/manifest.json).
 */
export function pageCode(path: string) {
  const manifest: Record<string, { file: string }> = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8"));
  const name = path === "/" ? "index" : path.slice(1);
  const key = Object.keys(manifest).find((k) => new RegExp(`^src/routes/(?:_[\\w-]+/)?${name}\\.tsx\\?tsr-split=component$`).test(k));
  if (!key) throw new Error(`no route file for ${path} in the build's manifest`);
  return new RegExp(`/${manifest[key]!.file.replace(".", "\\.")}$`);
}

/**
 * Opens the landing page and waits for the app to have taken it over: the build renders it into
 * index.html (scripts/prerender.ts), and until the app's code has run, its buttons do nothing
 * (a person presses again; a test would not).
 */
export async function openLanding(page: Page, path = "/") {
  await page.goto(path);
  await expect(page.locator(".landing-first-paint")).toHaveCount(0);
}

let counter = 0;
export const uniqueEmail = (label = "person") => `${label}-${Date.now().toString(36)}-${++counter}@nudge.test`;

/**
 * A network address of this person's own (random, in 2001:db8::/32, set aside for documentation),
 * as the header Cloudflare sets; a local run keeps the one the client sends. Sign-ups and failed
 * sign-ins are limited per address, and a whole run from 127.0.0.1 would be one very busy household.
 */
export const ownNetwork = () => ({ "CF-Connecting-IP": `2001:db8:${randomHex()}:${randomHex()}::${randomHex()}` });
const randomHex = () => Math.floor(Math.random() * 0x10000).toString(16);

/** From here on, every request of this page's browser context comes from its own address. */
export const useOwnNetwork = (page: Page) => page.context().setExtraHTTPHeaders(ownNetwork());

type Shot = { fullPage?: boolean };

/**
 * Whether this run saves screenshots: `SCREENSHOTS=1 npm run test:e2e`. Without it the helpers
 * below do nothing (a screenshot is for a person to look at, and costs time); what a test asserts
 * is in the test itself.
 */
export const SCREENSHOTS = process.env.SCREENSHOTS === "1";

/**
 * A screenshot per project (phone/desktop) and theme, for a person to look at: the full page, or
 * with `fullPage: false` what the viewport shows (a dialog, whose overlay a full page stretches).
 * Animations are taken to their end first, so a dialog that has just opened shows as it settles.
 */
export async function snap(page: Page, info: TestInfo, name: string, { fullPage = true }: Shot = {}) {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: `screenshots/${info.project.name}-${name}.png`, fullPage, animations: "disabled" });
}

/** The same screenshot in dark mode (the system's theme, which the app follows), then back to light. */
export async function snapDark(page: Page, info: TestInfo, name: string, shot: Shot = {}) {
  if (!SCREENSHOTS) return;
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await snap(page, info, name, shot);
  await page.emulateMedia({ colorScheme: "light" });
}

/** The same shot in both themes: `name` in light, `name-dark` in dark. */
export async function bothThemes(page: Page, info: TestInfo, name: string, shot: Shot = {}) {
  await snap(page, info, name, shot);
  await snapDark(page, info, `${name}-dark`, shot);
}

/** Fills the open Create Account form and sends it. */
export async function submitSignUp(page: Page, name: string, email: string, password: string) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
}

export async function signUpThroughUi(page: Page, name: string, email: string, password: string) {
  await useOwnNetwork(page);
  await page.goto("/login");
  await page.getByRole("button", { name: "Create one" }).click();
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await submitSignUp(page, name, email, password);
  // Step 2 of sign-up: the notification card, then on to the dashboard.
  await expect(page.getByText("Step 2: Enable Notifications")).toBeVisible();
  await page.getByRole("link", { name: "Continue to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * From the page's next load of `origin` on, this browser is signed in with `token`, as the app keeps
 * a session (src/lib/token.ts), before any of the app's code runs. Once per token: a later sign-out
 * or another person's sign-in on this page stays as it was.
 */
export async function signInOnLoad(page: Page, token: string, origin: string) {
  await page.addInitScript(
    ({ token, origin }) => {
      if (location.origin !== origin) return;
      const once = `e2e-signed-in:${token}`;
      if (sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, "1");
      localStorage.setItem("auth_token", token);
    },
    { token, origin },
  );
}

/**
 * A new account made with one request to the API the sign-up form calls (from its own network
 * address, with a Turnstile token the stand-in passes), signed in on `page` and looking at its
 * dashboard: for every test whose subject is not signing up. Those go through the form
 * (signUpThroughUi, submitSignUp). Answers the account's address, password, token and API headers.
 */
export async function signUp(
  page: Page,
  name = "Maya Patel",
  email = uniqueEmail(),
  password = "correct horse",
  // The dashboard's heading in the language shown (the pseudo-locale's fit test).
  { heading = "Stay Connected" } = {},
) {
  const network = ownNetwork();
  await page.context().setExtraHTTPHeaders(network);
  const res = await page.request.post("/api/auth/signup", {
    data: { name, email, password, confirmPassword: password, turnstileToken: passToken() },
    headers: network,
  });
  expect(res.status(), `sign-up: ${await res.text()}`).toBe(201);
  const { token } = (await res.json()) as { token: string };
  await signInOnLoad(page, token, new URL(res.url()).origin);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  return { email, password, token, headers: { Authorization: `Bearer ${token}` } };
}

/** A new account (Maya Patel's, its address made from `label`) looking at its Contacts tab. */
export async function signUpToContacts(page: Page, label: string) {
  await signUp(page, "Maya Patel", uniqueEmail(label));
  await page.getByRole("tab", { name: "Contacts" }).click();
}

/** From now on the person answers "Block" at the browser's notification prompt (no permission granted before). */
export async function blockNotificationPrompt(page: Page) {
  await page.context().clearPermissions();
  await page.addInitScript(() => {
    Notification.requestPermission = async () => "denied";
  });
}

/** The visible toast (one at a time) with this title, and optionally this description. */
export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const toast = page.locator('[data-slot="toast"]').filter({ has: page.locator('[data-slot="toast-title"]', { hasText: title }) });
  await expect(toast).toBeVisible();
  if (description) await expect(toast.locator('[data-slot="toast-description"]')).toHaveText(description);
  return toast;
}

/** Hands a push to the page's service worker the way the browser's push service would (CDP). */
export async function deliverToServiceWorker(page: Page, baseURL: string, payload: unknown) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: baseURL,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
}

/**
 * Opens the Account dialog and waits until its sections have loaded: they arrive one after
 * another (the devices are read afresh each time), and a section still loading moves the ones
 * below it, which a picker already open there would follow off the screen.
 */
export async function openAccount(page: Page) {
  await page.getByRole("button", { name: "Account and privacy" }).click();
  const dialog = page.getByRole("dialog", { name: "Account & Privacy" });
  await accountLoaded(dialog);
  return dialog;
}

/** Waits until every section of the open Account dialog has loaded. */
export async function accountLoaded(dialog: Locator) {
  await expect(dialog.getByRole("region", { name: "Devices" })).toBeVisible();
  await expect(dialog.getByText("Loading your devices...")).toBeHidden();
  await expect(dialog.getByRole("region", { name: "Nudges by email" })).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Time zone & quiet hours" })).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Calendar feed" })).toBeVisible();
}

/** Presses the Contacts tab's Add Contact button and gives back its dialog. */
export async function openAddContact(page: Page) {
  await page.getByRole("button", { name: "Add Contact" }).click();
  return page.getByRole("dialog", { name: "Add Contact" });
}

/**
 * Turns on a settings switch that is off, as a person does (a click on its words): the toast says
 * it was saved, then the switch shows on. Gives back the switch.
 */
export async function turnOnSwitch(page: Page, section: Locator, label: string, toast: { title: string; description: string }) {
  const toggle = section.getByRole("switch", { name: label });
  await expect(toggle).not.toBeChecked();
  await section.getByText(label).click();
  await expectToast(page, toast.title, toast.description);
  await expect(toggle).toBeChecked();
  return toggle;
}

/** Presses a button that asks first (a delete, a sign-out) and gives back its confirmation, once it says what will happen. */
export async function askFirst(page: Page, button: Locator, title: string, says: string) {
  await button.click();
  const confirm = page.getByRole("alertdialog", { name: title });
  await expect(confirm).toContainText(says);
  return confirm;
}

/**
 * The API requests the server refuses from now on ("DELETE /api/… 404"), read once no API request
 * has been on its way for half a second: an action that leaves the app asking for what it just
 * removed shows here. (The page's own idle state can't tell: a service worker or a landing page's
 * prefetch keeps connections open.)
 */
export function refusedRequests(page: Page) {
  const refused: string[] = [];
  let open = 0;
  let lastChange = Date.now();
  const isApi = (url: string) => new URL(url).pathname.startsWith("/api/");
  const settle = () => {
    open--;
    lastChange = Date.now();
  };
  page.on("request", (req) => {
    if (!isApi(req.url())) return;
    open++;
    lastChange = Date.now();
  });
  page.on("requestfinished", (req) => isApi(req.url()) && settle());
  page.on("requestfailed", (req) => isApi(req.url()) && settle());
  page.on("response", (res) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith("/api/") && res.status() >= 400) refused.push(`${res.request().method()} ${url.pathname} ${res.status()}`);
  });
  return async () => {
    await expect.poll(() => open <= 0 && Date.now() - lastChange >= 500, { message: "the app's requests settle" }).toBe(true);
    return refused;
  };
}

/**
 * The scheduler's own delivery of a nudge, as a person's API calls see it: `schedule(name)` makes
 * one due in 1.5 s, `deliveryOf(name)` reads how it went out (History's delivery status).
 */
export function nudgesOf(request: APIRequestContext, headers: Record<string, string>) {
  return {
    schedule: (targetName: string) =>
      request.post("/api/reminder", {
        headers,
        data: { targetName, message: `Call ${targetName}`, remindAt: new Date(Date.now() + 1500).toISOString() },
      }),
    deliveryOf: async (targetName: string) =>
      ((await (await request.get("/api/nudge-history", { headers })).json()) as Nudge[]).find((n) => n.targetName === targetName)?.delivery
        ?.status,
  };
}

/** The signed-in person's API, as the app calls it (the token it keeps): a POST with `body`, else a GET. */
export const callApi = (page: Page, path: string, body?: unknown) =>
  page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: body === undefined ? "GET" : "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${localStorage.getItem("auth_token")}` },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: number };
    },
    { path, body },
  );

/**
 * Writes to the server's local database (the one `npm start --fresh` made for this run), for what
 * no route writes: a last contact days ago, a review a calendar pull would queue.
 */
export const localSql = (command: string) =>
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", ".state/e2e", "--command", command], {
    stdio: "pipe",
  });

// Each list tab's empty state: what a loaded tab with no nudge in it shows.
const EMPTY_LIST = { "Nudge History": "No past nudges yet", "Active Nudges": "No nudges scheduled" } as const;

/**
 * Reloads until one nudge with `text` shows in the list tab (and says `showing`, when given): for
 * what the real scheduler does during the test (a nudge sent into history, a repeating nudge's next
 * one made just after). Each try first waits for the tab to finish loading (a row, a card or its
 * empty state) and only then looks, so a tab whose code and list are slow to come after a reload
 * counts as loading, not as "not there yet".
 */
export async function reloadUntilListed(
  page: Page,
  tab: keyof typeof EMPTY_LIST,
  text: string,
  { showing, timeout = 25_000 }: { showing?: string; timeout?: number } = {},
) {
  const panel = page.getByRole("tabpanel");
  const items = panel.getByRole("row").or(panel.getByRole("listitem"));
  await expect(async () => {
    await page.reload();
    await page.getByRole("tab", { name: tab }).click();
    await expect(items.or(panel.getByText(EMPTY_LIST[tab])).first()).toBeVisible({ timeout: 10_000 });
    const found = items.filter({ hasText: text });
    expect(await found.count(), `${text} in ${tab}`).toBe(1);
    if (showing) expect(await found.textContent(), `${text} in ${tab}`).toContain(showing);
  }).toPass({ timeout, intervals: [2_000] });
}
