// Nothing scrolls sideways on a phone and no button's text spills over its edges: every screen
// and dialog, measured at 360 and 390 px (the narrow and the common phone), light theme (layout
// does not change with the theme).
import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "./fixtures";
import { openAccount, signUpThroughUi, snap, submitSignUp, uniqueEmail, useOwnNetwork } from "./helpers";

const WIDTHS = [360, 390];

/** What sticks out at this width: the page's own overflow, a dialog past the edges, text wider than its button. */
async function misfits(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) found.push(`page is ${document.documentElement.scrollWidth} px wide`);
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      const box = dialog.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5) found.push(`dialog ${name(dialog)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      if (dialog.scrollWidth > dialog.clientWidth + 1) {
        // Name the innermost element that reaches past the dialog's edge: that is what to fix.
        // Past the dialog's content box: into its padding, which is where a too-wide grid track goes.
        const style = getComputedStyle(dialog);
        const inner = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
        const spills = (el: Element) => el.getBoundingClientRect().right > inner + 0.5 || (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === "visible");
        const past = [...dialog.querySelectorAll("*")].filter((el) => spills(el) && ![...el.children].some(spills));
        found.push(`dialog ${name(dialog)} scrolls sideways (${dialog.scrollWidth} > ${dialog.clientWidth}): ${past.slice(0, 3).map(name).join(", ")}`);
      }
    }
    for (const el of document.querySelectorAll('button, a[data-slot="button"], [role="tab"]')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1) found.push(`${name(el)}: text ${el.scrollWidth} px in ${el.clientWidth} px`);
      if (box.right > width + 0.5 && !el.closest('[data-slot="scroll-x"]')) found.push(`${name(el)} ends at ${Math.round(box.right)} px`);
    }
    return found;
  });
}

/** Checks the current screen at every phone width (restoring the project's viewport after). */
async function expectFits(page: Page, what: string) {
  const original = page.viewportSize()!;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: original.height });
    // One frame for layout to follow the new width.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await misfits(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize(original);
}

test.beforeEach(({}, info) => {
  test.skip(info.project.name !== "phone", "phone widths only; the desktop project has room");
});

test("visitor screens fit a phone", async ({ page }) => {
  for (const path of ["/", "/login", "/login?mode=signup", "/forgot-password", "/reset-password?token=x", "/reset-password", "/pricing", "/support", "/nope", "/verify-email?token=x", "/unsubscribe?token=x", "/nudge-done?token=x"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectFits(page, path);
  }
});

test("the dashboard, its tabs and dialogs, and the admin console fit a phone", async ({ page }, info) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("fit");
  await signUpThroughUi(page, "Maximiliana Fitzgerald-Oyelaran", email, "correct horse");
  execFileSync(process.execPath, ["scripts/make-admin.mjs", email], { env: { ...process.env, NUDGE_STATE_DIR: ".state/e2e" }, stdio: "pipe" });
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  const headers = { Authorization: `Bearer ${token}` };
  // Long words and numbers, as real data has them.
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { headers, data });
    expect(res.status(), `POST ${path}`).toBe(201);
    return res.json();
  };
  const contact = await post("/api/contacts", { name: "Bartholomew Featherstonehaugh-Wolfeschlegel", phoneNumber: "+44 20 7946 0958", email: "bartholomew.featherstonehaugh@example-company.co.uk" });
  await post(`/api/contacts/${contact.id}/bookmarks`, { note: "Supercalifragilisticexpialidocious-conversation-about-the-newjob-at-the-company" });
  await post("/api/reminder", { targetName: "Bartholomew Featherstonehaugh-Wolfeschlegel", message: "Ask about https://example.com/a-very-long-link-that-does-not-break-anywhere-at-all", remindAt: new Date(Date.now() + 86_400_000).toISOString() });
  await post("/api/support", { type: "connection_advice", message: "How do I reach out after a long time?", context: { contactName: "Bartholomew Featherstonehaugh-Wolfeschlegel", contactHistory: "Talked-about-the-newjob-at-the-company-in-a-very-long-single-word", reminderMessage: "Ask about the new job at https://example.com/a-very-long-link" } });
  await page.reload();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Stay Connected" })).toBeVisible();
  await expectFits(page, "dashboard, Active Nudges");

  await page.getByRole("button", { name: /Edit nudge for/ }).first().click();
  await expect(page.getByRole("dialog", { name: "Edit Nudge" })).toBeVisible();
  await expectFits(page, "Edit Nudge dialog");
  await page.keyboard.press("Escape");

  for (const tab of ["Contacts", "Nudge History", "AI Support"]) {
    await page.getByRole("tab", { name: tab }).click();
    await page.waitForLoadState("networkidle");
    await expectFits(page, `dashboard, ${tab}`);
  }
  await page.getByRole("tab", { name: "Contacts" }).click();
  await page.getByRole("button", { name: "Add Contact" }).first().click();
  await expect(page.getByRole("dialog", { name: "Add Contact" })).toBeVisible();
  await expectFits(page, "Add Contact dialog");
  await page.keyboard.press("Escape");

  await openAccount(page);
  await expectFits(page, "Account & Privacy dialog");
  await page.keyboard.press("Escape");

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  for (const tab of ["Knowledge Base", "Push Notifications", "Support Requests"]) {
    await page.getByRole("tab", { name: tab }).click();
    await page.waitForLoadState("networkidle");
    await expectFits(page, `admin, ${tab}`);
  }
  // A request with its context, as an admin reads it.
  await expect(page.getByText("How do I reach out after a long time?").first()).toBeVisible();
  await expect(page.getByText("Context", { exact: true }).first()).toBeVisible();
  await expectFits(page, "admin, a support request with context");
  await page.setViewportSize({ width: 360, height: 800 });
  await snap(page, info, "fit-admin-support-360");
});

test("the blocked-notifications card fits a phone, its testing-only button included", async ({ page, context }, info) => {
  await context.clearPermissions();
  await page.addInitScript(() => {
    Notification.requestPermission = async () => "denied";
  });
  await useOwnNetwork(page);
  await page.goto("/login?mode=signup");
  await submitSignUp(page, "Dana Lee", uniqueEmail("blocked"), "secret-pass");
  await page.getByRole("button", { name: "Enable Push Notifications" }).click();
  await expect(page.getByText("Notifications Blocked")).toBeVisible();
  // Before: its text was 311 px in a 306 px button at 390 px, over both borders.
  await expectFits(page, "the blocked-notifications card");
  await snap(page, info, "fit-notifications-blocked");
});

test("signed in, the footer's links are thumb-sized and Website opens the product's site", async ({ page }) => {
  await signUpThroughUi(page, "Lia Moreno", uniqueEmail("footer"), "correct horse");
  const footer = page.getByRole("navigation", { name: "Footer" });
  for (const name of ["Website", "Pricing", "Support"]) {
    // Before: 20 px tall.
    expect((await footer.getByRole("link", { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  // Before: / sent a signed-in person straight back to the dashboard.
  await footer.getByRole("link", { name: "Website" }).click();
  await expect(page.getByRole("heading", { name: "Never let relationships fade away" })).toBeVisible();
  await expect(page).toHaveURL(/\/\?site$/);
  // Plain / still goes on to the dashboard.
  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard$/);
});
