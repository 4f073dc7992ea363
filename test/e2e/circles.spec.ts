// Circles (issue 23): make one with a rhythm, put a contact in it, see the list by circle (its
// keep-in-touch state from the circle's rhythm) and export just that circle.
import { expect, test, type Page } from "./fixtures";
import { askFirst, bothThemes, expectToast, openAddContact, signUpToContacts } from "./helpers";

async function addContact(page: Page, name: string) {
  const dialog = await openAddContact(page);
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Save Contact" }).click();
  await expectToast(page, "Contact saved successfully!");
  await expect(dialog).toBeHidden();
}

test("a circle with a rhythm: its members follow it, the list and export show just them", async ({ page }, info) => {
  await signUpToContacts(page, "circles");
  await addContact(page, "Ana Souza");
  await addContact(page, "Ben Okafor");

  await page.getByRole("button", { name: "Make a circle" }).click();
  const circles = page.getByRole("dialog", { name: "Circles" });
  await circles.getByLabel("New circle").fill("Close friends");
  await circles.getByRole("combobox", { name: "Keep in touch unit" }).click();
  await page.getByRole("option", { name: "Weeks" }).click();
  await circles.getByRole("button", { name: "Add circle" }).click();
  await expectToast(page, "Circle added", "Close friends");
  await expect(circles.getByRole("list", { name: "Your circles" })).toContainText("0 people · Every 2 weeks");
  await bothThemes(page, info, "circles-dialog", { fullPage: false });
  await circles.getByRole("button", { name: "Close", exact: true }).click();
  await expect(circles).toBeHidden();

  await page.getByRole("button", { name: "Edit Ana Souza" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Contact" });
  await edit.getByRole("checkbox", { name: "Close friends" }).check();
  await edit.getByRole("button", { name: "Save Contact" }).click();
  await expectToast(page, "Contact saved successfully!");
  await expect(edit).toBeHidden();

  await page.getByRole("combobox", { name: "Circle" }).click();
  await page.getByRole("option", { name: "Close friends (1)" }).click();
  const list = page.getByRole("list", { name: "Contacts" });
  await expect(list.getByRole("heading", { level: 3 })).toHaveText(["Ana Souza"]);
  await expect(page.getByRole("list", { name: "Ana Souza's circles" })).toHaveText("Close friends");
  // Ana follows the circle's rhythm: she has a keep-in-touch state now.
  await expect(list).toContainText("On track");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  await bothThemes(page, info, "circles-list", { fullPage: false });

  await page.getByRole("button", { name: "Export" }).click();
  await expectToast(page, "Contacts Exported", "1 contact saved to nudge-contacts.vcf.");

  // Deleting a circle asks first, and keeps its people.
  await page.getByRole("button", { name: "Circles", exact: true }).click();
  const deleteButton = circles.getByRole("button", { name: "Delete Close friends" });
  const confirm = await askFirst(page, deleteButton, "Delete this circle?", "Close friends goes; its people stay in your contacts.");
  await bothThemes(page, info, "circle-delete", { fullPage: false });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Circle deleted", "Close friends: its people stay in your contacts.");
  await expect(circles.getByRole("list", { name: "Your circles" })).toBeHidden();
});
