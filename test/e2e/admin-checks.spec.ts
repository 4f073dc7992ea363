// The admin console's checks before something goes wrong (issue 38): a priority it would have cut,
// a campaign sent to everyone at one press, and a support queue too long to read.
import { expect, test, type Page } from "./fixtures";
import { bothThemes, expectToast } from "./helpers";
import { signUpAdmin } from "./admin";

/** Every request the page sends to this method and path, from now on. */
function watchRequests(page: Page, method: string, path: RegExp) {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
}

/** On the phone project: at 360 px, the narrowest phone, nothing on the page scrolls sideways. */
async function fits360(page: Page) {
  if (test.info().project.name !== "phone") return;
  const original = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: original.height });
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const dialog of await page.getByRole("alertdialog").all()) expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(360);
  await page.setViewportSize(original);
}

test("a priority of 4.5 is refused on its field, not stored as 4", async ({ page }, info) => {
  await signUpAdmin(page);
  const posts = watchRequests(page, "POST", /^\/api\/admin\/knowledge$/);
  const form = page.getByRole("form", { name: "Add knowledge base item" });
  const title = `Quiet hours (${info.project.name}-${Date.now().toString(36)})`;
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Content").fill("Nudges due in your quiet hours wait until they end.");
  const priority = form.getByLabel("Priority (0-10)");
  await priority.fill("4.5");
  await form.getByRole("button", { name: "Add Knowledge Item" }).click();
  await expect(form.getByText("Priority must be a whole number from 0 to 10")).toBeVisible();
  await expect(priority).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
  await bothThemes(page, info, "admin-priority-refused");
  await fits360(page);

  await priority.fill("4");
  await form.getByRole("button", { name: "Add Knowledge Item" }).click();
  await expectToast(page, "Knowledge base item created successfully");
  const item = page.locator("li[data-knowledge-id]").filter({ hasText: title });
  await expect(item.getByText("Priority 4", { exact: true })).toBeVisible();
});
