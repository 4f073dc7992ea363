// Syncing an address book (issue 23): connect a real CardDAV server (Radicale, started by
// services-setup.ts), see its contacts appear, follow a change made on the server, disconnect.
import { addressBookOn } from "../support/carddav-cards";
import { CARDDAV_URL } from "./carddav";
import { expect, test, type Page } from "./fixtures";
import { expectToast, signUp, snap, snapDark, uniqueEmail } from "./helpers";

async function openAddressBook(page: Page, shot?: () => Promise<void>) {
  await page.getByRole("button", { name: "Import" }).click();
  await shot?.();
  await page.getByRole("menuitem", { name: "From an address book (iCloud, CardDAV)" }).click();
  return page.getByRole("dialog", { name: "Sync an address book" });
}

const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));

test("connect an address book: its contacts appear, a change on the server follows, disconnecting keeps them", async ({ page }, info) => {
  // Each viewport has its own person on the server.
  const server = addressBookOn(CARDDAV_URL, info.project.name === "phone" ? "person1" : "person2");
  // The test's Node doesn't trust the local CA the server's certificate comes from; the app does.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  await server.make();
  await server.put({ uid: "ana", name: "Ana Lima", tel: "+49 151 23456789", bday: "1990-03-14" });
  await server.put({ uid: "ben", name: "Ben Okafor", email: "ben@example.com", org: "Acme" });

  await signUp(page, "Maya Patel", uniqueEmail("carddav"), "correct horse");
  await page.getByRole("tab", { name: "Contacts" }).click();
  // The Import menu, open: a file, or an address book.
  const dialog = await openAddressBook(page, async () => {
    await snap(page, info, "import-menu", { fullPage: false });
    await snapDark(page, info, "import-menu-dark", { fullPage: false });
  });
  await dialog.getByLabel("Server address").fill(server.account.url);
  await dialog.getByLabel("User name").fill(server.account.username);
  await dialog.getByLabel("App password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Connect" }).click();
  await expectToast(page, "Couldn't connect", "The server refused the user name or password. iCloud and Fastmail need an app password.");
  await snap(page, info, "address-book-connect", { fullPage: false });
  await snapDark(page, info, "address-book-connect-dark", { fullPage: false });
  await noSideways(page);

  await dialog.getByLabel("App password").fill(server.account.password);
  await dialog.getByRole("button", { name: "Connect" }).click();
  await expectToast(page, "Address book connected", "2 added.");
  await expect(dialog).toContainText("2 contacts linked.");
  await snap(page, info, "address-book-connected", { fullPage: false });
  await snapDark(page, info, "address-book-connected-dark", { fullPage: false });
  await noSideways(page);
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  const list = page.getByRole("list", { name: "Contacts" });
  await expect(list.getByRole("heading", { level: 3 })).toHaveText(["Ana Lima", "Ben Okafor"]);

  await server.put({ uid: "ana", name: "Ana Lima Souza", tel: "+49 151 23456789" });
  await openAddressBook(page);
  await dialog.getByRole("button", { name: "Sync now" }).click();
  await expectToast(page, "Address book synced", "1 updated.");
  await dialog.getByRole("button", { name: "Disconnect" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Disconnect this address book?" });
  await confirm.getByRole("button", { name: "Disconnect" }).click();
  await expectToast(page, "Address book disconnected", "Its contacts stay in Nudge.");
  await expect(dialog.getByLabel("Server address")).toBeVisible();
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(list.getByRole("heading", { level: 3 })).toHaveText(["Ana Lima Souza", "Ben Okafor"]);
});
