// A nudge is shown once on a device, however often its push arrives: a server that crashed between
// sending a nudge and recording it sends it again (with the same nudge and token), and the push
// service delivers a copy it had already delivered. The service worker remembers the nudges it
// showed in IndexedDB, so a repeat is skipped even after the browser stopped and restarted it.
import { expect, test, type Page } from "./fixtures";
import { deliverToServiceWorker, signUp, uniqueEmail } from "./helpers";
import { startLocalPush, subscribeAtPushService } from "./push";

const shown = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title.replace("Time to reach out to ", "")),
  );

/** What the browser does to an idle service worker: stops it; the next push starts it afresh. */
async function restartServiceWorkers(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.stopAllWorkers");
  await cdp.detach();
}

test("the same nudge pushed twice, across a service-worker restart, shows one notification", async ({ page, context, baseURL }) => {
  test.slow();
  await context.grantPermissions(["notifications"], { origin: baseURL });
  const local = await startLocalPush();
  try {
    await signUp(page, "Omar Haddad", uniqueEmail("once"), "secret-pass");
    const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("auth_token"))}` };
    expect((await subscribeAtPushService(page.request, headers, local)).res.status()).toBe(201);
    const remindAt = new Date(Date.now() + 2000).toISOString();
    await page.request.post("/api/reminder", { headers, data: { targetName: "Ana", message: "Ask about the trip", remindAt } });
    await page.request.post("/api/reminder", { headers, data: { targetName: "Ben", message: "Send the photos", remindAt } });
    await expect.poll(() => local.push.messages().length, { timeout: 15_000 }).toBe(2);
    type Pushed = { data: { targetName: string } };
    const pushed = (name: string) => local.push.messages().find((m) => (m.json as Pushed).data.targetName === name)!.json;
    const [ana, ben] = [pushed("Ana"), pushed("Ben")];

    // The push service hands Ana's push over; the person reads and dismisses the notification.
    await deliverToServiceWorker(page, baseURL!, ana);
    await expect.poll(() => shown(page)).toEqual(["Ana"]);
    await page.evaluate(async () => {
      for (const n of await (await navigator.serviceWorker.ready).getNotifications()) n.close();
    });
    expect(await shown(page)).toEqual([]);

    // Later the browser stops the idle service worker; the same push arrives again and starts a new one.
    await restartServiceWorkers(page);
    await deliverToServiceWorker(page, baseURL!, ana);
    // Another nudge after it shows: the worker is up and handling pushes, so Ana's absence is its choice.
    await deliverToServiceWorker(page, baseURL!, ben);
    await expect.poll(() => shown(page)).toEqual(["Ben"]);

    // A repeat of a nudge still on screen replaces nothing and adds nothing.
    await restartServiceWorkers(page);
    await deliverToServiceWorker(page, baseURL!, ben);
    await page.waitForTimeout(500);
    expect(await shown(page)).toEqual(["Ben"]);
  } finally {
    await local.close();
  }
});
