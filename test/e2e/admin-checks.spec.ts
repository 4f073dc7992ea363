// The admin console's checks before something goes wrong (issue 38): a priority it would have cut,
// a campaign sent to everyone at one press, and a support queue too long to read.
import { expect, test, type Page } from "./fixtures";
import { bothThemes, expectToast, snap } from "./helpers";
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

test("long AI answers fold to their first lines, and Pending only hides what is settled", async ({ page }, info) => {
  const admin = await signUpAdmin(page);
  const maya = await signUpByApi(page.request, "Maya");
  const ask = async (type: string, message: string, context?: object) => {
    const res = await page.request.post("/api/support", { headers: maya.headers, data: { type, message, context } });
    expect(res.status()).toBe(201);
    return (await res.json()).requestId as number;
  };
  // Connection advice is long (a greeting and four tips); thanks for an idea is two lines.
  const advice = await ask("connection_advice", "What do I say to an old friend?", { contactName: "Ana" });
  const idea = await ask("feature_request", "Zqvx wibble");
  const settled = await page.request.patch(`/api/admin/support/${idea}`, { headers: admin, data: { status: "escalated" } });
  expect(settled.status()).toBe(200);

  await page.getByRole("tab", { name: "Support Requests" }).click();
  const long = page.locator(`li[data-request-id="${advice}"]`);
  const short = page.locator(`li[data-request-id="${idea}"]`);
  await expect(short).toContainText("escalated");
  await expect(short.getByRole("button", { name: "Show more" })).toHaveCount(0);
  const more = long.getByRole("button", { name: "Show more" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  const answer = long.getByText("Here's a simple way to reach out to Ana:");
  const folded = () => answer.evaluate((p) => p.scrollHeight > p.clientHeight + 1);
  expect(await folded()).toBe(true);
  await bothThemes(page, info, "admin-support-folded");
  await fits360(page);

  // Keyboard: Enter opens the answer, Space folds it again.
  await more.focus();
  await page.keyboard.press("Enter");
  const less = long.getByRole("button", { name: "Show less" });
  await expect(less).toHaveAttribute("aria-expanded", "true");
  await expect(less).toBeFocused();
  expect(await folded()).toBe(false);
  await snap(page, info, "admin-support-unfolded");
  await page.keyboard.press("Space");
  await expect(more).toBeFocused();
  expect(await folded()).toBe(true);

  const pendingOnly = page.getByRole("switch", { name: "Pending only" });
  await expect(pendingOnly).not.toBeChecked();
  const lists = watchRequests(page, "GET", /^\/api\/admin\/support$/);
  await page.getByText("Pending only", { exact: true }).click();
  await expect(pendingOnly).toBeChecked();
  await expect(long).toBeVisible();
  await expect(short).toHaveCount(0);
  for (const status of await page
    .locator("li[data-request-id]")
    .getByText(/^(pending|escalated|resolved)$/)
    .allTextContents())
    expect(status).toBe("pending");
  expect(lists.some((url) => new URL(url).searchParams.get("status") === "pending")).toBe(true);
  await bothThemes(page, info, "admin-support-pending-only");
  await fits360(page);
  await pendingOnly.press("Space");
  await expect(pendingOnly).not.toBeChecked();
  await expect(short).toBeVisible();
});

test("the Knowledge Base lists the shown language's articles first; Show picks another language or all of them", async ({ page }, info) => {
  // All languages lists some 180 articles, a long page on a phone.
  test.setTimeout(60_000);
  await signUpAdmin(page);
  const titles = page.locator("li[data-knowledge-id] h3");
  const list = page.getByRole("list", { name: "Knowledge base items" });
  await expect(list.getByRole("heading", { name: "Scheduling a nudge", exact: true })).toBeVisible();
  await expect(list.getByRole("heading", { name: "Eine Erinnerung planen" })).toHaveCount(0);
  const english = await titles.count();

  const show = page.getByRole("combobox", { name: "Show" });
  await expect(show).toHaveText("English");
  await show.click();
  await page.getByRole("option", { name: "Deutsch" }).click();
  await expect(list.getByRole("heading", { name: "Eine Erinnerung planen" })).toBeVisible();
  await expect(list.getByRole("heading", { name: "Scheduling a nudge", exact: true })).toHaveCount(0);
  await expect(page.locator("li[data-knowledge-id]").first().getByText("Deutsch", { exact: true })).toBeVisible();
  const german = await titles.count();
  // A new item starts in the language listed beside the form, so it shows in the list once added.
  const form = page.getByRole("form", { name: "Add knowledge base item" });
  await expect(form.getByRole("combobox", { name: "Language" })).toHaveText("Deutsch");
  const title = `Walrosse (${info.project.name}-${Date.now().toString(36)})`;
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Content").fill("Unter Einstellungen findest du die Walrosse.");
  await form.getByRole("button", { name: "Add Knowledge Item" }).click();
  await expectToast(page, "Knowledge base item created successfully");
  await expect(list.getByRole("heading", { name: title })).toBeVisible();
  await expect(form.getByRole("combobox", { name: "Language" })).toHaveText("Deutsch");
  // The filter and the first articles: the whole list is a long page.
  await show.scrollIntoViewIfNeeded();
  await bothThemes(page, info, "admin-knowledge-german", { fullPage: false });
  await fits360(page);

  await show.click();
  await page.getByRole("option", { name: "All languages" }).click();
  await expect(list.getByRole("heading", { name: "Eine Erinnerung planen" })).toBeVisible();
  await expect(list.getByRole("heading", { name: "Scheduling a nudge", exact: true })).toBeVisible();
  expect(await titles.count()).toBeGreaterThanOrEqual(english + german + 1);
});
