// The admin console's checks before something goes wrong (issue 38): a priority it would have cut,
// a campaign sent to everyone at one press, and a support queue too long to read.
import { expect, test, type Page } from "./fixtures";
import { bothThemes, expectToast } from "./helpers";
import { signUpAdmin, signUpByApi } from "./admin";
import { startLocalPush, subscribeAtPushService } from "./push";

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

test("Send Now asks first, with how many people and devices it reaches; Cancel sends nothing", async ({ page }, info) => {
  test.setTimeout(90_000);
  const local = await startLocalPush();
  try {
    const admin = await signUpAdmin(page);
    // Ana has a phone and a laptop, Ben a phone, Cai no device: two people, three devices.
    const [ana, ben, cai] = [
      await signUpByApi(page.request, "Ana"),
      await signUpByApi(page.request, "Ben"),
      await signUpByApi(page.request, "Cai"),
    ];
    for (const person of [ana, ana, ben])
      expect((await subscribeAtPushService(page.request, person.headers, local)).res.status()).toBe(201);
    const title = `Spring check-in (${info.project.name}-${Date.now().toString(36)})`;
    const created = await page.request.post("/api/admin/push-campaigns", {
      headers: admin,
      data: { title, message: "Someone you care about is waiting.", targetType: "user", targetUserIds: `${ana.id},${ben.id},${cai.id}` },
    });
    expect(created.status()).toBe(201);
    const sends = watchRequests(page, "POST", /^\/api\/admin\/push-campaigns\/\d+\/send$/);

    await page.reload();
    await page.getByRole("tab", { name: "Push Notifications" }).click();
    const campaign = page.locator("li[data-campaign-id]").filter({ hasText: title });
    const sendNow = campaign.getByRole("button", { name: "Send Now" });
    await sendNow.click();
    const confirm = page.getByRole("alertdialog", { name: "Send to 2 people now?" });
    await expect(confirm).toContainText(`"${title}" goes at once to their 3 devices with notifications on.`);
    await bothThemes(page, info, "admin-send-confirm", { fullPage: false });
    await fits360(page);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(sendNow).toBeFocused();
    await expect(campaign).toContainText("Draft");
    expect(sends).toEqual([]);

    // From the keyboard this time, then Send.
    await sendNow.press("Enter");
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Send" }).click();
    await expectToast(page, "Push campaign sent successfully", "Queued for 3 devices.");
    await expect(campaign).toContainText("Sent");
    expect(sends).toHaveLength(1);
    const arrived = () => local.push.messages().filter((m) => (m.json as { title?: string }).title === title).length;
    await expect.poll(arrived, { timeout: 20_000 }).toBe(3);
  } finally {
    await local.close();
  }
});
