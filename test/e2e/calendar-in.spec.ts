// Connecting a calendar (issue 41) in the Account dialog: a CalDAV calendar on the real test
// server (Radicale, started by services-setup.ts) with a meeting with a contact; connecting logs
// it, "Sync now" reads again, disconnecting keeps what was logged.
import { calendarOn } from "../support/calendar-events";
import { CARDDAV_URL } from "./carddav";
import { expect, test, type Page } from "./fixtures";
import { expectToast, openAccount, openAddContact, signUpToContacts, snap, snapDark } from "./helpers";

const HOUR = 3_600_000;

async function openCalendarSection(page: Page) {
  const dialog = await openAccount(page);
  const section = dialog.getByRole("region", { name: "Connect a calendar" });
  await section.scrollIntoViewIfNeeded();
  return { dialog, section };
}

const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));

test("connect a calendar: a meeting with a contact is logged, syncing again finds nothing new, disconnecting keeps it", async ({
  page,
}, info) => {
  // Each viewport has its own person on the server.
  const server = calendarOn(CARDDAV_URL, info.project.name === "phone" ? "person17" : "person18");
  // The test's Node doesn't trust the local CA the server's certificate comes from; the app does.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  await server.make();
  const email = `ana-${info.project.name}@example.com`;
  const start = Date.now() - 26 * HOUR;
  await server.put({ uid: `coffee-${Date.now()}`, summary: "Coffee", start, end: start + HOUR, attendees: [email] });

  await signUpToContacts(page, "calendar");
  const add = await openAddContact(page);
  await add.getByLabel("Name").fill("Ana Souza");
  await add.getByLabel("Email").fill(email);
  await add.getByRole("button", { name: "Save Contact" }).click();
  await expectToast(page, "Contact saved successfully!");
  await expect(add).toBeHidden();

  const { dialog, section } = await openCalendarSection(page);
  await section.getByLabel("Calendar address").fill(server.account.url);
  await section.getByLabel("User name (CalDAV only)").fill(server.account.username);
  await section.getByLabel("App password (CalDAV only)").fill("not-the-password");
  await section.getByRole("button", { name: "Connect calendar" }).click();
  await expectToast(page, "Couldn't connect", /refused the user name or password/);
  await snap(page, info, "calendar-in-connect", { fullPage: false });
  await snapDark(page, info, "calendar-in-connect-dark", { fullPage: false });
  await noSideways(page);

  await section.getByLabel("App password (CalDAV only)").fill(server.account.password);
  await section.getByRole("button", { name: "Connect calendar" }).click();
  await expectToast(page, "Calendar connected", "1 meeting logged.");
  await expect(section).toContainText("CalDAV calendar");
  await snap(page, info, "calendar-in-connected", { fullPage: false });
  await snapDark(page, info, "calendar-in-connected-dark", { fullPage: false });
  await noSideways(page);

  await section.getByRole("button", { name: "Sync now" }).click();
  await expectToast(page, "Calendar synced", "Nothing new.");

  // Briefs before meetings: an hour unless changed, and off is a choice.
  const brief = section.getByLabel("Brief before a meeting");
  await expect(brief).toHaveValue("60");
  await brief.selectOption({ label: "30 minutes before" });
  await expectToast(page, "Meeting briefs saved", "Coming meetings send their brief at the new time.");
  await brief.selectOption({ label: "Off" });
  await expectToast(page, "Meeting briefs saved", "No briefs before meetings.");
  await expect(brief).toHaveValue("off");
  await section.getByRole("button", { name: "Disconnect" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Disconnect this calendar?" });
  await confirm.getByRole("button", { name: "Disconnect" }).click();
  await expectToast(page, "Calendar disconnected", "The meetings it logged stay in your contacts' history.");
  await expect(section.getByLabel("Calendar address")).toBeVisible();
  await expect(dialog).toBeVisible();
});
