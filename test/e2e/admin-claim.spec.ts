// Someone who signs up first with an address listed in ADMIN_EMAILS, with a password of their own,
// must not become a developer when the address's owner opens the confirmation link: the link
// proves the mailbox, not the password. The owner sets a password, and only that makes a developer.
import { expect, test } from "./fixtures";
import { adminClaimEmail } from "./admin-emails";
import { bothThemes, expectToast, signUp } from "./helpers";
import { mailedLink } from "./mail";

test("confirming an admin address signs out whoever signed up with it; the owner's new password makes the developer", async ({
  page,
  browser,
}, info) => {
  const email = adminClaimEmail(info.project.name);
  // The stranger signs up first with the owner's address, and keeps a session on their own browser.
  await signUp(page, "Mallory", email, "strangers-password");
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);

  // The owner opens the link the mail brought, on their own browser.
  const owner = await browser.newPage();
  await owner.goto(await mailedLink(email, "/verify-email"));
  await expect(owner.getByRole("heading", { name: "Set a password to finish" })).toBeVisible();
  await bothThemes(owner, info, "verify-email-set-password");
  await owner.getByRole("link", { name: "Set your password" }).click();
  await expect(owner.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await owner.getByLabel("New Password").fill("owners-own-password");
  await owner.getByLabel("Confirm Password").fill("owners-own-password");
  await owner.getByRole("button", { name: /Reset/ }).click();
  await expect(owner).toHaveURL(/\/login$/);

  // The stranger's session ended, and their password no longer opens the account.
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("strangers-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Error", "Invalid email or password");

  // The owner signs in with the password they set, as a developer.
  await owner.getByLabel("Email").fill(email);
  await owner.getByLabel("Password").fill("owners-own-password");
  await owner.getByRole("button", { name: "Sign In" }).click();
  await owner.getByRole("link", { name: "Admin" }).click();
  await expect(owner.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await owner.close();
});
