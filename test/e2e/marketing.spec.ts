import { expect, test, type Page } from "./fixtures";
import { openLanding, snap } from "./helpers";

const hero = (page: Page) => page.getByRole("region", { name: "Never let relationships fade away" });

// Every link and button on the landing page goes where docs/product.md#landing says.
const LANDING_LINKS: { name: string; where: (page: Page) => ReturnType<Page["getByRole"]>; to: RegExp }[] = [
  { name: "nav Sign In", where: (p) => p.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }), to: /\/login$/ },
  {
    name: "nav Get Started",
    where: (p) => p.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Get Started" }),
    to: /\/pricing$/,
  },
  { name: "hero Start Free Trial", where: (p) => hero(p).getByRole("link", { name: "Start Free Trial" }), to: /\/pricing$/ },
  { name: "hero Sign In", where: (p) => hero(p).getByRole("link", { name: "Sign In" }), to: /\/login$/ },
  {
    name: "pricing card Start Free Trial",
    where: (p) => p.getByRole("region", { name: "Simple pricing, one plan" }).getByRole("link", { name: "Start Free Trial" }),
    to: /\/pricing$/,
  },
  { name: "closing call to action", where: (p) => p.getByRole("link", { name: "Start Your Free Trial" }), to: /\/pricing$/ },
  { name: "support link", where: (p) => p.getByRole("link", { name: "Visit our support center" }), to: /\/support$/ },
];

test("the landing page shows the offer, and every link goes where it should", async ({ page }, info) => {
  await openLanding(page);
  await expect(page.getByRole("heading", { level: 1, name: "Never let relationships fade away" })).toBeVisible();
  for (const stat of ["10,000+", "40%", "4.9"])
    await expect(page.getByLabel("Nudge in numbers").getByText(stat, { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Why Nudge" }).getByRole("heading")).toHaveCount(3);
  await expect(page.getByRole("region", { name: "Everything you need to stay in touch" }).getByRole("listitem")).toHaveCount(8);
  await expect(
    page.getByRole("region", { name: "People who stay in touch, with Nudge" }).getByRole("img", { name: "Rated 5 out of 5" }),
  ).toHaveCount(3);
  await expect(page.getByRole("region", { name: "Simple pricing, one plan" }).getByText("$7", { exact: true })).toBeVisible();
  await snap(page, info, "landing");

  for (const link of LANDING_LINKS) {
    await openLanding(page);
    await link.where(page).click();
    await expect(page, link.name).toHaveURL(link.to);
  }
});

test("the FAQ answers open and close one at a time", async ({ page }) => {
  await openLanding(page);
  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  const questions = faq.getByRole("button");
  await expect(questions).toHaveText([
    "How does the 30-day free trial work?",
    "Can I cancel anytime?",
    "Which devices does Nudge work on?",
    "Is my data secure?",
  ]);
  await expect(faq.getByText(/You aren't charged anything until the trial ends/)).toBeHidden();

  await questions.nth(0).click();
  await expect(faq.getByText(/You aren't charged anything until the trial ends/)).toBeVisible();
  await questions.nth(1).click();
  await expect(faq.getByText(/cancel in a couple of clicks/)).toBeVisible();
  await expect(faq.getByText(/You aren't charged anything until the trial ends/)).toBeHidden();
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false");
});

test("the landing page in dark mode", async ({ page }, info) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await openLanding(page);
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "Is my data secure?" }).click();
  await expect(page.getByText(/we never see your card number/)).toBeVisible();
  await snap(page, info, "landing-dark");
});

test("the support page answers questions and says how to reach us", async ({ page }, info) => {
  await page.goto("/support");
  await expect(page.getByRole("heading", { level: 1, name: "How can we help?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "support@nudge.app" })).toHaveAttribute("href", "mailto:support@nudge.app");
  await expect(page.getByText("How does the 30-day free trial work?")).toBeVisible();
  await expect(page.getByText("My nudges aren't arriving as notifications")).toBeVisible();
  await snap(page, info, "support");
  await page.emulateMedia({ colorScheme: "dark" });
  await snap(page, info, "support-dark");

  // A visitor is asked to sign in first, then lands on the AI Support tab.
  await page.getByRole("link", { name: "Sign in to chat with support" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%3Ftab%3Dsupport$/);
});

test("the marketing pages fit a 360 px phone without sideways scrolling", { tag: "@phone" }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ["/", "/pricing", "/support"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
});

// Each page names itself in the browser's tab and history, also after moving between pages in the
// app (before, every page kept the landing page's title, the 404 page too).
test("each page names itself in the browser tab", async ({ page }) => {
  await openLanding(page);
  await expect(page).toHaveTitle("Nudge — Never let relationships fade away");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveTitle("Sign in · Nudge");
  await page.goto("/pricing");
  await expect(page).toHaveTitle("Pricing · Nudge");
  await page.goto("/support");
  await expect(page).toHaveTitle("Support · Nudge");
  await page.goBack();
  await expect(page).toHaveTitle("Pricing · Nudge");
});
