import { expect, test, type Page } from "./fixtures";
import { addDays, addMonths, toLocalInputValue } from "../../src/lib/local-time";
import { askFirst, bothThemes, expectToast, reloadUntilListed, signUp as signUpByApi, snap, uniqueEmail } from "./helpers";

/** The nudges listed in the open tab, in either layout: table rows on desktop, cards (list items) on phones. */
const nudgeItems = (page: Page) => {
  const panel = page.getByRole("tabpanel");
  return panel.getByRole("row").or(panel.getByRole("listitem"));
};
const nudgeItem = (page: Page, text: string) => nudgeItems(page).filter({ hasText: text });

/** Presses Delete on the nudge for `who`: the confirmation it asks first names them. */
const askToDelete = (page: Page, who: string) =>
  askFirst(
    page,
    nudgeItem(page, who).getByRole("button", { name: `Delete nudge for ${who}` }),
    "Delete this nudge?",
    `The nudge for ${who} will be deleted. This cannot be undone.`,
  );

const SCHEDULED = /We'll nudge you about .+ on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/;

/** Closes the visible toast, so a screenshot shows the page beneath it. */
async function closeToast(page: Page) {
  await page.locator('[data-slot="toast-close"]').click();
  await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);
}

async function signUp(page: Page, name = "Maya Patel") {
  await signUpByApi(page, name, uniqueEmail("nudges"), "correct horse");
  await expect(page.getByRole("heading", { name: "Schedule a nudge" })).toBeVisible();
}

/** Fills the schedule form as a person would and submits it. */
async function scheduleNudge(page: Page, nudge: { name: string; message: string; at: Date; phone?: string; link?: string }) {
  await page.getByLabel("Person's name").fill(nudge.name);
  await page.getByLabel("Message").fill(nudge.message);
  await page.getByLabel("Date & time").fill(toLocalInputValue(nudge.at));
  if (nudge.phone) await page.getByLabel("Phone number").fill(nudge.phone);
  if (nudge.link) await page.getByLabel("Link").fill(nudge.link);
  await page.getByRole("button", { name: "Schedule Nudge" }).click();
  await expectToast(page, "Reminder Scheduled!", new RegExp(`We'll nudge you about ${nudge.name} on `));
}

// The lists are a table on desktop and cards on a phone (usePhoneLayout): what is in them is checked in both (@layout).
test("each Quick Action fills in the form, and the scheduled nudge waits in Pending Nudges", { tag: "@layout" }, async ({ page }, info) => {
  await signUp(page);
  await expect(page.getByText("No nudges scheduled")).toBeVisible();

  const presets = [
    { label: "Weekly Check-in", person: "Ana Souza", date: addDays(new Date(), 7), phone: "+1 555 010 2030" },
    { label: "Birthday", person: "Ben Okafor", date: addMonths(new Date(), 1) },
    { label: "Work Follow-up", person: "Chen Wei", date: addDays(new Date(), 1) },
    { label: "Just Because", person: "Dana Levi", date: addDays(new Date(), 3) },
  ];
  for (const { label, person, date, phone } of presets) {
    // A preset clears the name and link left over from before.
    await page.getByLabel("Person's name").fill("someone else");
    await page.getByLabel("Link").fill("https://old.example");
    await page.getByRole("button", { name: label }).click();
    await expect(page.getByLabel("Person's name")).toHaveValue("");
    await expect(page.getByLabel("Person's name")).toBeFocused();
    await expect(page.getByLabel("Link")).toHaveValue("");
    await expect(page.getByLabel("Message")).not.toHaveValue("");
    await expect(page.getByLabel("Date & time")).toHaveValue(new RegExp(`^${toLocalInputValue(date).slice(0, 10)}T`));

    await page.getByLabel("Person's name").fill(person);
    if (phone) await page.getByLabel("Phone number").fill(phone);
    await page.getByRole("button", { name: "Schedule Nudge" }).click();
    const toast = await expectToast(page, "Reminder Scheduled!", SCHEDULED);
    await expect(toast).toContainText(person);
    await expect(nudgeItem(page, person)).toContainText("Scheduled");
    // The form starts over for the next nudge.
    await expect(page.getByLabel("Message")).toHaveValue("");
  }
  await expect(page.getByText("4 coming up, soonest first.")).toBeVisible();
  // Soonest first: tomorrow's follow-up leads, next month's birthday comes last.
  const items = nudgeItems(page).filter({ hasText: "Scheduled" });
  await expect(items.first()).toContainText("Chen Wei");
  await expect(items.last()).toContainText("Ben Okafor");
  await expect(items.first()).toContainText("Tomorrow at");
  await expect(nudgeItem(page, "Ana Souza").getByRole("link", { name: "Call Ana Souza at +1 555 010 2030" })).toBeVisible();
  await closeToast(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, info, "active-nudges");

  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await snap(page, info, "active-nudges-dark");
});

