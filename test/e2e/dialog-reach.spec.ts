// A dialog's ✕ stays in reach: scrolled to the end of a long dialog, and while a toast shows.
// On a phone, Account & Privacy is taller than the screen, and until this test the ✕ scrolled
// away with it and the toasts came in at the top, over the ✕, for their 5 s.
import { expect, test, type Locator, type Page } from "./fixtures";
import { bothThemes, expectToast, openAccount, signUp, uniqueEmail } from "./helpers";

const DIALOG = { fullPage: false };

/** Whether a tap on the middle of `target` lands on it: on screen, and nothing (a toast) over it. */
const tapLandsOn = (target: Locator) =>
  target.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const x = left + width / 2;
    const y = top + height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  });

/** A person's swipe (a wheel on the desktop) down the open dialog, as far as it goes. */
async function scrollToEnd(page: Page, dialog: Locator) {
  const box = (await dialog.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 10; i++) await page.mouse.wheel(0, 1_000);
}

test(
  "the dialog's close button stays in reach at the end of a long dialog and under a toast",
  { tag: "@layout" },
  async ({ page }, info) => {
    await signUp(page, "Rosa Lind", uniqueEmail("dialog-reach"), "correct horse");
    const dialog = await openAccount(page);
    const close = dialog.getByRole("button", { name: "Close", exact: true });
    const last = dialog.getByRole("button", { name: "Delete my account" });

    await scrollToEnd(page, dialog);
    await expect.poll(() => tapLandsOn(last)).toBe(true);
    await expect.poll(() => tapLandsOn(close)).toBe(true);
    await bothThemes(page, info, "dialog-scrolled", DIALOG);

    // A toast from inside the dialog: the ✕ is not under it.
    const section = dialog.getByRole("region", { name: "Time zone & quiet hours" });
    await section.getByLabel("Check-ins and dates arrive at").fill("18:30");
    await section.getByRole("button", { name: "Save time settings" }).click();
    const toast = await expectToast(page, "Settings saved");
    expect(await tapLandsOn(close)).toBe(true);
    await bothThemes(page, info, "dialog-toast", DIALOG);

    // So one tap closes it at once, with the toast still showing.
    await close.click({ timeout: 1_000 });
    await expect(dialog).toBeHidden();
    await expect(toast).toBeVisible();
  },
);
