// The installable, offline app (issue 7): manifest, precached shell, last data offline, writes
// queued offline and sent once, install prompts, pull-to-refresh and the Refresh button.
import { readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { addDays, toLocalInputValue } from "../../src/lib/local-time";
import { expectToast, openLanding, signUp, snap, uniqueEmail } from "./helpers";
import {
  createOnServer,
  pending,
  nudgesOnServer,
  savedOffline,
  setOffline,
  signUpWithNudgeListed,
  signUpWithServiceWorker,
  tokenOf,
} from "./offline";

/** The service worker as `npm start` serves it (the e2e server serves this build). */
const SERVED_WORKER = "dist/client/sw.js";

test("the app is installable: manifest, icons and iOS tags", async ({ page, request }) => {
  await openLanding(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/icons/apple-touch-icon.png");
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute("content", "yes");
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);

  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ short_name: "Nudge", start_url: "/dashboard", display: "standalone", scope: "/" });
  const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const res = await request.get(icon.src);
    expect(res.ok(), icon.src).toBe(true);
    expect(res.headers()["content-type"]).toContain(icon.type);
  }
});

test("offline, a reload still opens the dashboard with the last data; a nudge scheduled offline reaches the server once", async ({
  page,
  request,
}, info) => {
  const token = await signUpWithNudgeListed(page, request, "Ola Nordmann", "Ana Souza");
  // The other tabs' lists are fetched in the background so they are there offline too.
  await savedOffline(page, "Ana Souza");
  await savedOffline(page, "/api/nudge-history");
  await savedOffline(page, "/api/contacts");

  await setOffline(page, true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Stay Connected" })).toBeVisible();
  await expect(page.getByText("Welcome back, Ola Nordmann")).toBeVisible();
  await expect(pending(page, "Ana Souza")).toBeVisible();
  await expect(page.getByRole("status", { name: "Offline" })).toContainText("You're offline");
  await snap(page, info, "pwa-offline");

  // Schedule while offline: kept on the device, listed as waiting.
  await page.getByLabel("Person's name").fill("Ben Okafor");
  await page.getByLabel("Message").fill("Congratulate him on the move");
  await page.getByLabel("Date & time").fill(toLocalInputValue(addDays(new Date(), 3)));
  await page.getByRole("button", { name: "Schedule Nudge" }).click();
  // Not "Reminder Scheduled!": the server hasn't seen it yet.
  await expectToast(page, "Saved on this device", "Your nudge about Ben Okafor will be scheduled as soon as you're back online.");
  const bar = page.getByRole("status", { name: "Offline" });
  await bar.getByText("1 change waiting to be sent").click();
  await expect(bar.getByRole("listitem")).toHaveText("Schedule a nudge for Ben Okafor");
  await snap(page, info, "pwa-offline-queued");
  expect((await nudgesOnServer(request, token)).map((r) => r.targetName)).toEqual(["Ana Souza"]);

  // Back online: sent once, in the list, queue empty.
  await setOffline(page, false);
  await expect(pending(page, "Ben Okafor")).toBeVisible();
  await expect(page.getByRole("status", { name: /Offline|Syncing/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("nudge-offline-queue"))).toBeNull();
  await page.reload();
  await expect(pending(page, "Ben Okafor")).toBeVisible();
  const names = (await nudgesOnServer(request, token)).map((r) => r.targetName).sort();
  expect(names).toEqual(["Ana Souza", "Ben Okafor"]);
});

test("signing out leaves none of the person's data on the device", async ({ page }) => {
  await signUpWithServiceWorker(page, "Sam Jones");
  await savedOffline(page, "Sam Jones");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => [localStorage.getItem("nudge-offline-cache"), localStorage.getItem("auth_token")])).toEqual([
    null,
    null,
  ]);
});

