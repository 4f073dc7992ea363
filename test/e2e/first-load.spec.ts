import { expect, test } from "./fixtures";
import { addDays, toLocalInputValue } from "../../src/lib/local-time";
import { chunkFile, openLanding, pageCode, signUp, snap, snapDark, uniqueEmail } from "./helpers";
import { mailedLink } from "./mail";

// Opening the dashboard while signed in: the router starts the page's first reads (its route's
// loader) at the same time as its code, not after the code has arrived, and the page asks for
// none of them again once it shows.
test.describe("first reads", () => {
  // A first visit's load, before the service worker holds the code: it comes over the network.
  test.use({ serviceWorkers: "block" });

  test("a signed-in dashboard's first reads start while its code is still on its way, each sent once", async ({ page }) => {
    await signUp(page, "Ana Souza", uniqueEmail("first-load"), "correct horse");
    await page.getByLabel("Person's name").fill("Ben Okafor");
    await page.getByLabel("Message").fill("Ask how the new job is going");
    await page.getByLabel("Date & time").fill(toLocalInputValue(addDays(new Date(), 2)));
    // The list is read again after the nudge is saved: that read belongs to this page, not the next.
    const listRead = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/reminders" && res.request().method() === "GET");
    await page.getByRole("button", { name: "Schedule Nudge" }).click();
    await expect(page.getByText("Ask how the new job is going").first()).toBeVisible();
    await listRead;

    const reads = [
      "/api/auth/me",
      "/api/reminders",
      "/api/billing/plan",
      "/api/subscription-status",
      "/api/vapid-public-key",
      "/api/account/settings",
      "/api/support/notifications",
      "/api/delivery/missed",
    ];
    // The page's code is held until every read has been sent (at most 5 s, so without the router
    // sending them early the page still loads, and the test fails).
    const sent: string[] = [];
    let allSent = () => {};
    const everyReadSent = new Promise<void>((resolve) => (allSent = resolve));
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (!path.startsWith("/api/")) return;
      sent.push(path);
      if (reads.every((read) => sent.includes(read))) allSent();
    });
    let codeReleased = false;
    let sentWhileCodeHeld = false;
    void everyReadSent.then(() => (sentWhileCodeHeld = !codeReleased));
    await page.route(pageCode("/dashboard"), async (route) => {
      await Promise.race([everyReadSent, new Promise((r) => setTimeout(r, 5_000))]);
      codeReleased = true;
      await route.continue();
    });
    sent.length = 0;
    await page.reload();
    await expect(page.getByText("Welcome back, Ana Souza")).toBeVisible();
    await expect(page.getByText("Ask how the new job is going").first()).toBeVisible();
    await page.waitForLoadState("networkidle");

    expect(sentWhileCodeHeld).toBe(true);
    for (const path of reads)
      expect(
        sent.filter((p) => p === path),
        path,
      ).toHaveLength(1);
  });
});

