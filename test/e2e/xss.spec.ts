import { expect, test, type Page } from "./fixtures";
import { signUp, snap, uniqueEmail } from "./helpers";

// Hostile text typed into names, messages and notes must come back as text: never markup, never
// a running script, never a javascript: link. Each payload would set window.__xss if it ran.
const IMG = `<img src=x onerror="window.__xss='img'">`;
const SCRIPT = `<script>window.__xss='script'</script>`;
const SVG = `"><svg onload="window.__xss='svg'">`;

/** A call to the API as the signed-in person, with their token. */
const apiAs = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${localStorage.getItem("auth_token")}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    { method, path, body },
  );

async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload], a[href^="javascript:" i]')).toHaveCount(0);
}

test("hostile names, messages and notes render as text, and javascript: links are refused", async ({ page }, info) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await signUp(page, `Mallory ${IMG}`, uniqueEmail("mallory"), "correct horse");
  await expect(page.getByText(`Welcome back, Mallory ${IMG}`)).toBeVisible();

  const soon = new Date(Date.now() + 4_000).toISOString();
  const later = new Date(Date.now() + 86_400_000).toISOString();
  expect(
    (
      await apiAs(page, "POST", "/api/reminder", {
        targetName: `Eve ${SVG}`,
        message: `Hi ${SCRIPT}`,
        remindAt: later,
        url: "https://example.com/?q=<b>x</b>",
      })
    ).status,
  ).toBe(201);
  // Falls due in a few seconds, so Nudge History shows hostile text too.
  expect((await apiAs(page, "POST", "/api/reminder", { targetName: `Trent ${IMG}`, message: `Sent ${SVG}`, remindAt: soon })).status).toBe(
    201,
  );
  for (const url of [
    "javascript:alert(1)",
    "JavaScript:window.__xss=1",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
  ]) {
    const refused = await apiAs(page, "POST", "/api/reminder", { targetName: "Eve", message: "Hi", remindAt: later, url });
    expect(refused.status, url).toBe(400);
    expect(refused.json.message).toBe("Link must be a full web address starting with http:// or https://");
  }
  const contact = await apiAs(page, "POST", "/api/contacts", {
    name: `Oscar ${IMG}`,
    phoneNumber: "+1 555 0199",
    notes: `Likes ${SCRIPT}`,
  });
  expect(contact.status).toBe(201);
  expect(
    (await apiAs(page, "POST", `/api/contacts/${contact.json.id}/bookmarks`, { note: `Allergic to ${SVG}`, category: "Health" })).status,
  ).toBe(201);

  // The Schedule form refuses a javascript: link before it reaches the server.
  await page.reload();
  await page.getByLabel("Person's name").fill("Eve");
  await page.getByLabel("Message").fill("Hi");
  await page.getByRole("textbox", { name: /^Link/ }).fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Schedule Nudge" }).click();
  await expect(page.getByText("Link must be a full web address starting with http:// or https://")).toBeVisible();

  await expect(page.getByText(`Eve ${SVG}`).first()).toBeVisible();
  await expect(page.getByText(`Hi ${SCRIPT}`).first()).toBeVisible();
  await expectInert(page);

  await page.getByRole("tab", { name: "Contacts" }).click();
  const name = `Oscar ${IMG}`;
  const card = page.locator("li[data-contact-id]").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name, exact: true }).click();
  await expect(card.getByText(`Allergic to ${SVG}`)).toBeVisible();
  await expectInert(page);
  await snap(page, info, "xss-contacts");

  // Once the scheduler has sent it (the list is cached, so wait before opening the tab).
  await expect.poll(async () => (await apiAs(page, "GET", "/api/nudge-history")).json.length, { timeout: 30_000 }).toBe(1);
  await page.getByRole("tab", { name: "Nudge History" }).click();
  await expect(page.getByText(`Trent ${IMG}`).first()).toBeVisible();
  await expect(page.getByText(`Sent ${SVG}`).first()).toBeVisible();
  await expectInert(page);

  // The contact card opened from a notification's link shows its query text as text.
  const params = new URLSearchParams({ action: "contact", phone: "+15551234567", message: `Hey ${SCRIPT}`, name: `Zed ${IMG}` });
  await page.goto(`/dashboard?${params}`);
  await expect(page.getByText(`Hey ${SCRIPT}`).first()).toBeVisible();
  await expect(page.getByText(`Zed ${IMG}`).first()).toBeVisible();
  await expectInert(page);
  expect(violations).toEqual([]);
});