test("the schedule form asks for what is missing and for a future date", async ({ page }) => {
  await signUp(page);
  const date = page.getByLabel("Date & time");
  // The picker starts one minute from now.
  const min = await date.getAttribute("min");
  expect(Math.abs(Date.parse(min!) - (Date.now() + 60_000))).toBeLessThan(2 * 60_000);

  await page.getByRole("button", { name: "Schedule Nudge" }).click();
  const missing = await expectToast(page, "Missing Information", "Please fill in all required fields.");
  await expect(missing).toHaveAttribute("class", /destructive/);

  // Blank after trimming counts as missing.
  await page.getByLabel("Person's name").fill("   ");
  await page.getByLabel("Message").fill("Call about the offer");
  await date.fill(toLocalInputValue(addDays(new Date(), 1)));
  await page.getByRole("button", { name: "Schedule Nudge" }).click();
  await expectToast(page, "Missing Information", "Please fill in all required fields.");

  await page.getByLabel("Person's name").fill("Ana");
  await date.fill("2020-01-01T09:00");
  await page.getByRole("button", { name: "Schedule Nudge" }).click();
  const invalid = await expectToast(page, "Invalid Date", "Please select a future date and time.");
  await expect(invalid).toHaveAttribute("class", /destructive/);
  await expect(page.getByText("No nudges scheduled")).toBeVisible();

  // A phone number the API would refuse is explained beside its field, before anything is sent.
  await date.fill(toLocalInputValue(addDays(new Date(), 1)));
  await page.getByLabel("Phone number").fill("call me");
  await page.getByRole("button", { name: "Schedule Nudge" }).click();
  await expect(page.getByText("Phone number needs at least 3 digits")).toBeVisible();
  await page.getByLabel("Phone number").fill("");
  await expect(page.getByText("Phone number needs at least 3 digits")).toHaveCount(0);
});

test("a pending nudge can be edited, and its contact details open the Contacts tab", async ({ page }, info) => {
  await signUp(page);
  await scheduleNudge(page, {
    name: "Ana",
    message: "Ask about the new job",
    at: addDays(new Date(), 2),
    phone: "+15551234567",
    link: "https://example.com/ana",
  });
  await closeToast(page);
  const ana = nudgeItem(page, "Ana");
  await expect(ana.getByRole("link", { name: "Call Ana at +1 555 123 4567" })).toHaveAttribute("href", "tel:+15551234567");
  await expect(ana.getByRole("link", { name: "Open link for Ana" })).toHaveAttribute("href", "https://example.com/ana");
  await expect(ana).toContainText("in 2 days");

  await ana.getByRole("button", { name: "Edit nudge for Ana" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Nudge" });
  await expect(dialog.getByLabel("Person's name")).toHaveValue("Ana");
  await expect(dialog.getByLabel("Message")).toHaveValue("Ask about the new job");
  await expect(dialog.getByLabel("Phone number")).toHaveValue("+1 555 123 4567");
  await expect(dialog.getByLabel("Link")).toHaveValue("https://example.com/ana");

  await dialog.getByLabel("Message").fill("");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText("Message is required")).toBeVisible();

  await dialog.getByLabel("Person's name").fill("Ana Souza");
  await dialog.getByLabel("Message").fill("Congratulate her on the new job");
  await dialog.getByLabel("Date & time").fill(toLocalInputValue(addDays(new Date(), 5)));
  await dialog.getByLabel("Link").fill("");
  await expect(dialog.getByText("Message is required")).toHaveCount(0);
  // Full-page screenshots lay fixed layers out from the scroll position: start from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await bothThemes(page, info, "edit-nudge");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Nudge updated successfully");
  await expect(dialog).toBeHidden();

  const edited = nudgeItem(page, "Ana Souza");
  await expect(edited).toContainText("Congratulate her on the new job");
  await expect(edited).toContainText("in 5 days");
  await expect(edited.getByRole("link", { name: /Open link/ })).toHaveCount(0);
  await expect(edited.getByRole("link", { name: /Call Ana Souza/ })).toBeVisible();

  await edited.getByRole("button", { name: "Contact details for Ana Souza" }).click();
  // Not a contact: the Add Contact dialog opens over the Contacts tab (the tab is hidden from the
  // accessibility tree while it is open), filled in with her.
  const add = page.getByRole("dialog", { name: "Add Contact" });
  await expect(add.getByText("Ana Souza isn't in your contacts yet")).toBeVisible();
  await expect(add.getByLabel("Name")).toHaveValue("Ana Souza");
  await add.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("tab", { name: "Contacts" })).toHaveAttribute("aria-selected", "true");
});

