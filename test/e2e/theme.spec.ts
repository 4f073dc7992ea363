import { expect, test } from "./fixtures";
import { signUp, snap, uniqueEmail } from "./helpers";

test("the theme menu switches Light, Dark and System and remembers the choice", async ({ page }, info) => {
  await signUp(page, "Chloé Martin", uniqueEmail(), "secret-pass");
  const html = page.locator("html");
  await expect(html).toHaveClass(/system/);

  await page.getByRole("button", { name: "Theme" }).click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("nudge-theme"))).toBe("dark");
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("heading", { name: "Stay Connected" })).toBeVisible();
  // The shot shows the tab whole: its code loads after the page's first paint.
  await expect(page.getByRole("heading", { name: "Pending Nudges" })).toBeVisible();
  await snap(page, info, "dashboard-dark");

  await page.getByRole("button", { name: "Theme" }).click();
  await page.getByRole("menuitemradio", { name: "Light" }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(html).toHaveClass(/\blight\b/);

  await page.getByRole("button", { name: "Theme" }).click();
  await page.getByRole("menuitemradio", { name: "System" }).click();
  await expect(html).toHaveClass(/\bsystem\b/);
});

test("dark mode follows the system on the sign-in screen", async ({ page }, info) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/login");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await snap(page, info, "login-dark");
});
