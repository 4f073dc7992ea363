// A double click (or a second tap while the first is on its way) on a form's submit button sends
// one request and makes one row: before, Schedule Nudge, Save Contact and the Reuse dialog's
// Schedule Nudge each made two identical rows.
import { expect, test, type Page } from "./fixtures";
import { addDays, toLocalInputValue } from "../../src/lib/local-time";
import { expectToast, openAddContact, signUp, uniqueEmail } from "./helpers";

/** Holds each create request of `method path` for a moment, as a slow connection would, and counts them. */
async function slowCreates(page: Page, method: string, path: RegExp) {
  let sent = 0;
  await page.route(path, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    sent++;
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fallback();
  });
  return () => sent;
}

const authHeaders = async (page: Page) => ({ Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("auth_token"))}` });
const count = async (page: Page, path: string) =>
  ((await (await page.request.get(path, { headers: await authHeaders(page) })).json()) as unknown[]).length;

test("a double click on Schedule Nudge, Save Contact or the Reuse dialog's Schedule Nudge makes one", async ({ page }) => {
  await signUp(page, "Rosa Diaz", uniqueEmail("double"), "secret-pass");

  const scheduled = await slowCreates(page, "POST", /\/api\/reminder$/);
  await page.getByLabel("Person's name").fill("Ana");
  await page.getByLabel("Message").fill("Ask how the new job is going");
  await page.getByLabel("Date & time").fill(toLocalInputValue(addDays(new Date(), 2)));
  await page.getByRole("button", { name: "Schedule Nudge" }).dblclick();
  await expectToast(page, "Reminder Scheduled!", /We'll nudge you about Ana on /);
  expect(scheduled()).toBe(1);
  expect(await count(page, "/api/reminders")).toBe(1);

  await page.getByRole("tab", { name: "Contacts" }).click();
  const saved = await slowCreates(page, "POST", /\/api\/contacts$/);
  const dialog = await openAddContact(page);
  await dialog.getByLabel("Name").fill("Ben Okafor");
  await dialog.getByRole("button", { name: "Save Contact" }).dblclick();
  await expectToast(page, "Contact saved successfully!");
  expect(saved()).toBe(1);
  expect(await count(page, "/api/contacts")).toBe(1);

  // A sent nudge to reuse: due in a second, then in history.
  const headers = await authHeaders(page);
  const remindAt = new Date(Date.now() + 1000).toISOString();
  await page.request.post("/api/reminder", { headers, data: { targetName: "Carla", message: "Say happy birthday", remindAt } });
  await expect.poll(() => count(page, "/api/nudge-history"), { timeout: 15_000 }).toBe(1);
  await page.reload();
  await page.getByRole("tab", { name: "Nudge History" }).click();
  const reused = await slowCreates(page, "POST", /\/api\/reminders\/\d+\/duplicate$/);
  await page.getByRole("button", { name: "Reuse nudge for Carla" }).click();
  const reuse = page.getByRole("dialog", { name: "Reuse Nudge" });
  await reuse.getByRole("button", { name: "Schedule Nudge" }).dblclick();
  await expectToast(page, "Nudge scheduled successfully", /We'll nudge you about Carla on /);
  expect(reused()).toBe(1);
  expect(await count(page, "/api/reminders")).toBe(2);
});
