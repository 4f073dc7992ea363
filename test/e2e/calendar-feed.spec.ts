import ICAL from "ical.js";
import { expect, test, type Locator, type TestInfo } from "./fixtures";
import { toLocalInputValue } from "../../src/lib/local-time";
import { expectToast, openAccount, SCREENSHOTS, signUp, uniqueEmail } from "./helpers";

/** The dialog alone: a full-page shot of a modal over a long page shows mostly the page. */
const snapDialog = async (dialog: Locator, info: TestInfo, name: string) => {
  if (SCREENSHOTS) await dialog.screenshot({ path: `screenshots/${info.project.name}-${name}.png` });
};

test("calendar feed: make a private link, copy it, see the nudges in it, and revoke it", async ({ page, context }, info) => {
  await signUp(page, "Maya Patel", uniqueEmail("calendar"), "correct horse");
  // After sign-up: granting some permissions makes the browser report notifications as blocked.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  // A nudge to find in the feed.
  const when = new Date(Date.now() + 2 * 86_400_000);
  when.setSeconds(0, 0);
  await page.getByLabel("Person's name").fill("Ana Souza");
  await page.getByLabel("Date & time").fill(toLocalInputValue(when));
  await page.getByLabel("Message").fill("Ask about the move, and the new job");
  await page.getByRole("button", { name: "Schedule Nudge" }).click();
  await expectToast(page, "Reminder Scheduled!");

  const dialog = await openAccount(page);
  const section = dialog.getByRole("region", { name: "Calendar feed" });
  await section.getByRole("button", { name: "Create calendar link" }).click();
  const link = section.getByLabel("Calendar feed link");
  await expect(link).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await link.inputValue();
  await section.getByRole("button", { name: "Copy" }).click();
  await expectToast(page, "Copied to clipboard");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await snapDialog(dialog, info, "calendar-feed");

  // What a calendar app would fetch: no session, just the secret link.
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  expect(events).toHaveLength(1);
  expect(events[0]!.summary).toBe("Nudge: reach out to Ana Souza");
  expect(events[0]!.description).toBe("Ask about the move, and the new job");
  expect(events[0]!.startDate.toJSDate().getTime()).toBe(when.getTime());

  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await snapDialog(dialog, info, "calendar-feed-dark");

  await section.getByRole("button", { name: "Revoke link" }).click();
  await expectToast(page, "Calendar feed revoked");
  await expect(link).toHaveCount(0);
  await expect(section.getByRole("button", { name: "Create calendar link" })).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
});