test("deleting a pending nudge asks first", async ({ page }, info) => {
  await signUp(page);
  await scheduleNudge(page, { name: "Ben", message: "Send the proposal", at: addDays(new Date(), 1) });
  const ben = nudgeItem(page, "Ben");

  const confirm = await askToDelete(page, "Ben");
  // The dialog's code loads when it is first opened.
  await bothThemes(page, info, "delete-nudge", { fullPage: false });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(ben).toBeVisible();

  await ben.getByRole("button", { name: "Delete nudge for Ben" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Nudge deleted successfully");
  await expect(ben).toHaveCount(0);
  await expect(page.getByText("No nudges scheduled")).toBeVisible();
});

test("a notification's link opens contact mode: text, call or go back to the app", async ({ page }, info) => {
  await signUp(page);
  await page.goto("/dashboard?action=contact&phone=%2B15551234567&message=Hi%20Ana&name=Ana");
  await expect(page.getByRole("heading", { name: "Contact Ana" })).toBeVisible();
  // Shown as every number is (international format); the links dial E.164.
  await expect(page.getByText("+1 555 123 4567")).toBeVisible();
  await expect(page.getByText("“Hi Ana”")).toBeVisible();
  await expect(page.getByRole("link", { name: "Send Text Message" })).toHaveAttribute("href", "sms:+15551234567?body=Hi%20Ana");
  await expect(page.getByRole("link", { name: "Make Phone Call" })).toHaveAttribute("href", "tel:+15551234567");
  // The query leaves the address, so a reload doesn't bring the card back.
  await expect(page).toHaveURL(/\/dashboard$/);
  await snap(page, info, "contact-card");

  await page.getByRole("button", { name: "Back to App" }).click();
  await expect(page.getByRole("heading", { name: "Stay Connected" })).toBeVisible();

  // Texting leaves for the messages app and ends contact mode. The sms: navigation itself is
  // cancelled here: the test browser has no messages app to hand it to.
  await page.goto("/dashboard?action=contact&phone=%2B15551234567&message=Hi%20Ana&name=Ana");
  await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
  await page.getByRole("link", { name: "Send Text Message" }).click();
  await expect(page.getByRole("heading", { name: "Stay Connected" })).toBeVisible();

  // All four parameters are needed.
  await page.goto("/dashboard?action=contact&phone=%2B15551234567&name=Ana");
  await expect(page.getByRole("heading", { name: "Stay Connected" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Contact Ana" })).toHaveCount(0);
});

test("Nudge History says what to do while nothing has been sent yet", async ({ page }) => {
  await signUp(page);
  await page.getByRole("tab", { name: "Nudge History" }).click();
  await expect(page.getByText("No past nudges yet")).toBeVisible();
  await expect(page.getByText("Schedule one from Active Nudges to get started.")).toBeVisible();
});

test("a delivered nudge moves to Nudge History, where it can be saved, reused and deleted", { tag: "@layout" }, async ({ page }, info) => {
  await signUp(page);
  const message = "Thank her for the introduction to the design team at the studio";
  // The picker offers whole minutes, but the field takes seconds too: a nudge due in a few
  // seconds lets the real delivery engine (this user's scheduler alarm) send it during the test.
  const due = new Date(Date.now() + 8_000);
  if (due.getSeconds() === 0) due.setSeconds(1);
  await page.getByLabel("Person's name").fill("Carla");
  await page.getByLabel("Message").fill(message);
  await page.getByLabel("Date & time").fill(`${toLocalInputValue(due)}:${String(due.getSeconds()).padStart(2, "0")}`);
  await page.getByRole("button", { name: "Schedule Nudge" }).click();
  await expectToast(page, "Reminder Scheduled!", /We'll nudge you about Carla on /);

  // Lists are cached for five minutes (docs/product.md#api-conventions): reload until the sent nudge shows in history.
  await reloadUntilListed(page, "Nudge History", "Carla");

  const carla = nudgeItem(page, "Carla");
  await expect(carla).toContainText(`${message.slice(0, 50)}...`);
  await expect(carla).not.toContainText(message);
  await expect(carla).toContainText("Regular");
  await carla.getByRole("button", { name: "Save nudge for Carla" }).click();
  await expectToast(page, "Nudge saved");
  await expect(carla).toContainText("Saved");
  await closeToast(page);
  await snap(page, info, "history");
  await carla.getByRole("button", { name: "Unsave nudge for Carla" }).click();
  await expectToast(page, "Nudge unsaved");
  await expect(carla).toContainText("Regular");

  await carla.getByRole("button", { name: "Reuse nudge for Carla" }).click();
  const reuse = page.getByRole("dialog", { name: "Reuse Nudge" });
  const when = reuse.getByLabel("Remind me on");
  await expect(when).toHaveValue(new RegExp(`^${toLocalInputValue(addDays(new Date(), 1)).slice(0, 10)}T`));
  await when.fill("");
  await reuse.getByRole("button", { name: "Schedule Nudge" }).click();
  await expect(reuse.getByText("Remind date is required")).toBeVisible();
  await when.fill(toLocalInputValue(addDays(new Date(), 2)));
  await expect(reuse.getByText("Remind date is required")).toHaveCount(0);
  await reuse.getByRole("button", { name: "Schedule Nudge" }).click();
  await expectToast(page, "Nudge scheduled successfully", /We'll nudge you about Carla on /);
  await expect(reuse).toBeHidden();

  const confirm = await askToDelete(page, "Carla");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Nudge deleted successfully");
  await expect(page.getByText("No past nudges yet")).toBeVisible();

  // The reused nudge waits in Active Nudges with the same person and message.
  await page.getByRole("tab", { name: "Active Nudges" }).click();
  await expect(nudgeItem(page, "Carla")).toContainText("Scheduled");
  await expect(nudgeItem(page, "Carla")).toContainText("in 2 days");
  await expect(nudgeItem(page, "Carla")).toContainText(message);
});

test.describe("when a dialog's code can't be fetched", () => {
  // The service worker would answer from its copy: this is a first visit before it is installed.
  test.use({ serviceWorkers: "block" });

  test("a toast says so, the list stays, and after a reload the dialog opens", async ({ page }, info) => {
    const editCode = /\/assets\/edit-nudge-dialog-[\w-]+\.js$/;
    await page.route(editCode, (route) => route.abort("internetdisconnected"));
    await signUp(page);
    await scheduleNudge(page, { name: "Ana", message: "Ask about the new job", at: addDays(new Date(), 2) });
    await closeToast(page);

    const ana = nudgeItem(page, "Ana");
    await ana.getByRole("button", { name: "Edit nudge for Ana" }).click();
    await expectToast(page, "Couldn't open this", "Check your connection, then reload the page.");
    await expect(page.getByRole("dialog", { name: "Edit Nudge" })).toHaveCount(0);
    // The tab is still the list, not an error in its place.
    await expect(page.getByRole("tabpanel").getByRole("alert")).toHaveCount(0);
    await expect(ana).toContainText("Ask about the new job");
    await bothThemes(page, info, "dialog-load-error", { fullPage: false });

    // Every other try says so again (the nudge's other dialog still opens).
    await closeToast(page);
    await ana.getByRole("button", { name: "Edit nudge for Ana" }).click();
    await expectToast(page, "Couldn't open this");
    await closeToast(page);
    await ana.getByRole("button", { name: "Delete nudge for Ana" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this nudge?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();

    await page.unroute(editCode);
    await page.reload();
    await nudgeItem(page, "Ana").getByRole("button", { name: "Edit nudge for Ana" }).click();
    await expect(page.getByRole("dialog", { name: "Edit Nudge" }).getByLabel("Message")).toHaveValue("Ask about the new job");
  });
});
