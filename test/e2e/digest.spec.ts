// The digest notification (issue 24): set under the Today list (and in Account), and the push it
// sends shown once a day by the service worker, opening Today when tapped.
import { declarativePush } from "../../worker/delivery/declarative-push";
import { expect, test } from "./fixtures";
import { deliverToServiceWorker, expectToast, openAccount, signUp, snap, snapDark, uniqueEmail } from "./helpers";

test("the digest is set under Today, kept, and shown in Account", async ({ page }, info) => {
  await signUp(page, "Maya Patel", uniqueEmail("digest"), "correct horse");
  await page.getByRole("link", { name: "Today" }).first().click();
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
  const digest = page.getByRole("region", { name: "Digest" });
  const on = digest.getByRole("switch", { name: "Send me a digest" });
  await expect(on).not.toBeChecked();
  await digest.getByText("Send me a digest").click();
  await digest.getByLabel("How often").selectOption({ label: "Once a week" });
  await digest.getByLabel("On", { exact: true }).selectOption({ label: "Friday" });
  await digest.getByLabel("At", { exact: true }).fill("07:45");
  // Not confirmed yet: the email switch waits for the address.
  const email = digest.getByRole("switch", { name: "Also by email" });
  await expect(email).toBeDisabled();
  await expect(digest).toContainText("Confirm your email address first");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  await digest.scrollIntoViewIfNeeded();
  await snap(page, info, "digest-settings");
  await snapDark(page, info, "digest-settings-dark");
  await digest.getByRole("button", { name: "Save digest" }).click();
  await expectToast(page, "Digest saved", "Fridays at 07:45");

  await page.reload();
  const saved = page.getByRole("region", { name: "Digest" });
  await expect(saved.getByRole("switch", { name: "Send me a digest" })).toBeChecked();
  await expect(saved.getByLabel("How often")).toHaveValue("weekly");
  await expect(saved.getByLabel("On", { exact: true })).toHaveValue("5");
  await expect(saved.getByLabel("At", { exact: true })).toHaveValue("07:45");

  const account = await openAccount(page);
  const inAccount = account.getByRole("region", { name: "Digest" });
  await expect(inAccount.getByLabel("How often")).toHaveValue("weekly");
  await inAccount.scrollIntoViewIfNeeded();
  await snap(page, info, "digest-account", { fullPage: false });
  await inAccount.getByText("Send me a digest").click();
  await inAccount.getByRole("button", { name: "Save digest" }).click();
  await expectToast(page, "Digest turned off", "No digests will come.");
});

test("a digest's push shows once a day and opens Today when tapped", async ({ page, context, baseURL }, info) => {
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await signUp(page, "Maya Patel", uniqueEmail("digest-push"), "correct horse");
  // What the scheduler sends for this day (worker/delivery/digest-push.ts, its words checked by the
  // worker tests), as the push service hands it over.
  const digestOf = (date: string) =>
    declarativePush(
      { title: "2 people to reach out to today", body: "Ana and Ben", navigate: `${baseURL}/today`, tag: `digest-${date}` },
      { digest: date, url: "/today" },
    );
  const payload = digestOf("2026-11-27");
  await deliverToServiceWorker(page, baseURL!, payload);
  const shown = () =>
    page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title}: ${n.body}`));
  await expect.poll(shown).toEqual(["2 people to reach out to today: Ana and Ben"]);
  // Delivered again (a retry after a crash): still one, and once dismissed it does not come back.
  await page.evaluate(async () => {
    for (const shown of await (await navigator.serviceWorker.ready).getNotifications()) shown.close();
  });
  await deliverToServiceWorker(page, baseURL!, payload);
  await page.waitForTimeout(500);
  expect(await shown()).toEqual([]);

  // The next day's digest shows, and a tap on it opens Today.
  await deliverToServiceWorker(page, baseURL!, digestOf("2026-11-28"));
  await expect.poll(shown).toEqual(["2 people to reach out to today: Ana and Ben"]);
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(baseURL!)) ?? (await context.waitForEvent("serviceworker"));
  await worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent: (event: Event) => boolean };
    // A click dispatched here carries no user activation, which focus() needs; a real tap does.
    const client = (self as unknown as { WindowClient: { prototype: { focus: () => Promise<unknown> } } }).WindowClient;
    client.prototype.focus = async function (this: unknown) {
      return this;
    };
    const [notification] = await scope.registration.getNotifications();
    let work: Promise<unknown> = Promise.resolve();
    scope.dispatchEvent(
      Object.assign(new Event("notificationclick"), { action: "", notification, waitUntil: (p: Promise<unknown>) => (work = p) }),
    );
    await work;
  });
  // The app's open window is focused and sent to Today.
  await page.waitForURL("**/today");
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
  await snap(page, info, "digest-opened-today");
});
