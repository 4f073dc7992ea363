import { expect, test, type Page } from "./fixtures";
import {
  blockNotificationPrompt,
  deliverToServiceWorker,
  expectToast,
  SCREENSHOTS,
  signUp,
  snap,
  snapDark,
  submitSignUp,
  uniqueEmail,
  useOwnNetwork,
} from "./helpers";

async function createAccount(page: Page) {
  await useOwnNetwork(page);
  await page.goto("/login?mode=signup");
  await submitSignUp(page, "Dana Lee", uniqueEmail("dana"), "secret-pass");
  await expect(page.getByText("Step 2: Enable Notifications")).toBeVisible();
}

// Step 2 of sign-up: its notification card loads after the form (the sign-in page paints without it).
test("after creating an account, step 2 offers notifications before going on to the dashboard", async ({ page }, info) => {
  await createAccount(page);
  await expect(page.getByRole("heading", { name: "You're in, Dana!" })).toBeVisible();
  await snap(page, info, "signup-step-two");
  await snapDark(page, info, "signup-step-two-dark");
  await page.getByRole("link", { name: "Continue to Dashboard" }).click();
  await expect(page.getByText("Welcome back, Dana Lee")).toBeVisible();
});

test(
  "refused permission shows the blocked card; Try Again and the testing-only bypass work",
  { tag: "@layout" },
  async ({ page }, info) => {
    await blockNotificationPrompt(page);
    await createAccount(page);
    await page.getByRole("button", { name: "Enable Push Notifications" }).click();
    await expectToast(page, "Permission Needed");
    await expect(page.getByText("Notifications Blocked")).toBeVisible();
    await expect(page.getByText("Change Block to Allow for this site.")).toBeVisible();
    if (SCREENSHOTS) await page.screenshot({ path: `screenshots/${info.project.name}-notifications-blocked.png`, fullPage: true });
    // Both buttons stay inside the card, at any width (the testing-only one ran past it on desktop).
    const card = (await page.locator('[data-slot="card"]').filter({ hasText: "Notifications Blocked" }).last().boundingBox())!;
    for (const name of ["Try Again", "Continue Without Notifications (Testing Only)"]) {
      const button = (await page.getByRole("button", { name }).boundingBox())!;
      expect(button.x + button.width, name).toBeLessThanOrEqual(card.x + card.width);
    }

    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("button", { name: "Enable Push Notifications" })).toBeVisible();
    await page.getByRole("button", { name: "Enable Push Notifications" }).click();
    await page.getByRole("button", { name: "Continue Without Notifications (Testing Only)" }).click();
    await expectToast(page, "Notifications Simulated");
    await expect(page.getByText("Notifications Enabled!")).toBeVisible();
  },
);

test("the service worker shows a nudge's push with Text and Call, and its link opens the Contact card", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await signUp(page, "Dana Lee", uniqueEmail("dana"), "secret-pass");
  const payload = {
    title: "Time to reach out to Ana",
    body: "Ask how the new job is going",
    data: { id: 7, targetName: "Ana", message: "Ask how the new job is going", phoneNumber: "+15551234567", url: null },
  };
  await deliverToServiceWorker(page, baseURL!, payload);

  await expect
    .poll(async () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          actions: (n as Notification & { actions: { title: string }[] }).actions.map((a) => a.title),
          data: n.data,
        })),
      ),
    )
    .toEqual([
      {
        title: "Time to reach out to Ana",
        body: "Ask how the new job is going",
        tag: "nudge-7",
        actions: ["Text", "Call"],
        data: payload.data,
      },
    ]);

  // A tap opens the URL the service worker builds for that notification.
  await page.goto("/dashboard?action=contact&phone=%2B15551234567&message=Ask%20how%20the%20new%20job%20is%20going&name=Ana");
  await expect(page.getByText("Contact Ana")).toBeVisible();
  await expect(page.getByRole("link", { name: "Send Text Message" })).toHaveAttribute(
    "href",
    "sms:+15551234567?body=Ask%20how%20the%20new%20job%20is%20going",
  );
  await expect(page.getByRole("link", { name: "Make Phone Call" })).toHaveAttribute("href", "tel:+15551234567");
});
