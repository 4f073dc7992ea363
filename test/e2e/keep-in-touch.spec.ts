import { expect, test, type Page } from "./fixtures";
import { bothThemes, expectToast, openAddContact, signUpToContacts, snap } from "./helpers";

const card = (page: Page, name: string) =>
  page.locator("li[data-contact-id]").filter({ has: page.getByRole("heading", { name, exact: true }) });
const contactNames = (page: Page) => page.getByRole("list", { name: "Contacts" }).locator("li[data-contact-id] h3");
const filterButton = (page: Page, name: RegExp) => page.getByRole("group", { name: "Keep in touch" }).getByRole("button", { name });

async function addContact(page: Page, name: string, phone: string, cadence?: { every: string; unit: "Days" | "Weeks" | "Months" }) {
  const dialog = await openAddContact(page);
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Phone").fill(phone);
  if (cadence) {
    await dialog.getByRole("combobox", { name: "Keep in touch unit" }).click();
    await page.getByRole("option", { name: cadence.unit }).click();
    await dialog.getByLabel("How many").fill(cadence.every);
  }
  await dialog.getByRole("button", { name: "Save Contact" }).click();
  await expectToast(page, "Contact saved successfully!");
  await expect(dialog).toBeHidden();
}

test("keep in touch: a cadence shows its state, schedules one check-in nudge, filters and sorts the list, and can be removed", async ({
  page,
}, info) => {
  // A long walk through the app (three contacts, two clock jumps): give a busy machine room.
  test.setTimeout(90_000);
  await signUpToContacts(page, "cadence");

  // The form checks the number once a unit is picked.
  const dialog = await openAddContact(page);
  await expect(dialog.getByLabel("How many")).toBeDisabled();
  await dialog.getByLabel("Name").fill("Zed");
  await dialog.getByRole("combobox", { name: "Keep in touch unit" }).click();
  await page.getByRole("option", { name: "Weeks" }).click();
  await dialog.getByLabel("How many").fill("0");
  await dialog.getByRole("button", { name: "Save Contact" }).click();
  await expect(dialog.getByText("Enter a whole number from 1 to 365")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await addContact(page, "Ana Souza", "+1 555 010 2030", { every: "1", unit: "Days" });
  await addContact(page, "Ben Okafor", "+1 555 010 4040", { every: "2", unit: "Weeks" });
  await addContact(page, "Cleo Park", "+1 555 010 5050");

  // Just in touch: on track, with the check-in nudge a cadence away. No cadence: no state.
  await expect(card(page, "Ana Souza")).toContainText("On track");
  await expect(card(page, "Ana Souza")).toContainText("Every day · check-in due Tomorrow at");
  await expect(card(page, "Ana Souza")).toContainText("Nudge Tomorrow at");
  await expect(card(page, "Ben Okafor")).toContainText("On track");
  await expect(card(page, "Ben Okafor")).toContainText("Every 2 weeks · check-in due in 2 weeks");
  await expect(card(page, "Cleo Park").locator("[data-keep-in-touch]")).toHaveCount(0);

  // 4 hours before Ana's daily check-in (09:00 tomorrow in the user's zone) on the browser's
  // clock, it is in its last quarter: due soon.
  const start = Date.now();
  const anaCheckIn = await page.evaluate(async () => {
    const res = await fetch("/api/contacts", { headers: { Authorization: `Bearer ${localStorage.getItem("auth_token")}` } });
    return Date.parse(((await res.json()) as { name: string; nextCheckInAt: string }[]).find((c) => c.name === "Ana Souza")!.nextCheckInAt);
  });
  await page.clock.setFixedTime(anaCheckIn - 4 * 3_600_000);
  await page.reload();
  await page.getByRole("tab", { name: "Contacts" }).click();
  await expect(card(page, "Ana Souza").locator("[data-keep-in-touch]")).toHaveAttribute("data-keep-in-touch", "drifting");
  await expect(card(page, "Ana Souza")).toContainText("Due soon");
  await expect(card(page, "Ben Okafor")).toContainText("On track");

  await expect(filterButton(page, /Drifting/)).toHaveText(/1$/);
  await filterButton(page, /Drifting/).click();
  await expect(contactNames(page)).toHaveText(["Ana Souza"]);
  await filterButton(page, /Fine/).click();
  await expect(contactNames(page)).toHaveText(["Ben Okafor"]);
  await filterButton(page, /Due/).click();
  await expect(page.getByText("Nobody is due right now")).toBeVisible();
  await filterButton(page, /All/).click();
  await expect(contactNames(page)).toHaveText(["Ana Souza", "Ben Okafor", "Cleo Park"]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, info, "keep-in-touch");

  // The check-ins are ordinary pending nudges, one per person with a cadence.
  await page.getByRole("tab", { name: "Active Nudges" }).click();
  const checkIns = page.getByText("Keep in touch: your check-in is due");
  await expect(checkIns).toHaveCount(2);
  await expect(page.locator("main")).toContainText("Ana Souza");
  await expect(page.locator("main")).toContainText("Ben Okafor");
  await snap(page, info, "keep-in-touch-nudges");

  // Three days on (the browser's clock), Ana is overdue and comes first with "Due first".
  await page.clock.setFixedTime(start + 3 * 86_400_000);
  await page.reload();
  await page.getByRole("tab", { name: "Contacts" }).click();
  await expect(card(page, "Ana Souza")).toContainText("Overdue");
  await expect(card(page, "Ana Souza")).toContainText("check-in was due 2 days ago");
  await filterButton(page, /Due/).click();
  await expect(contactNames(page)).toHaveText(["Ana Souza"]);
  await filterButton(page, /All/).click();
  await page.getByRole("button", { name: "Due first" }).click();
  await expect(page.getByRole("button", { name: "Due first" })).toHaveAttribute("aria-pressed", "true");
  await expect(contactNames(page)).toHaveText(["Ana Souza", "Ben Okafor", "Cleo Park"]);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, info, "keep-in-touch-dark");
  await page.emulateMedia({ colorScheme: "light" });

  // "Don't remind me" removes the cadence and its check-in nudge.
  await card(page, "Ana Souza").getByRole("button", { name: "Ana Souza", exact: true }).click();
  await card(page, "Ana Souza").getByRole("button", { name: "Edit Ana Souza" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Contact" });
  await expect(edit.getByLabel("How many")).toHaveValue("1");
  await edit.getByRole("combobox", { name: "Keep in touch unit" }).click();
  await page.getByRole("option", { name: "Don't remind me" }).click();
  await edit.getByRole("button", { name: "Save Contact" }).click();
  await expectToast(page, "Contact saved successfully!");
  await expect(card(page, "Ana Souza").locator("[data-keep-in-touch]")).toHaveCount(0);
  await page.getByRole("tab", { name: "Active Nudges" }).click();
  await expect(checkIns).toHaveCount(1);
  await expect(page.locator("main")).not.toContainText("Ana Souza");
});

test("a birthday on a contact schedules its heads-up a few days early and its nudge on the day, and deleting it removes both", async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  await signUpToContacts(page, "dates");
  await addContact(page, "Ana Souza", "+1 555 010 2030");
  // A contact just saved opens on its own.
  await expect(card(page, "Ana Souza").getByRole("button", { name: "Ana Souza", exact: true })).toHaveAttribute("aria-expanded", "true");
  const dates = page.getByRole("region", { name: "Dates for Ana Souza" });
  await expect(dates.getByLabel("What")).toHaveValue("Birthday");
  await dates.getByLabel("Date").fill("1990-03-14");
  await dates.getByLabel("Days early").fill("3");
  await dates.getByRole("button", { name: "Add date" }).click();
  await expectToast(page, "Date added", "Birthday for Ana Souza");
  await expect(dates.getByRole("listitem")).toHaveCount(1);
  await expect(dates.getByRole("listitem")).toContainText("Birthday · March 14 · nudge 3 days before and on the day");
  await expect(dates.getByRole("listitem")).toContainText(/Next nudge March 11, \d{4} at /);
  await page.evaluate(() => window.scrollTo(0, 0));
  await bothThemes(page, info, "contact-dates");

  await page.getByRole("tab", { name: "Active Nudges" }).click();
  // Three days early is a weekday of the same week; then the day itself.
  await expect(page.getByText(/^Ana Souza's birthday is on \w+day$/)).toHaveCount(1);
  await expect(page.getByText("Ana Souza's birthday is today")).toHaveCount(1);

  await page.getByRole("tab", { name: "Contacts" }).click();
  await card(page, "Ana Souza").getByRole("button", { name: "Ana Souza", exact: true }).click();
  await page.getByRole("region", { name: "Dates for Ana Souza" }).getByRole("button", { name: "Delete Birthday" }).click();
  await expect(page.getByRole("region", { name: "Dates for Ana Souza" }).getByRole("listitem")).toHaveCount(0);
  await page.getByRole("tab", { name: "Active Nudges" }).click();
  await expect(page.getByText("No nudges scheduled")).toBeVisible();
});
