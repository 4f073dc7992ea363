import { expect, test } from "./fixtures";
import { addDays, toLocalInputValue } from "../../src/lib/dates";
import { chunkFile, CHUNKS, expectToast, pageCode, signUp, snap, snapDark, uniqueEmail } from "./helpers";
import { mailedLink } from "./mail";

// Opening the dashboard while signed in: the boot script (scripts/boot-script.ts) asks for the
// session check and the first lists, in one request, before the app's code has arrived, and the
// app uses those answers instead of asking again.
test("a signed-in dashboard's first reads are sent once, together, by the boot script, and the app shows their answers", async ({
  page,
}) => {
  await signUp(page, "Ana Souza", uniqueEmail("first-load"), "correct horse");
  await page.getByLabel("Person's name").fill("Ben Okafor");
  await page.getByLabel("Message").fill("Ask how the new job is going");
  await page.getByLabel("Date & time").fill(toLocalInputValue(addDays(new Date(), 2)));
  await page.getByRole("button", { name: "Schedule Nudge" }).click();
  await expect(page.getByText("Ask how the new job is going").first()).toBeVisible();

  // Who sent each API request (the script on top of its call stack), from Chromium's own log.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // Only the reloaded page's requests: the page before it may still be refreshing its list.
  let reloaded: string | undefined;
  const reads: { path: string; sentBy: string; loaderId: string }[] = [];
  cdp.on("Network.requestWillBeSent", ({ request, initiator, loaderId, type }) => {
    const path = new URL(request.url).pathname;
    if (type === "Document" && path === "/dashboard") reloaded = loaderId;
    if (path.startsWith("/api/"))
      reads.push({ path, loaderId, sentBy: new URL(initiator.stack?.callFrames[0]?.url || initiator.url || "about:blank").pathname });
  });
  await page.reload();
  await expect(page.getByText("Welcome back, Ana Souza")).toBeVisible();
  await expect(page.getByText("Ask how the new job is going").first()).toBeVisible();

  // One request for all of them, from the boot script; none of them asked again by the app.
  const mine = reads.filter((r) => r.loaderId === reloaded);
  const together = mine.filter((r) => r.path === "/api/first-reads");
  expect(together).toHaveLength(1);
  expect(together[0]!.sentBy).toMatch(chunkFile("boot"));
  for (const path of [
    "/api/auth/me",
    "/api/reminders",
    "/api/billing/plan",
    "/api/subscription-status",
    "/api/vapid-public-key",
    "/api/account/settings",
    "/api/support/notifications",
    "/api/delivery/missed",
  ]) {
    expect(
      mine.filter((r) => r.path === path),
      path,
    ).toHaveLength(0);
  }
});

// The first reads come in the session check's own request, so the page waits for them with it and
// paints whole. It waited for the session check only: on a device with nothing saved, the plan
// line came a render after the heading and pushed the page down as it did.
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

// Signed out on the sign-in page: the boot script asks for all of the page's code at once, so it
// doesn't arrive link by link (entry, then the routes, then the page, then its parts); and none of
// the dashboard's shell, its first tab or the form checks (zod) come with it.
test("the sign-in page's code is requested at once by the boot script, without the dashboard's", async ({ page }) => {
  // The entry chunk is held until the page's own chunks are asked for: only the boot script can
  // ask for them then (held for at most 5 s, so without it the page still loads and the test fails).
  let pageCodeAsked = () => {};
  const asked = new Promise<void>((resolve) => (pageCodeAsked = resolve));
  const requested: string[] = [];
  page.on("request", (request) => {
    const file = new URL(request.url()).pathname;
    if (file.endsWith(".js")) requested.push(file);
    if (pageCode("/login").test(file)) pageCodeAsked();
  });
  let entryReleased = false;
  await page.route(chunkFile("index"), async (route) => {
    await Promise.race([asked, new Promise((r) => setTimeout(r, 5_000))]);
    entryReleased = true;
    await route.continue();
  });
  let askedWhileEntryHeld = false;
  void asked.then(() => (askedWhileEntryHeld = !entryReleased));
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  expect(askedWhileEntryHeld).toBe(true);
  expect(requested.some((file) => chunkFile(CHUNKS.visitorShared).test(file))).toBe(true);
  expect(requested.filter((file) => chunkFile(CHUNKS.signedIn, CHUNKS.firstTab, "auth-checks").test(file))).toEqual([]);

  // The checks load with the form's first use, and speak as before.
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Password is required")).toBeVisible();
  expect(requested.some((file) => chunkFile("auth-checks").test(file))).toBe(true);
});

test("the pricing page, as a visitor sees it, loads none of the dashboard's code", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: /Keep every relationship warm/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Pro Plan" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(requested.some((file) => pageCode("/pricing").test(file))).toBe(true);
  expect(requested.filter((file) => chunkFile(CHUNKS.signedIn, CHUNKS.firstTab).test(file))).toEqual([]);
});

