// Choosing a language (issue 43): from the landing page's footer and the sign-in card it is kept on
// the device; signed in, from Account, it is the account's. Either way the page switches in place,
// with no reload, and Arabic lays the page out right to left.
import { expect, test } from "./fixtures";
import { catalog } from "./catalog";
import { bothThemes, openAccount, openLanding, signUp, uniqueEmail } from "./helpers";

test("the footer's switch changes the language in place, Arabic right to left, and the device keeps it", async ({ page }, info) => {
  await openLanding(page);
  const html = page.locator("html");
  await expect(html).toHaveAttribute("lang", "en");
  // A mark on the window: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { stayed: true }));

  await page.getByRole("contentinfo").getByRole("combobox", { name: "Language" }).selectOption("ar");
  await expect(html).toHaveAttribute("lang", "ar");
  await expect(html).toHaveAttribute("dir", "rtl");
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // Mirrored: the logo starts the header at the right edge, its links at the left (named in Arabic now).
  const ar = catalog("ar");
  const logo = await page.getByRole("link", { name: ar("Nudge home") }).boundingBox();
  const links = await page.getByRole("navigation", { name: ar("Main") }).boundingBox();
  expect(logo!.x).toBeGreaterThan(links!.x + links!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await bothThemes(page, info, "landing-ar");

  // Kept on this device: the next visit starts in Arabic, before any script runs.
  await page.reload();
  await expect(html).toHaveAttribute("dir", "rtl");
  await page.getByRole("contentinfo").getByRole("combobox").selectOption("en");
  await expect(html).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { name: "Never let relationships fade away" })).toBeVisible();
});

test("the sign-in card offers the switch, and a page with Spanish words shows them at once", async ({ page }, info) => {
  await page.goto("/login");
  await page.getByRole("combobox", { name: "Language" }).selectOption("es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await bothThemes(page, info, "login-es");
  await page.goto("/no-such-page");
  await expect(page.getByRole("link", { name: "Ir al inicio" })).toBeVisible();
});

test("signed in, the language chosen in Account is the account's and follows it to another device", async ({ page, browser }, info) => {
  const email = uniqueEmail("idioma");
  await signUp(page, "Lucía Gómez", email, "correct horse");
  const dialog = await openAccount(page);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/account/settings") && r.request().method() === "PATCH");
  await dialog.getByRole("combobox", { name: "Language" }).selectOption("de");
  expect((await (await saved).json()).language).toBe("de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  // Still open: switching does not reload the page or close the dialog, now named in German.
  const german = page.getByRole("dialog", { name: catalog("de")("Account & Privacy") });
  await expect(german).toBeVisible();
  await german
    .locator("select")
    .filter({ has: page.locator('option[value="de"]') })
    .scrollIntoViewIfNeeded();
  await bothThemes(page, info, "account-language-de", { fullPage: false });

  // Another browser, English by default, signs in and turns German.
  const other = await browser.newPage();
  await other.goto("/login");
  await other.getByLabel("Email").fill(email);
  await other.getByLabel("Password", { exact: true }).fill("correct horse");
  await other.getByRole("button", { name: "Sign In" }).click();
  await expect(other.locator("html")).toHaveAttribute("lang", "de");
  await other.close();
});
