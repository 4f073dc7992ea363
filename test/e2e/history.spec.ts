// A contact's history and Today's review list (docs/product.md#interactions) as a person uses them:
// logging a coffee by hand, then answering what the calendar and mail found. At 390 px and
// desktop, light and dark; nothing scrolls sideways at 360 px.
import { expect, test, type Page } from "./fixtures";
import { callApi, expectToast, localSql, signUp, snap, snapDark, uniqueEmail } from "./helpers";

const card = (page: Page, name: string) =>
  page.locator("li[data-contact-id]").filter({ has: page.getByRole("heading", { name, exact: true }) });

async function fitsAt360(page: Page) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: size.height });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize(size);
}

test("a contact's history: log a coffee by hand, shown with where it came from", async ({ page }, info) => {
  await signUp(page, "Maya Patel", uniqueEmail("history"));
  await callApi(page, "/api/contacts", { name: "Ana Souza", phoneNumber: "+1 555 010 2030" });
  // Made behind the page's back (as on another device): the dashboard may have read the contacts already.
  await page.reload();
  await page.getByRole("tab", { name: "Contacts" }).click();
  await card(page, "Ana Souza").getByRole("button", { name: "Ana Souza", exact: true }).click();
  const history = card(page, "Ana Souza").getByRole("region", { name: "History" });
  await expect(history).toContainText("Nothing logged yet.");

  await history.getByRole("button", { name: "Log contact" }).click();
  const dialog = page.getByRole("dialog", { name: "Log contact" });
  await dialog.getByRole("button", { name: "Log contact" }).click();
  await expect(dialog).toContainText("Say what happened, like Coffee or Long call");
  await dialog.getByLabel("What happened").fill("Coffee at Lisboa");
  await snap(page, info, "log-contact-dialog");
  await dialog.getByRole("button", { name: "Log contact" }).click();
  await expectToast(page, "Contact logged", "Counted as being in touch with Ana Souza.");
  await expect(dialog).toBeHidden();

  const entries = history.getByRole("list", { name: "History with Ana Souza" }).getByRole("listitem");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("Coffee at Lisboa");
  await expect(entries.first()).toContainText("Logged by you");
  await expect(card(page, "Ana Souza")).toContainText("Last contact just now");

  // A text through Nudge joins the same time line, newest first.
  await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
  await card(page, "Ana Souza").getByRole("link", { name: "Text Ana Souza" }).click();
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText("Texted");
  await expect(entries.first()).toContainText("Through Nudge");
  await card(page, "Ana Souza").scrollIntoViewIfNeeded();
  await snap(page, info, "contact-history");
  await snapDark(page, info, "contact-history-dark");
  await fitsAt360(page);
});

test("Today's review list: yes logs the meeting, Add makes the contact, and both leave the list", async ({ page }, info) => {
  await signUp(page, "Maya Patel", uniqueEmail("review"));
  const ana = await callApi(page, "/api/contacts", { name: "Ana Souza", phoneNumber: "+1 555 010 2030" });
  const me = await callApi(page, "/api/auth/me");
  const at = Date.now() - 2 * 86_400_000;
  // What a calendar pull or a mail would queue: no route writes a review.
  localSql(
    `INSERT INTO interaction_reviews (userId, kind, source, sourceRef, at, title, contactId) VALUES (${me.id}, 'meeting', 'calendar', 'lunch-${ana.id}', ${at}, 'Lunch with Ana', ${ana.id});
     INSERT INTO interaction_reviews (userId, kind, source, sourceRef, at, title, name, email) VALUES (${me.id}, 'person', 'mail', '<dinner-${ana.id}@mail.test>', ${at - 3_600_000}, 'Dinner plans for Saturday', 'Dana Reyes', 'dana.reyes@example.com');
     INSERT INTO interaction_reviews (userId, kind, source, sourceRef, at, title, contactId) VALUES (${me.id}, 'meeting', 'calendar', 'standup-${ana.id}', ${at - 7_200_000}, 'Standup, Ana presenting', ${ana.id});`,
  );

  await page.goto("/today");
  const list = page.getByRole("region", { name: "Found in your calendar and mail" });
  await expect(list.getByRole("heading", { name: "Did you meet Ana Souza?" })).toHaveCount(2);
  await expect(list.getByRole("heading", { name: "Add Dana Reyes as a contact?" })).toBeVisible();
  await expect(list).toContainText("dana.reyes@example.com");
  await snap(page, info, "today-review");
  await snapDark(page, info, "today-review-dark");
  await fitsAt360(page);

  const lunch = list.getByRole("listitem").filter({ hasText: "Lunch with Ana" });
  await lunch.getByRole("button", { name: "Yes: Did you meet Ana Souza?" }).click();
  await expectToast(page, "Contact logged", "Counted as being in touch with Ana Souza.");
  await expect(lunch).toHaveCount(0);
  await list.getByRole("button", { name: "Add: Add Dana Reyes as a contact?" }).click();
  await expectToast(page, "Contact added", "Dana Reyes is in your contacts, with this logged.");
  await list.getByRole("button", { name: "Ignore: Did you meet Ana Souza?" }).click();
  await expect(list).toHaveCount(0);

  // Asked once: back on Today, nothing waits.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Found in your calendar and mail" })).toHaveCount(0);

  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Contacts" }).click();
  await card(page, "Dana Reyes").getByRole("button", { name: "Dana Reyes", exact: true }).click();
  await expect(card(page, "Dana Reyes")).toContainText("dana.reyes@example.com");
  await expect(card(page, "Dana Reyes").getByRole("list", { name: "History with Dana Reyes" })).toContainText("Dinner plans for Saturday");
  await card(page, "Ana Souza").getByRole("button", { name: "Ana Souza", exact: true }).click();
  const anas = card(page, "Ana Souza").getByRole("list", { name: "History with Ana Souza" }).getByRole("listitem");
  await expect(anas).toHaveCount(1);
  await expect(anas.first()).toContainText("Lunch with Ana");
  await expect(anas.first()).toContainText("Calendar");
});
