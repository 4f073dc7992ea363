import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./fixtures";
import { addDays, toLocalInputValue } from "../../src/lib/local-time";
import { expectToast, openAccount, openAddContact, refusedRequests, signUp as signUpByApi, snap, snapDark, uniqueEmail } from "./helpers";

/** A contact's card in the Contacts tab, found by the name in its heading. */
const card = (page: Page, name: string) =>
  page.locator("li[data-contact-id]").filter({ has: page.getByRole("heading", { name, exact: true }) });
const toggle = (page: Page, name: string) => card(page, name).getByRole("button", { name, exact: true });
const contactsTab = (page: Page) => page.getByRole("tab", { name: "Contacts" });

async function closeToast(page: Page) {
  await page.locator('[data-slot="toast-close"]').click();
  await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);
}

async function signUp(page: Page) {
  await signUpByApi(page, "Maya Patel", uniqueEmail("contacts"), "correct horse");
  await expect(page.getByRole("heading", { name: "Schedule a nudge" })).toBeVisible();
}

async function addContact(page: Page, contact: { name: string; phone?: string; email?: string; notes?: string }) {
  const dialog = await openAddContact(page);
  await dialog.getByLabel("Name").fill(contact.name);
  if (contact.phone) await dialog.getByLabel("Phone").fill(contact.phone);
  if (contact.email) await dialog.getByLabel("Email").fill(contact.email);
  if (contact.notes) await dialog.getByLabel("Notes").fill(contact.notes);
  await dialog.getByRole("button", { name: "Save Contact" }).click();
  await expectToast(page, "Contact saved successfully!");
  await expect(dialog).toBeHidden();
}