/** Chrome's install prompt, faked: the page can't tell it from the real one. */
const fakeInstallPrompt = (page: Page) =>
  page.evaluate(() => {
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted = 1;
      },
      userChoice: Promise.resolve({ outcome: "dismissed" }),
    });
    dispatchEvent(event);
    return performance.now();
  });

test("the install card appears 3 s after the browser offers installing, and stays dismissed for the session", async ({ page }, info) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  const card = page.getByRole("region", { name: "Install Nudge" });
  const offeredAt = await fakeInstallPrompt(page);
  await expect(card).toBeVisible({ timeout: 8000 });
  const shownAfter = (await page.evaluate(() => performance.now())) - offeredAt;
  expect(shownAfter).toBeGreaterThanOrEqual(3000);
  await snap(page, info, "pwa-install-card");

  await card.getByRole("button", { name: "Install", exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  // Declined in the browser's dialog: gone, and not offered again this session.
  await expect(card).toHaveCount(0);
  await page.reload();
  await fakeInstallPrompt(page);
  await page.waitForTimeout(4000);
  await expect(card).toHaveCount(0);
});

test("pull to refresh on a touch screen, the Refresh button on desktop", { tag: "@layout" }, async ({ page, request }, info) => {
  await signUpWithServiceWorker(page, "Pat Lee");
  const token = await tokenOf(page);
  await createOnServer(request, token, "Added elsewhere");
  await expect(pending(page, "Added elsewhere")).toHaveCount(0);

  if (info.project.name === "phone") {
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", y?: number) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: y === undefined ? [] : [{ x: 195, y }] });
    const indicator = page.locator("[data-pull-state]");
    // Pull-to-refresh arrives with the app's extras, just after the page has loaded.
    await expect(indicator).toHaveAttribute("data-pull-state", "idle");
    // A short pull (60 px of finger = 30 px of pull) springs back without refreshing.
    await touch("touchStart", 200);
    for (let y = 210; y <= 260; y += 10) await touch("touchMove", y);
    await expect(indicator).toHaveAttribute("data-pull-state", "pulling");
    await touch("touchEnd");
    await expect(indicator).toHaveAttribute("data-pull-state", "idle");
    await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);

    // 200 px of finger is 100 px of pull: past the 80 px threshold.
    await touch("touchStart", 200);
    for (let y = 220; y <= 400; y += 20) await touch("touchMove", y);
    await expect(indicator).toHaveAttribute("data-pull-state", "release");
    const box = await indicator.boundingBox();
    expect(box!.y).toBeCloseTo(100 - 40, 0);
    await snap(page, info, "pwa-pull-to-refresh");
    await touch("touchEnd");
  } else {
    await page.getByRole("button", { name: "Refresh" }).click();
  }
  await expectToast(page, "Refreshed", "Data has been updated");
  await expect(pending(page, "Added elsewhere")).toBeVisible();
});

test("screens in light and dark: the offline bar and the install card", async ({ page }, info) => {
  await signUpWithServiceWorker(page, "Kim Dark");
  await savedOffline(page, "Kim Dark");
  await page.emulateMedia({ colorScheme: "dark" });
  await setOffline(page, true);
  await page.reload();
  await expect(page.getByRole("status", { name: "Offline" })).toBeVisible();
  await fakeInstallPrompt(page);
  await expect(page.getByRole("region", { name: "Install Nudge" })).toBeVisible({ timeout: 8000 });
  await snap(page, info, "pwa-offline-dark");
  await setOffline(page, false);
});

