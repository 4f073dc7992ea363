import { expect, test } from "./fixtures";
import { expectToast, openLanding, signUp, signUpThroughUi, snap, snapDark, submitSignUp, uniqueEmail, useOwnNetwork } from "./helpers";
import { mailTo } from "./mail";

test("a person creates an account, is greeted by name, signs out and back in", async ({ page }, info) => {
  const email = uniqueEmail();
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expect(page.getByText("Sign in to continue managing your connections")).toBeVisible();
  await snap(page, info, "login");
  await snapDark(page, info, "login-dark");

  await signUpThroughUi(page, "Ana Souza", email, "correct horse");
  await expectToast(page, "Account created!", "Welcome to Nudge, Ana Souza!");
  await expect(page.getByText("Welcome back, Ana Souza")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Stay Connected" })).toBeVisible();
  for (const tab of ["Active Nudges", "Contacts", "Nudge History", "AI Support"]) {
    await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  }
  await expect(page.getByRole("tab", { name: "Active Nudges" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
  // The shot shows the tab whole: its code loads after the page's first paint.
  await expect(page.getByRole("heading", { name: "Pending Nudges" })).toBeVisible();
  await snap(page, info, "dashboard");

  // A reload keeps the session (token in localStorage, checked with /api/auth/me).
  await page.reload();
  await expect(page.getByText("Welcome back, Ana Souza")).toBeVisible();

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expectToast(page, "Signed out successfully", "You've been signed out of your account.");
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct horse");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Welcome back!", "You've been signed in successfully.");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Welcome back, Ana Souza")).toBeVisible();

  // Signed in, the landing page sends a person to their dashboard.
  await openLanding(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a wrong password shows the error toast with the server's message", async ({ page }) => {
  const email = uniqueEmail();
  await signUp(page, "Ben Okafor", email, "right-password");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  const toast = await expectToast(page, "Error", "Invalid email or password");
  await expect(toast).toHaveAttribute("class", /destructive/);
  await expect(page).toHaveURL(/\/login$/);
  // The error was about signing in: switching to Create Account takes it away, at once (it stayed
  // for its 5 s over the other form).
  await page.getByRole("button", { name: "Create one" }).click();
  await expect(page.getByText("Create Account", { exact: true }).first()).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 1000 });
});

test("forms validate on submit, then again as the person types", async ({ page }, info) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("Email").fill("ana@example.com");
  await expect(page.getByText("Invalid email address")).toHaveCount(0);

  await page.getByRole("button", { name: "Create one" }).click();
  await page.getByLabel("Full Name").fill("Ana");
  await page.getByLabel("Email").fill("ana@example.com");
  await page.getByLabel("Password", { exact: true }).fill("secret1");
  await page.getByLabel("Confirm Password").fill("secret2");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await snap(page, info, "signup-errors");
  await page.getByLabel("Confirm Password").fill("secret1");
  await expect(page.getByText("Passwords don't match")).toHaveCount(0);
  await page
    .getByRole("button", { name: "Already have an account? Sign in" })
    .or(page.getByRole("button", { name: "Sign in" }))
    .click();
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
});

test("forgot password answers the same for any email, and a reset link without a token explains itself", async ({ page }, info) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await snap(page, info, "forgot-password");
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Link incomplete" })).toBeVisible();
});

test("with Turnstile on, sign-up asks for the check once, and passing it creates the account", async ({ page }, info) => {
  await useOwnNetwork(page);
  await page.addInitScript(() => ((window as { __turnstileHold?: boolean }).__turnstileHold = true));
  await page.goto("/login?mode=signup");
  await submitSignUp(page, "Tomás Reyes", uniqueEmail("checked"), "secret-pass");
  const check = page.getByRole("group", { name: "Check that you're a person" });
  await expect(check.getByText("One more step: confirm you're a person. We'll carry on as soon as the check passes.")).toBeVisible();
  await expect(check.getByText("Verifying…")).toBeVisible();
  // The form gained the widget: still nothing scrolls sideways on a small phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await snap(page, info, "signup-turnstile");
  await snapDark(page, info, "signup-turnstile-dark");
  // Passing it sends the form again by itself.
  await page.evaluate(() => (window as unknown as { __turnstilePass: () => void }).__turnstilePass());
  await expect(page.getByText("Step 2: Enable Notifications")).toBeVisible();
});

test("after three wrong passwords, sign-in asks for the check; passing it signs in", async ({ page }) => {
  const email = uniqueEmail("careful");
  await signUp(page, "Ines Duarte", email, "right-password");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(email);
  for (let i = 0; i < 3; i++) {
    await page.getByLabel("Password").fill(`wrong-${i}`);
    const answer = page.waitForResponse("**/api/auth/signin");
    await page.getByRole("button", { name: "Sign In" }).click();
    expect((await answer).status()).toBe(401);
  }
  await page.getByLabel("Password").fill("right-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("One more step: confirm you're a person. We'll carry on as soon as the check passes.")).toBeVisible();
  await expectToast(page, "Welcome back!", "You've been signed in successfully.");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an unknown path shows the 404 page", async ({ page }, info) => {
  await page.goto("/nope");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  // The tab says so too, not the product's generic title.
  await expect(page).toHaveTitle("404 Page Not Found · Nudge");
  await snap(page, info, "not-found");
});

// The app runs on PORT here (playwright.config.ts sets no APP_URL): the links it mails must lead
// there, not to the default port 8787, where nothing answers.
test("the confirmation email's link leads to the address the app is served at", async ({ page, baseURL }) => {
  const email = uniqueEmail("port");
  await signUp(page, "Tao Lin", email, "correct horse");
  await expect.poll(async () => (await mailTo(email)).length).toBeGreaterThan(0);
  const [mail] = await mailTo(email);
  const link = /https?:\/\/\S+\/verify-email\S*/.exec(mail!.text)?.[0];
  expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);
});