async function addNote(page: Page, name: string, note: string, category?: string) {
  await card(page, name).getByRole("button", { name: "Add Note" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Note" });
  await dialog.getByLabel("Note").fill(note);
  if (category) {
    await dialog.getByRole("combobox", { name: /Category/ }).click();
    await page.getByRole("option", { name: category }).click();
  }
  await dialog.getByRole("button", { name: "Add Note" }).click();
  await expectToast(page, "Note added successfully!");
  await expect(dialog).toBeHidden();
}

test("contacts: add, note, expand, edit, search and delete, asking first", async ({ page }, info) => {
  // The whole life of two contacts in one story: longer than the default 30 s on a busy machine.
  test.slow();
  await signUp(page);
  await contactsTab(page).click();
  await expect(page.getByText("No contacts yet")).toBeVisible();

  // The form explains what is wrong beside each field.
  const dialog = await openAddContact(page);
  await dialog.getByLabel("Email").fill("ana@");
  await dialog.getByRole("button", { name: "Save Contact" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Invalid email address")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await addContact(page, { name: "Ana Souza", phone: "+1 555 010 2030", email: "ana@example.com", notes: "Met at the design conference" });
  const ana = card(page, "Ana Souza");
  await expect(ana).toContainText("+1 555 010 2030");
  await expect(ana).toContainText("No contact logged yet · 0 notes");
  await expect(ana.getByRole("link", { name: "Call Ana Souza" })).toHaveAttribute("href", "tel:+15550102030");
  await expect(ana.getByRole("link", { name: "Text Ana Souza" })).toHaveAttribute("href", "sms:+15550102030");
  // A new contact opens, ready for its first note.
  await expect(toggle(page, "Ana Souza")).toHaveAttribute("aria-expanded", "true");
  await expect(ana.getByText("No notes yet.")).toBeVisible();
  await closeToast(page);

  await ana.getByRole("button", { name: "Add Note" }).click();
  const noteDialog = page.getByRole("dialog", { name: "Add Note" });
  await noteDialog.getByRole("button", { name: "Add Note" }).click();
  await expect(noteDialog.getByText("Note is required")).toBeVisible();
  await noteDialog.getByLabel("Note").fill("Starts a new job in March");
  await noteDialog.getByRole("combobox", { name: /Category/ }).click();
  await page.getByRole("option", { name: "Work" }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, info, "add-note");
  await noteDialog.getByRole("button", { name: "Add Note" }).click();
  await expectToast(page, "Note added successfully!");
  await addNote(page, "Ana Souza", "Her daughter's birthday is May 3", "Family");

  const notes = ana.getByRole("list", { name: "Notes about Ana Souza" }).getByRole("listitem");
  await expect(notes).toHaveCount(2);
  // Newest first, each with its category.
  await expect(notes.first()).toContainText("Family");
  await expect(notes.first()).toContainText("Her daughter's birthday is May 3");
  await expect(notes.last()).toContainText("Work");
  await expect(ana).toContainText("2 notes");
  await addContact(page, { name: "Ben Okafor", phone: "555 010 2031" });
  await addNote(page, "Ben Okafor", "Likes trail running", "Hobbies");
  await toggle(page, "Ben Okafor").click();
  await closeToast(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, info, "contacts-expanded");

  // Collapse and expand.
  await toggle(page, "Ana Souza").click();
  await expect(toggle(page, "Ana Souza")).toHaveAttribute("aria-expanded", "false");
  await expect(notes).toHaveCount(0);
  await snap(page, info, "contacts");
  await toggle(page, "Ana Souza").click();
  await expect(notes).toHaveCount(2);

  // Edit the contact: the same dialog, filled in.
  await ana.getByRole("button", { name: "Edit Ana Souza" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Contact" });
  await expect(edit.getByLabel("Name")).toHaveValue("Ana Souza");
  await expect(edit.getByLabel("Email")).toHaveValue("ana@example.com");
  await expect(edit.getByLabel("Notes")).toHaveValue("Met at the design conference");
  await edit.getByLabel("Name").fill("Ana Souza Lima");
  await edit.getByLabel("Email").fill("");
  await edit.getByRole("button", { name: "Save Contact" }).click();
  await expectToast(page, "Contact saved successfully!");
  const anaLima = card(page, "Ana Souza Lima");
  await expect(anaLima).toBeVisible();
  await expect(anaLima.getByRole("link", { name: "ana@example.com" })).toHaveCount(0);

  // Edit a note, then delete one, asking first.
  const limaNotes = anaLima.getByRole("list", { name: "Notes about Ana Souza Lima" }).getByRole("listitem");
  await limaNotes.last().getByRole("button", { name: "Edit note" }).click();
  const editNote = page.getByRole("dialog", { name: "Edit Note" });
  await expect(editNote.getByLabel("Note")).toHaveValue("Starts a new job in March");
  await editNote.getByLabel("Note").fill("Started the new job at the studio");
  await editNote.getByRole("button", { name: "Save Note" }).click();
  await expectToast(page, "Note updated successfully!");
  await expect(limaNotes.last()).toContainText("Started the new job at the studio");

  await limaNotes.first().getByRole("button", { name: "Delete note" }).click();
  const confirmNote = page.getByRole("alertdialog", { name: "Delete this note?" });
  await confirmNote.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Note deleted successfully!");
  await expect(limaNotes).toHaveCount(1);
  await expect(anaLima).toContainText("1 note");

  // Search by name, phone digits or email.
  const search = page.getByRole("searchbox", { name: "Search contacts" });
  await search.fill("ben");
  await expect(card(page, "Ben Okafor")).toBeVisible();
  await expect(anaLima).toHaveCount(0);
  await search.fill("010-2030");
  await expect(anaLima).toBeVisible();
  await expect(card(page, "Ben Okafor")).toHaveCount(0);
  await search.fill("nobody here");
  await expect(page.getByText("No matching contacts")).toBeVisible();
  await search.fill("");

  // Deleting a contact asks first; Cancel keeps it.
  await toggle(page, "Ben Okafor").click();
  await card(page, "Ben Okafor").getByRole("button", { name: "Delete Ben Okafor" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this contact?" });
  await expect(confirm).toContainText("Ben Okafor and all notes about them will be deleted. This cannot be undone.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(card(page, "Ben Okafor")).toBeVisible();
  await card(page, "Ben Okafor").getByRole("button", { name: "Delete Ben Okafor" }).click();
  const refused = refusedRequests(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Contact deleted successfully!");
  await expect(card(page, "Ben Okafor")).toHaveCount(0);
  // Nothing asks for the deleted contact's dates or notes afterwards (before: GET …/dates 404).
  expect(await refused()).toEqual([]);
  await expect(page.getByText("1 person, with notes on every conversation.")).toBeVisible();

  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await closeToast(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, info, "contacts-dark");
});

test("Export downloads every contact as a vCard 3.0 file; Share hands the same file to the share sheet", async ({ page }) => {
  await page.addInitScript(() => {
    // The test browser has no share sheet: stand in for the phone's, keeping what it was given.
    const shared: { name: string; type: string; text: string }[] = [];
    Object.assign(window, { sharedFiles: shared });
    navigator.canShare = (data?: ShareData) => Boolean(data?.files?.length);
    navigator.share = async (data?: ShareData) => {
      for (const file of data?.files ?? []) shared.push({ name: file.name, type: file.type, text: await file.text() });
    };
  });
  await signUp(page);
  await contactsTab(page).click();
  await expect(page.getByRole("button", { name: "Export" })).toBeDisabled();
  await addContact(page, { name: "Zoë Ça", phone: "+33 6 12 34 56 78", email: "zoe@example.fr" });
  await addNote(page, "Zoë Ça", "Starts new job", "Work");
  // Her birthday is one of her dates; the file carries it as BDAY.
  const dates = page.getByRole("region", { name: "Dates for Zoë Ça" });
  await expect(dates.getByLabel("What")).toHaveValue("Birthday");
  await dates.getByLabel("Date").fill("1990-03-14");
  await dates.getByRole("button", { name: "Add date" }).click();
  await expectToast(page, "Date added", "Birthday for Zoë Ça");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("nudge-contacts.vcf");
  const vcf = await readFile((await download.path())!, "utf8");
  await expectToast(page, "Contacts Exported", "1 contact saved to nudge-contacts.vcf.");
  for (const line of [
    "BEGIN:VCARD",
    "VERSION:3.0",
    "FN:Zoë Ça",
    "TEL;TYPE=CELL:+33 6 12 34 56 78",
    "EMAIL;TYPE=INTERNET:zoe@example.fr",
    "NOTE:[Work] Starts new job",
    "BDAY:1990-03-14",
    "END:VCARD",
  ]) {
    expect(vcf).toContain(`${line}\r\n`);
  }
  expect(vcf.replace(/\r\n/g, "")).not.toContain("\n");

  await page.getByRole("button", { name: "Share" }).click();
  await expectToast(page, "Contacts Shared");
  const shared = await page.evaluate(
    () => (window as unknown as { sharedFiles: { name: string; type: string; text: string }[] }).sharedFiles,
  );
  expect(shared).toEqual([{ name: "nudge-contacts.vcf", type: "text/vcard", text: vcf }]);
});

test("Share copies the vCard text when the browser can't share", async ({ page, context, baseURL }) => {
  await page.addInitScript(() => {
    Object.assign(navigator, { share: undefined, canShare: undefined });
  });
  await signUp(page);
  // After signing up: granting these refuses every other permission, the notification prompt too.
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await contactsTab(page).click();
  await addContact(page, { name: "Ben Okafor", phone: "555 010 2031" });
  await page.getByRole("button", { name: "Share" }).click();
  await expectToast(page, "Copied to clipboard");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("FN:Ben Okafor\r\n");
});

test("Import Contacts takes pasted text, skips junk and repeats, and suggests the people in the schedule form", async ({ page }, info) => {
  await signUp(page);
  await page.getByRole("button", { name: "Import Contacts" }).click();
  const dialog = page.getByRole("dialog", { name: "Import Contacts" });
  const text = dialog.getByLabel("Contacts, one per line");

  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expectToast(page, "No Text Entered");
  await text.fill("hello there\nno phone here");
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expectToast(page, "No Valid Contacts Found");

  await text.fill("Carla Mendes 555 010 3000\nthis line is not a contact\nDev Patel - +1 (555) 010-3001\nCarla M: 555.010.3000");
  await expect(dialog).toContainText("2 contacts found.");
  // The dialog's code loads when it is first opened (paste-contacts-dialog.tsx).
  await snap(page, info, "import-contacts", { fullPage: false });
  await snapDark(page, info, "import-contacts-dark", { fullPage: false });
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expectToast(page, "Contacts Imported", "2 added, 0 already in your contacts");
  await expect(dialog).toBeHidden();

  // Importing the same people again adds nobody.
  await page.getByRole("button", { name: "Import Contacts" }).click();
  await text.fill("Carla Mendes: 5550103000");
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expectToast(page, "Contacts Imported", "0 added, 1 already in your contacts");

  // Imported people are suggestions for the person field; picking one fills in the phone.
  await expect(page.locator('datalist#person-suggestions option[value="Carla Mendes"]')).toHaveCount(1);
  await expect(page.getByLabel("Person's name")).toHaveAttribute("list", "person-suggestions");
  await page.getByLabel("Person's name").fill("Dev Patel");
  await expect(page.getByLabel("Phone number")).toHaveValue("+1 555 010 3001");
  await page.getByLabel("Person's name").fill("Somebody new");
  await expect(page.getByLabel("Phone number")).toHaveValue("");

  await contactsTab(page).click();
  await expect(card(page, "Carla Mendes")).toContainText("5550103000");
  await expect(card(page, "Dev Patel")).toContainText("+1 555 010 3001");
});

test("contact details on a pending nudge open that contact, or the Add Contact dialog filled in with them", async ({ page }, info) => {
  // Seven contacts and two nudges through the UI before the part under test.
  test.slow();
  await signUp(page);
  await contactsTab(page).click();
  for (const name of ["Ana Souza", "Ben Okafor", "Carla Mendes", "Dev Patel", "Eli Cohen", "Fay Wong"]) {
    await addContact(page, { name, phone: `+1 555 010 ${2030 + name.length}${name.charCodeAt(0)}` });
  }
  await addContact(page, { name: "Zara Kim", phone: "+1 (555) 010-9999" });
  await toggle(page, "Zara Kim").click();

  await page.getByRole("tab", { name: "Active Nudges" }).click();
  const schedule = async (name: string, phone?: string) => {
    await page.getByLabel("Person's name").fill(name);
    await page.getByLabel("Message").fill("Catch up over coffee");
    await page.getByLabel("Date & time").fill(toLocalInputValue(addDays(new Date(), 2)));
    if (phone) await page.getByLabel("Phone number").fill(phone);
    await page.getByRole("button", { name: "Schedule Nudge" }).click();
    await expectToast(page, "Reminder Scheduled!");
  };
  // The same phone written differently, under another name: the digits decide.
  await schedule("Zara", "15550109999");
  await schedule("Quinn Ray", "+1 555 010 7777");

  await page.getByRole("button", { name: "Contact details for Zara" }).click();
  await expect(contactsTab(page)).toHaveAttribute("aria-selected", "true");
  await expect(toggle(page, "Zara Kim")).toHaveAttribute("aria-expanded", "true");
  await expect(card(page, "Zara Kim")).toBeInViewport();

  await page.getByRole("tab", { name: "Active Nudges" }).click();
  // Quinn's nudge is below the form, so the page is scrolled down when the button is pressed.
  await page.getByRole("button", { name: "Contact details for Quinn Ray" }).click();
  // Not a contact: the Add Contact dialog, with what the nudge knows, wherever the page was.
  const dialog = page.getByRole("dialog", { name: "Add Contact" });
  await expect(
    dialog.getByText("Quinn Ray isn't in your contacts yet. Add them to keep notes on every conversation in one place."),
  ).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("Quinn Ray");
  await expect(dialog.getByLabel("Phone")).toHaveValue("+1 555 010 7777");
  await page.setViewportSize({ width: 360, height: 760 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize(info.project.use.viewport!);
  await snap(page, info, "add-from-nudge", { fullPage: false });
  await snapDark(page, info, "add-from-nudge-dark", { fullPage: false });
  await dialog.getByRole("button", { name: "Save Contact" }).click();
  await expectToast(page, "Contact saved successfully!");
  await expect(contactsTab(page)).toHaveAttribute("aria-selected", "true");
  await expect(toggle(page, "Quinn Ray")).toHaveAttribute("aria-expanded", "true");
  await expect(card(page, "Quinn Ray")).toContainText("+1 555 010 7777");

  // A contact now: the same button shows their card.
  await page.getByRole("tab", { name: "Active Nudges" }).click();
  await page.getByRole("button", { name: "Contact details for Quinn Ray" }).click();
  await expect(contactsTab(page)).toHaveAttribute("aria-selected", "true");
  await expect(card(page, "Quinn Ray")).toBeInViewport();
  await expect(toggle(page, "Quinn Ray")).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("Schedule nudge on a contact fills in the form; calls and texts are logged on the contact", async ({ page }) => {
  await signUp(page);
  await contactsTab(page).click();
  await addContact(page, { name: "Ana Souza", phone: "+15551234567" });
  await card(page, "Ana Souza").getByRole("button", { name: "Schedule nudge" }).click();
  await expect(page.getByRole("tab", { name: "Active Nudges" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Person's name")).toHaveValue("Ana Souza");
  await expect(page.getByLabel("Phone number")).toHaveValue("+1 555 123 4567");
  await expect(page.getByLabel("Message")).toBeFocused();

  // Tapping text leaves for the messages app (cancelled here: the test browser has none) and is logged.
  await contactsTab(page).click();
  await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
  await card(page, "Ana Souza").getByRole("link", { name: "Text Ana Souza" }).click();
  await expect(card(page, "Ana Souza")).toContainText("Last contact just now · 0 notes");

  // So is a call made from a nudge's notification.
  await page.goto("/dashboard?action=contact&phone=%2B1%20555%20123%204567&message=Hi%20Ana&name=Ana");
  await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
  await page.getByRole("link", { name: "Make Phone Call" }).click();
  await expect(page.getByRole("heading", { name: "Stay Connected" })).toBeVisible();
  await contactsTab(page).click();
  // Both are in her history, marked as made through Nudge; her notes stay what the person wrote.
  await toggle(page, "Ana Souza").click();
  const history = card(page, "Ana Souza").getByRole("list", { name: "History with Ana Souza" }).getByRole("listitem");
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Called: "Hi Ana"');
  await expect(history.first()).toContainText("Through Nudge");
  await expect(history.last()).toContainText("Texted");
  await expect(card(page, "Ana Souza")).toContainText("No notes yet.");
});

test.describe("phone numbers (issue 21)", () => {
  // A person in New York: their phone region follows the time zone the app saves for them.
  test.use({ timezoneId: "America/New_York" });

  test("numbers are read in the person's region, shown one way, and texted or called as E.164", async ({ page }, info) => {
    // A long story on a shared machine: four contacts, a nudge and two trips to Account.
    test.setTimeout(180_000);
    await signUp(page);
    let account = await openAccount(page);
    await expect(account.getByRole("combobox", { name: "Phone region" })).toHaveText("Same as my time zone (United States)");
    await account.getByRole("button", { name: "Close", exact: true }).click();
    await expect(account).toBeHidden();

    await contactsTab(page).click();
    await addContact(page, { name: "Ana Souza", phone: "5550102030" });
    await addContact(page, { name: "Ben Carter", phone: "+44 20 7946 0958" });
    await addContact(page, { name: "Chloé Martin", phone: "+1 310 555 0123" });
    for (const [name, shown, e164] of [
      ["Ana Souza", "+1 555 010 2030", "+15550102030"],
      ["Ben Carter", "+44 20 7946 0958", "+442079460958"],
      ["Chloé Martin", "+1 310 555 0123", "+13105550123"],
    ] as const) {
      await expect(card(page, name).getByText(shown, { exact: true })).toBeVisible();
      await expect(card(page, name).getByRole("link", { name: `Call ${name}` })).toHaveAttribute("href", `tel:${e164}`);
      await expect(card(page, name).getByRole("link", { name: `Text ${name}` })).toHaveAttribute("href", `sms:${e164}`);
    }

    await closeToast(page);

    // As a number is typed, the form says how it will be saved; one that doesn't read in the
    // region is said so, gently, and saved as typed.
    const dialog = await openAddContact(page);
    await dialog.getByLabel("Name").fill("Dev Patel");
    await dialog.getByLabel("Phone").fill("(555) 010-2040");
    await expect(dialog.getByText("Will be saved as +1 555 010 2040.")).toBeVisible();
    await dialog.getByLabel("Phone").fill("555 0100");
    await expect(
      dialog.getByText("We couldn't read this as a number in United States, so it will be saved as typed.", { exact: false }),
    ).toBeVisible();
    await expect(dialog.getByLabel("Phone")).toHaveAccessibleDescription(/saved as typed/);
    await snap(page, info, "phone-hint", { fullPage: false });
    await snapDark(page, info, "phone-hint-dark", { fullPage: false });
    await dialog.getByRole("button", { name: "Save Contact" }).click();
    await expectToast(page, "Contact saved successfully!");
    await expect(card(page, "Dev Patel").getByText("555 0100", { exact: true })).toBeVisible();
    await expect(card(page, "Dev Patel").getByRole("link", { name: "Call Dev Patel" })).toHaveAttribute("href", "tel:5550100");
    await closeToast(page);
    await toggle(page, "Dev Patel").click();
    await snap(page, info, "phone-numbers");
    await snapDark(page, info, "phone-numbers-dark");

    // A nudge about Ben: the form fills in his number as shown, and the list calls it as E.164.
    await page.getByRole("tab", { name: "Active Nudges" }).click();
    await page.getByLabel("Person's name").fill("Ben Carter");
    await expect(page.getByLabel("Phone number")).toHaveValue("+44 20 7946 0958");
    await page.getByLabel("Message").fill("Ask about the London move");
    await page.getByLabel("Date & time").fill(toLocalInputValue(addDays(new Date(), 1)));
    await page.getByRole("button", { name: "Schedule Nudge" }).click();
    await expectToast(page, "Reminder Scheduled!");
    await expect(page.getByRole("link", { name: "Call Ben Carter at +44 20 7946 0958" })).toHaveAttribute("href", "tel:+442079460958");
    // On a phone the toast covers the header's buttons.
    await closeToast(page);

    // Choosing another region reads the next number there.
    account = await openAccount(page);
    await account.getByRole("combobox", { name: "Phone region" }).click();
    await page.getByRole("combobox", { name: "Search countries" }).fill("United Kingdom");
    await page.getByRole("option", { name: "United Kingdom (+44)" }).click();
    await snap(page, info, "phone-region", { fullPage: false });
    await account.getByRole("button", { name: "Save time settings" }).click();
    await expectToast(page, "Settings saved");
    await expect(account.getByRole("combobox", { name: "Phone region" })).toHaveText("United Kingdom (+44)");
    await closeToast(page);
    await account.getByRole("button", { name: "Close", exact: true }).click();
    await expect(account).toBeHidden();
    await contactsTab(page).click();
    await addContact(page, { name: "Eli Cohen", phone: "020 7946 0959" });
    await expect(card(page, "Eli Cohen").getByText("+44 20 7946 0959", { exact: true })).toBeVisible();

    // Nothing scrolls sideways on the narrowest phone.
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