// One browser is enough (@desktop): the update path has no layout of its own.
test(
  "a new deploy's service worker takes over with a 'new version' toast and drops the old precache",
  { tag: "@desktop" },
  async ({ page }, info) => {
    await page.goto("/login");
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    const shellKeys = () =>
      page.evaluate(async () => {
        const keys = await Promise.all(
          (await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
        );
        return keys.flat().filter((url) => new URL(url).pathname === "/");
      });
    const [before] = await shellKeys();
    expect(before).toMatch(/__WB_REVISION__=[0-9a-f]{32}$/);

    // The next deploy: the same worker with a changed index.html (a new revision in its precache
    // list), written over the served build; the browser can't tell it from a real deploy.
    const original = readFileSync(SERVED_WORKER, "utf8");
    const next = original.replace(/\{"url":"\/","revision":"[0-9a-f]{32}"\}/, '{"url":"/","revision":"next-deploy"}');
    expect(next).not.toBe(original);
    writeFileSync(SERVED_WORKER, next);
    // The test server's ETags come from the build it started with: without a cached copy to
    // revalidate, the browser takes the new bytes as a real deploy's fresh ETag would make it do.
    await (await page.context().newCDPSession(page)).send("Network.clearBrowserCache");
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    } finally {
      writeFileSync(SERVED_WORKER, original);
    }
    // The new worker precaches the whole build before it takes over, which on a busy machine can
    // outlast the default wait.
    await expect(page.locator('[data-slot="toast-title"]', { hasText: "New version available" })).toBeVisible({ timeout: 30_000 });
    const toast = await expectToast(page, "New version available", "Nudge has been updated. Reload to use the latest version.");
    await snap(page, info, "pwa-new-version");
    // The old revision goes once the new worker has finished activating.
    await expect.poll(shellKeys).toEqual([expect.stringMatching(/__WB_REVISION__=next-deploy$/)]);

    await toast.getByRole("button", { name: "Reload" }).click();
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);
  },
);

test("a change made offline that the server refuses says so when it is sent", async ({ page, request }) => {
  const token = await signUpWithNudgeListed(page, request, "Rae Quinn", "Gone Soon");
  await savedOffline(page, "Gone Soon");

  await setOffline(page, true);
  await pending(page, "Gone Soon")
    .getByRole("button", { name: /Delete/ })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status", { name: "Offline" })).toContainText("1 change waiting to be sent");

  // Meanwhile, another device deletes the same nudge.
  const [nudge] = (await (await request.get("/api/reminders", { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    id: number;
  }[];
  expect((await request.delete(`/api/reminders/${nudge!.id}`, { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);

  await setOffline(page, false);
  await expectToast(page, "A change made offline failed", /^Delete a nudge: .+/);
  await expect(page.getByRole("status", { name: /Offline|Syncing/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("nudge-offline-queue"))).toBeNull();
});

test.describe("on an iPhone", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  });

  test("Safari gets a banner explaining Share, then Add to Home Screen, after 2 s; dismissed for the session", async ({ page }, info) => {
    await page.goto("/login");
    const startedAt = Date.now();
    const banner = page.getByRole("region", { name: "Install Nudge on your iPhone" });
    await expect(banner).toContainText("tap Share, then 'Add to Home Screen'");
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1500);
    await snap(page, info, "pwa-ios-banner");
    await banner.getByRole("button", { name: "Dismiss install banner" }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await page.waitForTimeout(3000);
    await expect(banner).toHaveCount(0);
  });

  // Before, the banner lay over the top of the page: the dashboard's header (theme, Account, Sign
  // Out) could not be tapped until it was dismissed.
  test("the banner pushes the page down instead of covering its header", async ({ page }, info) => {
    await signUp(page, "Ines Prado", uniqueEmail("ios"), "secret-pass");
    const banner = page.getByRole("region", { name: "Install Nudge on your iPhone" });
    await expect(banner).toBeVisible();
    const signOut = page.getByRole("button", { name: "Sign Out" });
    const tapped = await signOut.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(tapped, "a tap on Sign Out reaches it").toBe(true);
    // On screen, at the top (not scrolled out of sight above the page), and above the header.
    const box = (await banner.boundingBox())!;
    expect(box.y).toBe(0);
    expect(box.y + box.height).toBeLessThanOrEqual((await signOut.boundingBox())!.y);
    await snap(page, info, "pwa-ios-banner-dashboard", { fullPage: false });
  });
});