// zod (about 24 KB gzipped) loads with a form's first use, never with a page: a value taken from a
// contract module that builds schemas brings it into the landing page's extras and the dashboard's
// first paint (docs/client-loading.md). Found by its own words, wherever the bundler puts it.
test.describe("zod", () => {
  test.use({ serviceWorkers: "block" });
  const ZOD = "$ZodType";

  test("neither the landing page nor the dashboard loads it; the schedule form's first use does", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") scripts.push(res.text().catch(() => ""));
    });
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    const loadedZod = async () => (await Promise.all(scripts)).filter((code) => code.includes(ZOD)).length;

    // The landing page, with what it loads after it shows (install card, offline bar, update notice).
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Never let relationships fade away" })).toBeVisible();
    await expect.poll(() => requested.some((file) => chunkFile(CHUNKS.pwaShared).test(file))).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await loadedZod()).toBe(0);

    await signUp(page, "Ana Souza", uniqueEmail("no-zod"), "correct horse");
    scripts.length = 0;
    await page.reload();
    await expect(page.getByText("Welcome back, Ana Souza")).toBeVisible();
    await expect(page.getByRole("button", { name: "Schedule Nudge" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(5);
    expect(await loadedZod()).toBe(0);

    // Its checks arrive with the form's first use, and speak beside the field.
    await page.getByLabel("Person's name").fill("Ben Okafor");
    await page.getByLabel("Message").fill("Ask how the new job is going");
    await page.getByLabel("Date & time").fill(toLocalInputValue(addDays(new Date(), 2)));
    await page.getByLabel("Phone number").fill("call me");
    await page.getByRole("button", { name: "Schedule Nudge" }).click();
    await expect(page.getByText("Phone number needs at least 3 digits")).toBeVisible();
    await expect.poll(loadedZod).toBeGreaterThan(0);
  });
});

test("while the session is checked, the loading screen shows; then the dashboard", async ({ page }, info) => {
  await signUp(page, "Ana Souza", uniqueEmail("loading"), "correct horse");
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  // The session check, with the first reads (the boot script asks for them together).
  await page.route(/\/api\/first-reads/, async (route) => {
    await held;
    await route.continue();
  });
  const loading = page.getByRole("status").getByText("Loading...");
  await page.reload();
  await expect(loading).toBeVisible();
  await snap(page, info, "loading");
  // index.html's own screen (the app renders once the session is checked): its theme is set as
  // the page loads (theme-init.js).
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(loading).toBeVisible();
  await snap(page, info, "loading-dark");
  await page.emulateMedia({ colorScheme: "light" });
  // Its spinner shows at once, with "Loading...", and turns only once the wait passes a second.
  // Its own animations are set to a moment of the wait and the spinner read there, as a clock
  // would. On a page of its own: a screenshot stops the page's animations.
  await page.reload();
  const spinnerAt = (ms: number) =>
    page
      .getByRole("status")
      .locator("svg")
      .evaluate((svg, at) => {
        for (const animation of svg.getAnimations()) {
          animation.pause();
          animation.currentTime = at;
        }
        const { opacity, transform } = getComputedStyle(svg);
        return { opacity, transform };
      }, ms);
  expect(await spinnerAt(0)).toEqual({ opacity: "1", transform: "none" });
  expect(await spinnerAt(900)).toEqual({ opacity: "1", transform: "none" });
  const turning = await spinnerAt(1_500);
  expect(turning.opacity).toBe("1");
  // Half a turn into its first second of turning.
  expect(turning.transform).toMatch(/^matrix\(-1, /);
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

  // The schedule form paints without its field checks (zod); they load once the form is used.
  test("when the schedule form's checks can't be fetched, the form still works and the server's checks speak", async ({ page }) => {
    const checksCode = /\/assets\/nudge-schemas-[\w-]+\.js$/;
    let blocked = 0;
    await page.route(checksCode, (route) => {
      blocked++;
      return route.abort("internetdisconnected");
    });
    await signUp(page, "Ana Souza", uniqueEmail("checks-error"), "correct horse");
    await page.getByLabel("Person's name").fill("Ben Okafor");
    await page.getByLabel("Message").fill("Ask how the new job is going");
    await page.getByLabel("Date & time").fill(toLocalInputValue(addDays(new Date(), 2)));
    await page.getByLabel("Phone number").fill("call me");
    await page.getByRole("button", { name: "Schedule Nudge" }).click();
    await expectToast(page, "Error", "Phone number needs at least 3 digits");
    expect(blocked).toBeGreaterThan(0);
    await expect(page.getByLabel("Person's name")).toHaveValue("Ben Okafor");

    await page.getByLabel("Phone number").fill("+1 555 010 2031");
    await page.getByRole("button", { name: "Schedule Nudge" }).click();
    await expectToast(page, "Reminder Scheduled!");
    await expect(page.getByText("Ask how the new job is going").first()).toBeVisible();
  });
});
