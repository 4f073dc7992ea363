// Today (docs/product.md#today) as a person uses it: a nudge due today, a check-in gone overdue and
// a birthday in 3 days, each done from the list until it is empty. At 390 px and desktop, light
// and dark; nothing scrolls sideways at 360 px.
import { expect, test, type Page } from "./fixtures";
import { callApi, localSql, signUp, snap, snapDark, uniqueEmail } from "./helpers";

const DAY = 86_400_000;

// The person's zone is the browser's: one where it is about noon now, so that a nudge due in 5
// minutes and a birthday 3 days on stay on the days the test expects whenever CI runs it (near
// midnight UTC the nudge would fall on tomorrow). Etc/GMT names count the other way: -5 is UTC+5.
const toNoon = (12 - new Date().getUTCHours() + 24) % 24;
const offset = toNoon > 14 ? toNoon - 24 : toNoon;
test.use({ timezoneId: offset === 0 ? "UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}` });

/** The row of the person with this name. */
const row = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("Today lists a nudge due today, an overdue check-in and a birthday in 3 days, and empties as each is done", async ({ page }, info) => {
  test.setTimeout(90_000);
  await signUp(page, "Maya Patel", uniqueEmail("today"), "correct horse");

  await callApi(page, "/api/contacts", { name: "Ana Souza", phoneNumber: "+1 555 010 2030" });
  await callApi(page, "/api/reminder", {
    targetName: "Ana Souza",
    message: "Ask how the move went",
    phoneNumber: "+1 555 010 2030",
    remindAt: new Date(Date.now() + 5 * 60_000).toISOString(),
  });
  const ben = await callApi(page, "/api/contacts", {
    name: "Ben Okafor",
    phoneNumber: "+44 7700 900123",
    reachBy: "whatsapp",
    cadenceEvery: 1,
    cadenceUnit: "week",
  });
  localSql(`UPDATE contacts SET lastContactAt = ${Date.now() - 10 * DAY} WHERE id = ${ben.id}`);
  const cleo = await callApi(page, "/api/contacts", { name: "Cleo Park", phoneNumber: "+1 555 010 5050" });
  // Three days from now on the person's calendar (their zone is the browser's, saved at sign-up).
  const birthday = await page.evaluate(() => {
    const d = new Date(Date.now() + 3 * 86_400_000);
    return `1990-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
  await callApi(page, `/api/contacts/${cleo.id}/dates`, { label: "Birthday", date: birthday });

  // From the dashboard, one tap.
  await page.reload();
  await expect(page.getByRole("link", { name: "Today" })).toBeVisible();
  await snap(page, info, "today-entry", { fullPage: false });
  await page.getByRole("link", { name: "Today" }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
  await expect(page.getByText("3 people to reach out to")).toBeVisible();
  await expect(row(page, "Ana Souza")).toContainText("Ask how the move went");
  await expect(row(page, "Ben Okafor")).toContainText("Overdue");
  await expect(row(page, "Ben Okafor").getByRole("link", { name: "Message Ben Okafor on WhatsApp" })).toHaveAttribute(
    "href",
    "https://wa.me/447700900123",
  );
  await expect(row(page, "Cleo Park")).toContainText("Birthday in 3 days (turns");
  await expect(row(page, "Cleo Park").getByRole("link", { name: "Call Cleo Park" })).toHaveAttribute("href", "tel:+15550105050");
  await snap(page, info, "today");
  await snapDark(page, info, "today-dark");

  if (info.project.name === "phone") {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await snap(page, info, "today-360");
    await page.setViewportSize({ width: 390, height: 844 });
  }

  // Done on each: the row leaves at once, and the server agrees after a reload.
  await row(page, "Ana Souza").getByRole("button", { name: "Done: Ana Souza" }).click();
  await expect(row(page, "Ana Souza")).toHaveCount(0);
  await row(page, "Ben Okafor").getByRole("button", { name: "Done: Ben Okafor" }).click();
  await expect(row(page, "Ben Okafor")).toHaveCount(0);
  await expect(page.getByText("1 person to reach out to")).toBeVisible();
  await row(page, "Cleo Park").getByRole("button", { name: "Done: Cleo Park" }).click();
  await expect(page.getByRole("heading", { name: "You're all caught up" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "You're all caught up" })).toBeVisible();
  await expect(page.getByText("Nothing to do today")).toBeVisible();
  await snap(page, info, "today-empty");
  await snapDark(page, info, "today-empty-dark");

  // Done counted as being in touch: Ben's card is on track again, and Ana's nudge is in history, done.
  await page.getByRole("link", { name: "Dashboard" }).click();
  await page.getByRole("tab", { name: "Nudge History" }).click();
  await expect(page.getByText("Ask how the move went").first()).toBeVisible();
});

test("Snooze puts an item off until tomorrow", async ({ page }) => {
  await signUp(page, "Maya Patel", uniqueEmail("today-snooze"), "correct horse");
  await callApi(page, "/api/reminder", {
    targetName: "Dan Reyes",
    message: "Send the photos",
    remindAt: new Date(Date.now() + 5 * 60_000).toISOString(),
  });
  // Opened by its address, as the daily plan's notification does.
  await page.goto("/today");
  await row(page, "Dan Reyes").getByRole("button", { name: "Snooze Dan Reyes until tomorrow" }).click();
  await expect(page.getByRole("heading", { name: "You're all caught up" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByText("Send the photos").first()).toBeVisible();
});
