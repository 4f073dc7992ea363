// "Hide details on the lock screen" (issue 24): a switch in the Account dialog's Devices section.
import { expect, test } from "./fixtures";
import { expectToast, openAccount, signUpThroughUi, snap, snapDark, uniqueEmail } from "./helpers";

test("the lock-screen switch is saved and stays on", async ({ page }, info) => {
  await signUpThroughUi(page, "Maya Patel", uniqueEmail("lock"), "correct horse");
  const account = await openAccount(page);
  const hide = account.getByRole("switch", { name: "Hide details on the lock screen" });
  await expect(hide).not.toBeChecked();
  await account.getByText("Hide details on the lock screen").click();
  await expectToast(page, "Notification settings saved", "Notifications now say only who to reach out to.");
  await expect(hide).toBeChecked();
  await hide.scrollIntoViewIfNeeded();
  await snap(page, info, "lock-screen-switch", { fullPage: false });
  await snapDark(page, info, "lock-screen-switch-dark", { fullPage: false });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  await page.reload();
  await expect((await openAccount(page)).getByRole("switch", { name: "Hide details on the lock screen" })).toBeChecked();
});
