// "Hide details on the lock screen" (issue 24): a switch in the Account dialog's Devices section.
import { expect, test } from "./fixtures";
import { bothThemes, openAccount, signUp, turnOnSwitch, uniqueEmail } from "./helpers";

test("the lock-screen switch is saved and stays on", async ({ page }, info) => {
  await signUp(page, "Maya Patel", uniqueEmail("lock"), "correct horse");
  const account = await openAccount(page);
  const hide = await turnOnSwitch(page, account, "Hide details on the lock screen", {
    title: "Notification settings saved",
    description: "Notifications now say only who to reach out to.",
  });
  await hide.scrollIntoViewIfNeeded();
  await bothThemes(page, info, "lock-screen-switch", { fullPage: false });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  await page.reload();
  await expect((await openAccount(page)).getByRole("switch", { name: "Hide details on the lock screen" })).toBeChecked();
});
