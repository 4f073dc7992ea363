// Importing contacts from a file (issue 23): an iPhone .vcf and a Google CSV through the preview,
// the groups a file puts people in becoming circles (and those past the 50-circle limit left
// out), a file the import refuses, at 390 px and desktop, light and dark.
import { expect, test, type Page } from "./fixtures";
import { expectToast, signUp, snap, snapDark, uniqueEmail } from "./helpers";

const fixture = (name: string) => new URL(`../fixtures/contacts/${name}`, import.meta.url).pathname;

async function openImport(page: Page) {
  await page.getByRole("tab", { name: "Contacts" }).click();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await page.getByRole("menuitem", { name: "From a file (.vcf, .csv)" }).click();
  return page.getByRole("dialog", { name: "Import from a file" });
}

async function addAna(page: Page) {
  await page.getByRole("tab", { name: "Contacts" }).click();
  await page.getByRole("button", { name: "Add Contact" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Contact" });
  await dialog.getByLabel("Name").fill("Ana Souza");
  await dialog.getByLabel("Phone").fill("+1 555 010 2030");
  await dialog.getByRole("button", { name: "Save Contact" }).click();
  await expectToast(page, "Contact saved successfully!");
}

test("an iPhone export: the preview says who is new and what it fills in, then imports", async ({ page }, info) => {
  await signUp(page, "Maya Patel", uniqueEmail("import"), "correct horse");
  await addAna(page);
  const dialog = await openImport(page);
  await expect(dialog.getByText("Choose a .vcf or .csv file")).toBeVisible();
  await snap(page, info, "import-choose", { fullPage: false });
  await snapDark(page, info, "import-choose-dark", { fullPage: false });
  await dialog.locator('input[type="file"]').setInputFiles(fixture("ios.vcf"));

  const people = dialog.getByRole("list", { name: "People in the file" });
  await expect(people.getByRole("listitem")).toHaveCount(3);
  await expect(people.getByRole("listitem").nth(0)).toContainText("Adds email, notes, birthday to Ana Souza");
  await expect(people.getByRole("listitem").nth(1)).toContainText("Jürgen Müller");
  await expect(people.getByRole("listitem").nth(1)).toContainText("New");
  // A company's own card (ORG, no person's name) comes in under the company's name.
  await expect(people.getByRole("listitem").nth(2)).toContainText("Plumbing Co");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  await snap(page, info, "import-preview", { fullPage: false });
  await snapDark(page, info, "import-preview-dark", { fullPage: false });

  // Leaving Ana as she is: only Jürgen and the plumber are imported.
  await dialog.getByLabel("Import Ana Souza").uncheck();
  await dialog.getByRole("button", { name: "Import 2 contacts" }).click();
  await expectToast(page, "Contacts Imported", "2 added, 1 already in your contacts");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Jürgen Müller", exact: true })).toBeVisible();

  // The same file again: Jürgen is there, Ana can still be filled in.
  await openImport(page);
  await dialog.locator('input[type="file"]').setInputFiles(fixture("ios.vcf"));
  await expect(people.getByRole("listitem").nth(1)).toContainText("Already there as Jürgen Müller");
  await expect(dialog.getByLabel("Import Jürgen Müller")).toBeDisabled();
  await dialog.getByRole("button", { name: "Import 1 contact" }).click();
  await expectToast(page, "Contacts Imported", "0 added, 1 updated, 2 already in your contacts");
  await expect(dialog).toBeHidden();
  // Ana's card is still open from when she was added: it shows what the import filled in.
  await expect(page.getByText("ana@example.com")).toBeVisible();
  await expect(page.getByText(/Birthday · March 14/)).toBeVisible();
});

test("a Google CSV: columns guessed from the headers, changeable, then previewed and imported", async ({ page }, info) => {
  await signUp(page, "Maya Patel", uniqueEmail("import-csv"), "correct horse");
  const dialog = await openImport(page);
  await dialog.locator('input[type="file"]').setInputFiles(fixture("google.csv"));
  await expect(dialog.getByRole("combobox", { name: "First name" })).toHaveText("First Name");
  await expect(dialog.getByRole("combobox", { name: "Phone" })).toHaveText("Phone 1 - Value");
  await expect(dialog.getByRole("combobox", { name: "Full name" })).toHaveText("Not in this file");
  await expect(dialog.getByRole("combobox", { name: "Circles (groups, labels)" })).toHaveText("Labels");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  await snap(page, info, "import-columns", { fullPage: false });
  await snapDark(page, info, "import-columns-dark", { fullPage: false });
  // Notes aren't wanted this time.
  await dialog.getByRole("combobox", { name: "Notes" }).click();
  await page.getByRole("option", { name: "Not in this file" }).click();
  await dialog.getByRole("button", { name: "Preview" }).click();
  const people = dialog.getByRole("list", { name: "People in the file" });
  await expect(people.getByRole("listitem")).toHaveCount(3);
  // Labels "* myContacts ::: Friends": Google's own group is no circle, Friends is.
  await expect(people.getByRole("listitem").nth(0)).toContainText("Friends");
  await expect(dialog.getByText("1 new circle from the file's groups: Friends.")).toBeVisible();
  await dialog.getByRole("button", { name: "Import 3 contacts" }).click();
  await expectToast(page, "Contacts Imported", "3 added, 0 already in your contacts, 1 circle made");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("list", { name: "Ana Souza's circles" })).toHaveText("Friends");
  await page.getByRole("button", { name: "Ana Souza", exact: true }).click();
  await expect(page.getByText("Account manager at Acme Corp")).toBeVisible();
  await expect(page.getByText("Met at the Lisbon meetup")).toHaveCount(0);
  await expect(page.getByText(/Birthday · March 14/)).toBeVisible();
});

test("LinkedIn's Connections.csv and Thunderbird's export: their columns guessed, a note of when you connected, a birthday from three columns", async ({
  page,
}, info) => {
  await signUp(page, "Maya Patel", uniqueEmail("import-linkedin"), "correct horse");
  await expect(page.locator('[data-slot="toast"]')).toBeHidden({ timeout: 15_000 });
  const dialog = await openImport(page);
  // LinkedIn's file starts with a "Notes:" paragraph; the header row comes after it.
  await dialog.locator('input[type="file"]').setInputFiles(fixture("corpus/csv/smart-contact-importer-linkedin-connections.csv"));
  await expect(dialog.getByRole("combobox", { name: "First name" })).toHaveText("First Name");
  await expect(dialog.getByRole("combobox", { name: "Email" })).toHaveText("Email Address");
  await expect(dialog.getByRole("combobox", { name: "Company" })).toHaveText("Company");
  await expect(dialog.getByRole("combobox", { name: "Job title" })).toHaveText("Position");
  await expect(dialog.getByRole("combobox", { name: "Notes" })).toHaveText("Connected on LinkedIn");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  await snap(page, info, "import-columns-linkedin", { fullPage: false });
  await snapDark(page, info, "import-columns-linkedin-dark", { fullPage: false });
  await dialog.getByRole("button", { name: "Preview" }).click();
  const people = dialog.getByRole("list", { name: "People in the file" });
  await expect(people.getByRole("listitem")).toHaveCount(10);
  await expect(people.getByRole("listitem").nth(0)).toContainText("Kai Ferreira");
  await dialog.getByRole("button", { name: "Import 10 contacts" }).click();
  await expectToast(page, "Contacts Imported", "10 added, 0 already in your contacts");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Kai Ferreira", exact: true }).click();
  await expect(page.getByText("Regional Sales Director at Tidewater Logistics")).toBeVisible();
  await expect(page.getByText("Connected on LinkedIn on 14 Mar 2024")).toBeVisible();
  // The import's toast would cover the next screenshot.
  await expect(page.locator('[data-slot="toast"]')).toBeHidden({ timeout: 15_000 });

  // Thunderbird keeps a birthday in Birth Year, Birth Month and Birth Day: one column to pick.
  await openImport(page);
  await dialog.locator('input[type="file"]').setInputFiles(fixture("corpus/csv/roundcube-tb_plain.csv"));
  await expect(dialog.getByRole("combobox", { name: "Birthday" })).toHaveText("Birth Year, Month and Day");
  await expect(dialog.getByRole("combobox", { name: "Email" })).toHaveText("Primary Email");
  await expect(dialog.getByRole("combobox", { name: "Phone" })).toHaveText("Mobile Number");
  await snap(page, info, "import-columns-thunderbird", { fullPage: false });
});

test("groups past the 50-circle limit are left out and said so; their people are imported all the same", async ({ page }, info) => {
  await signUp(page, "Maya Patel", uniqueEmail("import-circles"), "correct horse");
  // 49 circles already: the file's first new group is made, the others can't be.
  const made = await page.evaluate(async () => {
    const headers = { "Content-Type": "application/json", Authorization: `Bearer ${localStorage.getItem("auth_token")}` };
    const statuses: number[] = [];
    for (let i = 1; i <= 49; i++)
      statuses.push((await fetch("/api/circles", { method: "POST", headers, body: JSON.stringify({ name: `Circle ${i}` }) })).status);
    return statuses.filter((s) => s === 201).length;
  });
  expect(made).toBe(49);
  // The welcome toast goes first: it would cover the dialog in the screenshots.
  await expect(page.locator('[data-slot="toast"]')).toBeHidden({ timeout: 15_000 });
  const dialog = await openImport(page);
  await dialog.locator('input[type="file"]').setInputFiles(fixture("categories.vcf"));
  const people = dialog.getByRole("list", { name: "People in the file" });
  await expect(people.getByRole("listitem")).toHaveCount(3);
  await expect(dialog.getByText("1 new circle from the file's groups: INTERNET.")).toBeVisible();
  const note = dialog.getByRole("note");
  await expect(note).toContainText("7 groups won't become circles: you can have 50 circles at most.");
  await expect(note).toContainText("IETF · INDUSTRY · INFORMATION TECHNOLOGY · Book club · Work, Lisbon office · Neighbours");
  await expect(note).toContainText("Their people are imported all the same.");
  await expect(people.getByRole("listitem").nth(1)).toContainText("Book club (not made into a circle)");
  await snap(page, info, "import-preview-circles", { fullPage: false });
  await snapDark(page, info, "import-preview-circles-dark", { fullPage: false });
  // The narrowest phone: a long group name is cut, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 760 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await snap(page, info, "import-preview-circles-360", { fullPage: false });

  await dialog.getByRole("button", { name: "Import 3 contacts" }).click();
  await expectToast(
    page,
    "Contacts Imported",
    "3 added, 0 already in your contacts, 1 circle made, 7 groups not made into circles (50 at most)",
  );
  await expect(page.getByRole("list", { name: "Simon Perreault's circles" })).toHaveText("INTERNET");
});

test.describe("with no phone region (UTC)", () => {
  test.use({ timezoneId: "UTC" });

  test("a number without its country code finds the Ana they have; a namesake is flagged, and unticked is left out", async ({
    page,
  }, info) => {
    await signUp(page, "Maya Patel", uniqueEmail("import-maybe"), "correct horse");
    await addAna(page);
    await expect(page.locator('[data-slot="toast"]')).toBeHidden({ timeout: 15_000 });
    const dialog = await openImport(page);
    const csv = [
      "Name,Phone,Email",
      "Ana Souza,(555) 010-2030,ana@work.example",
      "Ana Souza,+351 912 345 678,",
      "Bea Lima,(555) 010-4455,",
    ].join("\n");
    await dialog.locator('input[type="file"]').setInputFiles({ name: "phone.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await dialog.getByRole("button", { name: "Preview" }).click();
    const rows = dialog.getByRole("list", { name: "People in the file" }).getByRole("listitem");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText("Adds email to Ana Souza");
    await expect(rows.nth(1)).toContainText("Maybe the Ana Souza you have?Added as someone new unless you untick it.");
    await expect(rows.nth(2)).toContainText("New");
    await expect(
      dialog.getByText("3 people in this file: 2 to add, 1 to fill in, 0 already in your contacts. 1 may be someone you already have."),
    ).toBeVisible();
    await expect(dialog.getByLabel("Import Ana Souza").nth(1)).toBeChecked();
    await page.setViewportSize({ width: 360, height: 760 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize(info.project.use.viewport!);
    await snap(page, info, "import-preview-maybe", { fullPage: false });
    await snapDark(page, info, "import-preview-maybe-dark", { fullPage: false });

    // It is the same Ana: leave that row out.
    await dialog.getByLabel("Import Ana Souza").nth(1).uncheck();
    await dialog.getByRole("button", { name: "Import 2 contacts" }).click();
    await expectToast(page, "Contacts Imported", "1 added, 1 updated, 1 already in your contacts");
    await expect(page.getByRole("heading", { name: "Ana Souza", exact: true })).toHaveCount(1);
    await expect(page.getByText("ana@work.example")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Bea Lima", exact: true })).toBeVisible();
  });
});

test("a file that isn't a contacts export is refused with what is wrong, and nothing is imported", async ({ page }) => {
  await signUp(page, "Maya Patel", uniqueEmail("import-bad"), "correct horse");
  const dialog = await openImport(page);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "holiday.vcf", mimeType: "text/vcard", buffer: Buffer.from([0xff, 0xd8, 0, 1, 2]) });
  await expect(dialog.getByRole("alert")).toHaveText("holiday.vcf isn't a text file. Choose a .vcf or .csv export of your contacts.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("No contacts yet")).toBeVisible();
});
