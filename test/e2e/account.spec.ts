import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { expectToast, signUp, snap, snapDark, openAccount, refusedRequests, uniqueEmail } from "./helpers";

// The account dialog as a person sees it (a full-page shot would stretch the overlay).
const DIALOG = { fullPage: false };

/** The screen as a person sees it with the dialog open (a full-page shot would stretch the overlay). */

test("a person downloads all their data, then deletes their account with their password", async ({ page }, info) => {
  const email = uniqueEmail("leaver");
  await signUp(page, "Lea Moreau", email, "correct horse");
  // Something of theirs to find in the export.
  const created = await page.evaluate(async () => {
    const res = await fetch("/api/reminder", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${localStorage.getItem("auth_token")}` },
      body: JSON.stringify({
        targetName: "Sam",
        message: "Ask about the marathon",
        remindAt: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    });
    return res.status;
  });
  expect(created).toBe(201);

  const dialog = await openAccount(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Signed in as Lea Moreau (${email})`)).toBeVisible();
  await snap(page, info, "account-dialog", DIALOG);
  await snapDark(page, info, "account-dialog-dark", DIALOG);

  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^nudge-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(data.account).toMatchObject({ name: "Lea Moreau", email });
  expect(data.nudges).toEqual([expect.objectContaining({ targetName: "Sam", message: "Ask about the marathon" })]);
  await expectToast(page, "Your data is downloading", download.suggestedFilename());

  // Nothing typed, then a wrong password: said under the field, nothing deleted.
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("Enter your password to confirm")).toBeVisible();
  await dialog.getByLabel("Your password").fill("not my password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("That password is not right. Your account was not deleted.")).toBeVisible();
  await snap(page, info, "account-delete-wrong-password", DIALOG);

  await dialog.getByLabel("Your password").fill("correct horse");
  const refused = refusedRequests(page);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expectToast(page, "Account deleted", "Your account and all your data have been deleted.");
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
  // The session ended with the account: nothing is sent with it afterwards (before: sign-out, 401).
  expect(await refused()).toEqual([]);

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct horse");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Error", "Invalid email or password");
});
