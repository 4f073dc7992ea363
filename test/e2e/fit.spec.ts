// Nothing scrolls sideways on a phone and no button's text spills over its edges: every screen
// and dialog, measured at 360 and 390 px (the narrow and the common phone), light theme (layout
// does not change with the theme).
import { expect, test, type Page } from "./fixtures";
import { blockNotificationPrompt, openLanding, signUp, snap, submitSignUp, uniqueEmail, useOwnNetwork } from "./helpers";
import { signUpWithData, tourSignedIn, tourVisitorScreens, type Check } from "./tour";
import type { MissedNudges } from "../../worker/contracts/delivery";
import { PSEUDO_LANGUAGE } from "../../worker/contracts/languages";
import { pseudo } from "./pseudo";

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
      if (box.left < -0.5 || box.right > width + 0.5)
        found.push(`dialog ${name(dialog)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      // A dialog's content scrolls in its body, inside the frame that holds the ✕; an alert dialog scrolls itself.
      const scroller = dialog.querySelector(':scope > [data-slot="dialog-body"]') ?? dialog;
      if (scroller.scrollWidth > scroller.clientWidth + 1) {
        // Name the innermost element that reaches past the dialog's edge: that is what to fix.
        // Past the content box: into the padding, which is where a too-wide grid track goes.
        const style = getComputedStyle(scroller);
        const inner = scroller.getBoundingClientRect().right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
        const spills = (el: Element) =>
          el.getBoundingClientRect().right > inner + 0.5 ||
          (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === "visible");
        const past = [...scroller.querySelectorAll("*")].filter((el) => spills(el) && ![...el.children].some(spills));
        found.push(
          `dialog ${name(dialog)} scrolls sideways (${scroller.scrollWidth} > ${scroller.clientWidth}): ${past.slice(0, 3).map(name).join(", ")}`,
        );
      }
    }
    for (const el of document.querySelectorAll('button, a[data-slot="button"], [role="tab"]')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1) found.push(`${name(el)}: text ${el.scrollWidth} px in ${el.clientWidth} px`);
      if (box.right > width + 0.5 && !el.closest('[data-slot="scroll-x"]')) found.push(`${name(el)} ends at ${Math.round(box.right)} px`);
    }
    // A thumb's tap target is 44 px tall (docs/product.md#pages-and-who-sees-them): every button, field and
    // tab, but a link inside a sentence and what is hidden from the person (a Radix select's
    // native twin, a tab of a closed panel).
    const targets = document.querySelectorAll(
      'button:not([data-variant="link"]), a[data-slot="button"]:not([data-variant="link"]), [role="tab"], [role="combobox"], select, input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="file"])',
    );
    for (const el of targets) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || el.closest('[aria-hidden="true"], [inert]')) continue;
      // Its laid-out height, not its box on screen: a dialog still zooming in draws it smaller.
      const height = (el as HTMLElement).offsetHeight;
      if (el.getAttribute("role") === "switch") {
        // A switch's track is drawn smaller than what takes the tap: its ::after reaches past it.
        const after = getComputedStyle(el, "::after");
        const reach = after.content === "none" ? height : height - parseFloat(after.top) - parseFloat(after.bottom);
        if (reach < 43.5) found.push(`switch ${name(el)} takes taps on ${Math.round(reach)} px`);
      } else if (height < 43.5) found.push(`${name(el)} is ${height} px tall`);
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

// Phone widths only (@phone): the desktop project has room.
test("visitor screens fit a phone", { tag: "@phone" }, async ({ page }) => {
  await tourVisitorScreens(page, (what) => expectFits(page, what));
});

test("the dashboard, its tabs and dialogs, and the admin console fit a phone", { tag: "@phone" }, async ({ page }, info) => {
  test.setTimeout(180_000);
  const fits: Check = (what) => expectFits(page, what);
  await tourSignedIn(page, fits, await signUpWithData(page, fits));
  await page.setViewportSize({ width: 360, height: 800 });
  await snap(page, info, "fit-admin-support-360");
});

// The longest translation stands in as the pseudo-locale: every text accented and 40 % longer.
test("in the longest language, every visitor screen, the dashboard's tabs and its account dialog fit a phone", { tag: "@phone" }, async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript((language) => localStorage.setItem("language", language), PSEUDO_LANGUAGE);
  await tourVisitorScreens(page, async (what) => {
    await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
    await expectFits(page, `${what}, pseudo-locale`);
  });

  await signUp(page, "Maximiliana Fitzgerald-Oyelaran", uniqueEmail("pseudo"), "correct horse", { heading: pseudo("Stay Connected") });
  const tabs = page.getByRole("tablist").first().getByRole("tab");
  await expect(tabs.first()).toHaveText(pseudo("Active Nudges"));
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await page.waitForLoadState("networkidle");
    await expectFits(page, `dashboard tab ${i + 1}, pseudo-locale`);
  }
  await page.getByRole("button", { name: pseudo("Account and privacy") }).click();
  await expect(page.getByRole("dialog", { name: pseudo("Account & Privacy") })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectFits(page, "Account & Privacy, pseudo-locale");
  await page.keyboard.press("Escape");
  for (const path of ["/today", "/share?title=Lisbon%20guide&text=For%20the%20trip&url=https%3A%2F%2Fexample.com%2Flisbon"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectFits(page, `${path}, pseudo-locale`);
  }
});

test("the blocked-notifications card fits a phone, its testing-only button included", { tag: "@phone" }, async ({ page }, info) => {
  await blockNotificationPrompt(page);
  await useOwnNetwork(page);
  await page.goto("/login?mode=signup");
  await submitSignUp(page, "Dana Lee", uniqueEmail("blocked"), "secret-pass");
  await page.getByRole("button", { name: "Enable Push Notifications" }).click();
  await expect(page.getByText("Notifications Blocked")).toBeVisible();
  // Its text once ran wider than the button at 390 px, over both borders.
  await expectFits(page, "the blocked-notifications card");
  await snap(page, info, "fit-notifications-blocked");
});

test("signed in, the footer's links are thumb-sized and Website opens the product's site", { tag: "@phone" }, async ({ page }) => {
  await signUp(page, "Lia Moreno", uniqueEmail("footer"));
  const footer = page.getByRole("navigation", { name: "Footer" });
  for (const name of ["Website", "Pricing", "Support"]) {
    // Before: 20 px tall.
    expect((await footer.getByRole("link", { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  // Before: / sent a signed-in person straight back to the dashboard.
  await footer.getByRole("link", { name: "Website" }).click();
  await expect(page.getByRole("heading", { name: "Never let relationships fade away" })).toBeVisible();
  await expect(page).toHaveURL(/\/\?site$/);
  // Someone signed in is offered their dashboard there, not Sign In and Get Started.
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Get Started" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Plain / still goes on to the dashboard.
  await openLanding(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});

// A phone's first screen must reach the tabs, what the dashboard is for: before, a new person's
// notices (confirm your email, plan, notifications) pushed them two screens down.
test("on a phone the dashboard's tabs start within the first screen, under every notice", { tag: "@phone" }, async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, "Noor Haddad", uniqueEmail("first-screen"), "secret-pass");
  // Every notice a new person has, in place: confirm the email, the plan, turn on notifications.
  await expect(page.getByRole("region", { name: "Confirm your email" })).toBeVisible();
  await expect(page.getByTestId("plan-status")).toBeVisible();
  await expect(page.getByText("Turn on notifications for your nudges")).toBeVisible();
  const tabs = page.getByRole("tablist").first();
  await expect(tabs).toBeVisible();
  await snap(page, info, "first-screen-new-account", { fullPage: false });
  expect((await tabs.boundingBox())!.y + 44, "the tabs' first row, from the top").toBeLessThanOrEqual(844);
});

// The same with the largest notice a dashboard has: nudges that reached no one, with both fixes.
test("on a phone the tabs start within the first screen under the missed-nudges notice too", { tag: "@phone" }, async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, "Ravi Nair", uniqueEmail("first-screen-missed"), "secret-pass");
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  const missedNudges: MissedNudges = {
    count: 2,
    since: hoursAgo(7 * 24),
    firstAt: hoursAgo(30),
    lastAt: hoursAgo(6),
    reasons: ["no_device", "email_unconfirmed"],
    channels: { devices: 0, email: "unconfirmed" },
  };
  await page.route("**/api/delivery/missed", (route) => route.fulfill({ json: missedNudges }));
  await page.reload();
  const notice = page.getByRole("region", { name: /^2 nudges .*reached no device/ });
  await expect(notice.getByRole("button", { name: "Turn on notifications" })).toBeVisible();
  await expect(page.getByTestId("plan-status")).toBeVisible();
  await expect(page.getByText("Turn on notifications for your nudges")).toBeVisible();
  const tabs = page.getByRole("tablist").first();
  await snap(page, info, "first-screen-missed", { fullPage: false });
  expect((await tabs.boundingBox())!.y + 44, "the tabs' first row, from the top").toBeLessThanOrEqual(844);
});
