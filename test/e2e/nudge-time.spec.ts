// The time of day check-ins and date nudges arrive (issue 24): the account's, in Account &
// Privacy, and a contact's own in the contact form, at 390 px and desktop, light and dark.
import { expect, test, type Locator, type Page, type TestInfo } from "./fixtures";
import { bothThemes, expectToast, openAccount, openAddContact, signUp, uniqueEmail } from "./helpers";

// The account dialog and the contact form as a person sees them (a full-page shot would stretch the overlay).
const DIALOG = { fullPage: false };

// The browser's zone, saved as the person's at sign-up: their nudges' times are read in it.
test.use({ timezoneId: "Europe/Berlin" });

const api = (page: Page, path: string) =>
  page.evaluate(async (p) => (await fetch(p, { headers: { Authorization: `Bearer ${localStorage.getItem("auth_token")}` } })).json(), path);

/** Nothing in the open dialog or the page reaches past the edges at 360 px (the narrowest phone). */
async function expectFitsAt360(page: Page, dialog: Locator) {
  const original = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: original.height });
  await page.evaluate(() => new Promise(requestAnimationFrame));
  // The dialog's content scrolls in its body, inside the frame that holds the ✕.
  const body = dialog.locator('[data-slot="dialog-body"]');
  const widths = await body.evaluate((el) => ({
    page: document.documentElement.scrollWidth,
    dialog: el.scrollWidth,
    inside: el.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(360);
  expect(widths.dialog).toBeLessThanOrEqual(widths.inside + 1);
  await page.setViewportSize(original);
}

/** The open dialog with its time field in view, shot in both themes; on the phone, it fits at 360 px too. */
async function showWithField(page: Page, info: TestInfo, dialog: Locator, field: Locator, name: string) {
  await field.scrollIntoViewIfNeeded();
  await bothThemes(page, info, name, DIALOG);
  if (info.project.name === "phone") await expectFitsAt360(page, dialog);
}

test("a person chooses when check-ins and dates arrive, and gives one contact a time of their own", async ({ page }, info) => {
  test.setTimeout(90_000);
  await signUp(page, "Lena Vogel", uniqueEmail("nudge-time"), "correct horse");

  // The account's time: 09:00 until chosen, saved with the zone and quiet hours.
  const dialog = await openAccount(page);
  const section = dialog.getByRole("region", { name: "Time zone & quiet hours" });
  const time = section.getByLabel("Check-ins and dates arrive at");
  await expect(time).toHaveValue("09:00");
  await time.fill("18:30");
  await showWithField(page, info, dialog, time, "account-nudge-time");
  await section.getByRole("button", { name: "Save time settings" }).click();
  await expectToast(page, "Settings saved");
  await expect.poll(() => api(page, "/api/account/settings")).toMatchObject({ nudgeTime: "18:30" });
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();

  // A contact with a rhythm and a time of their own.
  await page.getByRole("tab", { name: "Contacts" }).click();
  const add = await openAddContact(page);
  await add.getByLabel("Name").fill("Ana Souza");
  await add.getByRole("combobox", { name: "Keep in touch unit" }).click();
  await page.getByRole("option", { name: "Weeks" }).click();
  const own = add.getByLabel(/Check-ins and dates arrive at/);
  await expect(own).toHaveValue("");
  await expect(add.getByText("Empty: your usual time, 18:30 (set in Account).")).toBeVisible();
  await own.fill("07:15");
  await expect(add.getByText("Their check-ins and date nudges arrive at 07:15.")).toBeVisible();
  await showWithField(page, info, add, own, "contact-nudge-time");
  await add.getByRole("button", { name: "Save Contact" }).click();
  await expectToast(page, "Contact saved successfully!");
  await expect(add).toBeHidden();
  const [ana] = await api(page, "/api/contacts");
  expect(ana).toMatchObject({ name: "Ana Souza", nudgeTime: "07:15" });
  // Her check-in comes at 07:15 in the person's zone (the browser's, saved at sign-up).
  const clock = (at: string) =>
    new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Berlin" }).format(
      new Date(at),
    );
  expect(clock(ana.nextCheckInAt)).toBe("07:15");

  // Back to the usual time: the button empties the field (a phone's time input may have no clear).
  const card = page.locator("li[data-contact-id]").filter({ has: page.getByRole("heading", { name: "Ana Souza", exact: true }) });
  await expect(card.getByRole("button", { name: "Edit Ana Souza" })).toBeVisible();
  await card.getByRole("button", { name: "Edit Ana Souza" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Contact" });
  await expect(edit.getByLabel(/Check-ins and dates arrive at/)).toHaveValue("07:15");
  await edit.getByRole("button", { name: "Use my usual time" }).click();
  await expect(edit.getByLabel(/Check-ins and dates arrive at/)).toHaveValue("");
  await edit.getByRole("button", { name: "Save Contact" }).click();
  await expectToast(page, "Contact saved successfully!");
  const [after] = await api(page, "/api/contacts");
  expect(after.nudgeTime).toBeNull();
  expect(clock(after.nextCheckInAt)).toBe("18:30");
});
