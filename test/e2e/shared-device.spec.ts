import { expect, test } from "./fixtures";
import { addDays, toLocalInputValue } from "../../src/lib/dates";
import { signUpThroughUi, uniqueEmail } from "./helpers";

test("on a shared device, signing out leaves nothing of the last person's data for the next one", async ({ page }) => {
  await signUpThroughUi(page, "Ana Souza", uniqueEmail("first"), "correct horse");
  await page.getByLabel("Person's name").fill("Secret Sam");
  await page.getByLabel("Message").fill("Ask about the surprise party");
  await page.getByLabel("Date & time").fill(toLocalInputValue(addDays(new Date(), 2)));
  await page.getByRole("button", { name: "Schedule Nudge" }).click();
  await expect(page.getByText("Ask about the surprise party").first()).toBeVisible();

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
