import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addDays, toLocalInputValue } from "../../src/lib/local-time";
import { signUpThroughUi, submitSignUp, uniqueEmail } from "./helpers";

/** The first person's nudge, which nobody after them may see. */
async function scheduleSecret(page: Page) {
  await page.getByLabel("Person's name").fill("Secret Sam");
  await page.getByLabel("Message").fill("Ask about the surprise party");
  await page.getByLabel("Date & time").fill(toLocalInputValue(addDays(new Date(), 2)));
  await page.getByRole("button", { name: "Schedule Nudge" }).click();
  await expect(page.getByText("Ask about the surprise party").first()).toBeVisible();
}

test("on a shared device, signing out leaves nothing of the last person's data for the next one", async ({ page }) => {
  await signUpThroughUi(page, "Ana Souza", uniqueEmail("first"), "correct horse");
  await scheduleSecret(page);

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  // No token and nothing else of Ana's in storage (the theme choice is the device's, not hers).
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== "nudge-theme"));
  expect(stored).toEqual([]);

  await signUpThroughUi(page, "Ben Okafor", uniqueEmail("second"), "correct horse");
  await expect(page.getByText("Welcome back, Ben Okafor")).toBeVisible();
  await expect(page.getByText("Secret Sam")).toHaveCount(0);
  await expect(page.getByText("Ask about the surprise party")).toHaveCount(0);
});

test("a session ended elsewhere leaves nothing of its data on screen for the next person to sign in on this page", async ({ page }) => {
  await signUpThroughUi(page, "Ana Souza", uniqueEmail("ended"), "correct horse");
  await scheduleSecret(page);
  // Saved on this device (a second after the change), then her session ends elsewhere.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("nudge-offline-cache") ?? "")).toContain("Secret Sam");
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  expect((await page.request.post("/api/auth/signout-everywhere", { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);

  // The reload restores her saved copy into memory before the session check refuses the token.
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  // Whatever is shown to the next person, even for a moment before their own data arrives.
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.body.innerText.includes("Secret Sam")) (window as unknown as { sawSam: boolean }).sawSam = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  // On this same page (no reload: what was restored is still in memory), the next person signs up.
  await page.getByRole("button", { name: "Create one" }).click();
  await submitSignUp(page, "Ben Okafor", uniqueEmail("next"), "correct horse");
  await page.getByRole("link", { name: "Continue to Dashboard" }).click();
  await expect(page.getByText("Welcome back, Ben Okafor")).toBeVisible();
  await expect(page.getByText("No nudges scheduled")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawSam?: boolean }).sawSam ?? false)).toBe(false);
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => localStorage.getItem("nudge-offline-cache") ?? "")).not.toContain("Secret Sam");
});