// The page shows once its loader's reads are in, so it paints whole: on a device with nothing
// saved, a plan line arriving a render after the heading would push the page down.
test("the dashboard's first paint already has what its first reads say", async ({ page }) => {
  await signUp(page, "Ana Souza", uniqueEmail("first-paint"), "correct horse");
  await expect(page.getByTestId("plan-status")).toContainText("No plan yet");
  // What the page held the moment its heading was first put in (a MutationObserver runs right
  // after that change, before anything else renders).
  await page.addInitScript(() => {
    // Nothing saved on this device (src/lib/offline-cache.ts): the page has only the reads' answers.
    localStorage.removeItem("nudge-offline-cache");
    new MutationObserver((_, observer) => {
      if (!document.querySelector("h1")?.textContent?.includes("Stay Connected")) return;
      observer.disconnect();
      (window as { firstPaint?: string }).firstPaint = document.querySelector("[data-testid=plan-status]")?.textContent ?? "no plan line";
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByText("Welcome back, Ana Souza")).toBeVisible();
  expect(await page.evaluate(() => (window as { firstPaint?: string }).firstPaint)).toContain("No plan yet");
});

// Nudges of the last week that reached no one: the notice saying so is the first thing under the
// heading, so it must be there when the page first shows, or everything below jumps down as it arrives.
// The scheduler's records are the same on any screen (@desktop); the notice's words are in reach.spec.ts.
test("a person whose nudges reached no one sees the notice in the first paint, and nothing on the page moves", { tag: "@desktop" }, async ({
  page,
}) => {
  const email = uniqueEmail("missed-first");
  await signUp(page, "Jo Marsh", email, "correct horse");
  await page.goto(await mailedLink(email, "/verify-email"));
  await expect(page.getByRole("heading", { name: "Email confirmed" })).toBeVisible();
  // Confirmed, no device, and no email when none takes it: the next nudge reaches no one.
  const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("auth_token"))}` };
  expect((await page.request.patch("/api/account/settings", { headers, data: { emailFallback: false } })).ok()).toBe(true);
  const remindAt = new Date(Date.now() + 1500).toISOString();
  expect((await page.request.post("/api/reminder", { headers, data: { targetName: "Jo", message: "Call Jo", remindAt } })).ok()).toBe(true);
  await expect
    .poll(async () => (await (await page.request.get("/api/delivery/missed", { headers })).json()).count, { timeout: 20_000 })
    .toBe(1);

  await page.addInitScript(() => {
    const seen = window as { firstPaint?: boolean; shifts?: string[] };
    seen.shifts = [];
    // Every move of something already on screen, not caused by the person (layout-shift entries).
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[])
        if (!entry.hadRecentInput)
          seen.shifts!.push(
            `${entry.value.toFixed(4)} ${entry.sources?.map((s) => (s.node as Element | undefined)?.textContent?.slice(0, 30)).join(" | ")}`,
          );
    }).observe({ type: "layout-shift", buffered: true });
    new MutationObserver((_, observer) => {
      if (!document.querySelector("h1")?.textContent?.includes("Stay Connected")) return;
      observer.disconnect();
      seen.firstPaint = document.querySelector("#missed-nudges") !== null;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: /^1 nudge reached no device (just now|1 minute ago)$/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const seen = await page.evaluate(() => {
    const { firstPaint, shifts } = window as { firstPaint?: boolean; shifts?: string[] };
    return { firstPaint, shifts };
  });
  expect(seen.shifts).toEqual([]);
  expect(seen.firstPaint).toBe(true);
});

// A link's page starts loading when the pointer rests on it (the router's preload on intent), so
// by the click its code is on its way or in.
test("pointing at a link loads its page's code before the click", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await openLanding(page);
  await page.waitForLoadState("networkidle");
  const loginCode = pageCode("/login");
  expect(requested.filter((file) => loginCode.test(file))).toEqual([]);
  await page.getByRole("link", { name: "Sign In" }).first().hover();
  await expect.poll(() => requested.some((file) => loginCode.test(file))).toBe(true);
  await page.getByRole("link", { name: "Sign In" }).first().click();
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
});

test("the pricing page, as a visitor sees it, loads none of the dashboard's code", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: /Keep every relationship warm/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Pro Plan" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(requested.some((file) => pageCode("/pricing").test(file))).toBe(true);
  expect(requested.filter((file) => pageCode("/dashboard").test(file) || chunkFile("active-nudges-panel").test(file))).toEqual([]);
});

test("while the session is checked, the loading screen shows; then the dashboard", async ({ page }, info) => {
  await signUp(page, "Ana Souza", uniqueEmail("loading"), "correct horse");
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  // The session check (the signed-in pages' guard waits for it).
  await page.route(/\/api\/auth\/me$/, async (route) => {
    await held;
    await route.continue();
  });
  const loading = page.getByRole("status").getByText("Loading...");
  await page.reload();
  await expect(loading).toBeVisible();
  await snap(page, info, "loading");
  // index.html's own screen (the app renders once the page's loaders are done): its theme is set
  // as the page loads (first-screen.js).
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(loading).toBeVisible();
  await snap(page, info, "loading-dark");
  await page.emulateMedia({ colorScheme: "light" });
  answer();
  await expect(page.getByText("Welcome back, Ana Souza")).toBeVisible();
});

test.describe("when a page's code can't be fetched", () => {
  // The service worker would answer from its copy: this is the first visit before it is installed.
  test.use({ serviceWorkers: "block" });

  test("it says so instead of a blank page, and Try Again loads it", async ({ page }, info) => {
    const loginCode = pageCode("/login");
    await page.route(loginCode, (route) => route.abort("internetdisconnected"));
    await page.goto("/login");
    const failed = page.getByRole("alert");
    await expect(failed.getByRole("heading", { name: "Nudge couldn't load" })).toBeVisible();
    await expect(failed.getByText("Check your connection, then try again. Your nudges are safe.")).toBeVisible();
    await snap(page, info, "load-error");
    await snapDark(page, info, "load-error-dark");

    await page.unroute(loginCode);
    await failed.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByText("Welcome Back")).toBeVisible();
  });

  test("a tab whose code can't be fetched says so in the tab; the rest of the dashboard works", async ({ page }, info) => {
    const contactsCode = /\/assets\/contacts-panel-[\w-]+\.js$/;
    await page.route(contactsCode, (route) => route.abort("internetdisconnected"));
    await signUp(page, "Ana Souza", uniqueEmail("tab-error"), "correct horse");
    await page.getByRole("tab", { name: "Contacts" }).click();
    const failed = page.getByRole("tabpanel").getByRole("alert");
    await expect(failed.getByText("This tab couldn't load")).toBeVisible();
    await expect(failed.getByText("Try again when you're online.")).toBeVisible();
    await snap(page, info, "tab-load-error");
    await snapDark(page, info, "tab-load-error-dark");

    // The other tabs and the page around them still work.
    await expect(page.getByText("Welcome back, Ana Souza")).toBeVisible();
    await page.getByRole("tab", { name: "Active Nudges" }).click();
    await expect(page.getByRole("button", { name: "Schedule Nudge" })).toBeVisible();

    await page.unroute(contactsCode);
    await page.getByRole("tab", { name: "Contacts" }).click();
    await page.getByRole("tabpanel").getByRole("button", { name: "Try Again" }).click();
    await page.getByRole("tab", { name: "Contacts" }).click();
    await expect(page.getByRole("tabpanel").getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add Contact" })).toBeVisible();
  });
});

// The landing page is in index.html as the build rendered it: a visitor sees it before the app's
// code has arrived; any other address shows the loading screen until the app has its page.
test.describe("before the app's code arrives", () => {
  test.use({ serviceWorkers: "block" });

  test("a visitor sees the landing page; another address, the loading screen", async ({ page }, info) => {
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Never let relationships fade away" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toHaveAttribute("href", "/login");
    await expect(page.getByText("Loading...")).toBeHidden();
    await snap(page, info, "landing-before-script");
    await page.goto("/pricing");
    await expect(page.getByRole("status").getByText("Loading...")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Never let relationships fade away" })).toBeHidden();
  });
});
