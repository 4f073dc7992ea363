// A part of the page whose code can't be fetched (offline on a first visit, before the service
// worker has stored the app) fails alone, says so in its place and loads on a retry once online;
// the page around it stays (issue 38, item 14; src/components/lazy-part.tsx).
import { expect, test, type Page } from "./fixtures";
import { expectToast, ownNetwork, snap, snapDark, uniqueEmail } from "./helpers";
import { fitsAt360, setOffline } from "./offline";
import { passToken } from "./turnstile";

// A first visit: no service worker stores or answers anything yet.
test.use({ serviceWorkers: "block" });

/** A new account's dashboard, opened fresh: only the code its first paint needs has come. */
async function openDashboard(page: Page, name: string) {
  const res = await page.request.post("/api/auth/signup", {
    data: { name, email: uniqueEmail("lazy"), password: "secret-pass", confirmPassword: "secret-pass", turnstileToken: passToken() },
    headers: ownNetwork(),
  });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  await page.goto("/login");
  await page.evaluate((token) => localStorage.setItem("auth_token", token), token);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Schedule a nudge" })).toBeVisible();
}

test("offline, a support question's error still shows when the toasts' code never came, and the dashboard stays", async ({
  page,
}, info) => {
  await openDashboard(page, "Ines Duarte");
  await page.getByRole("tab", { name: "AI Support" }).click();
  await expect(page.getByLabel("Your message")).toBeVisible();

  await setOffline(page, true);
  await page.getByLabel("Your message").fill("How do I export my contacts?");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expectToast(page, "Error", "Failed to process your request. Please try again.");
  await expect(page.getByRole("heading", { name: "Stay Connected" })).toBeVisible();
  await expect(page.getByText("Nudge couldn't load")).toHaveCount(0);
  await fitsAt360(page);
  await snap(page, info, "lazy-parts-plain-toast", { fullPage: false });
  await snapDark(page, info, "lazy-parts-plain-toast-dark", { fullPage: false });
  await setOffline(page, false);
});

test("a tab whose code can't be fetched says so in its place, and loads on Try Again once online", async ({ page }, info) => {
  await openDashboard(page, "Tom Berg");
  await setOffline(page, true);
  await page.getByRole("tab", { name: "Nudge History" }).click();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("alert")).toContainText("This tab couldn't load");
  await expect(panel.getByRole("alert")).toContainText("Try again when you're online.");
  await expect(page.getByRole("heading", { name: "Stay Connected" })).toBeVisible();
  await fitsAt360(page);
  await snap(page, info, "lazy-parts-tab");
  await snapDark(page, info, "lazy-parts-tab-dark");

  await setOffline(page, false);
  await panel.getByRole("button", { name: "Try Again" }).click();
  await expect(panel.getByText("Nudge History")).toBeVisible();
  await expect(panel.getByRole("alert")).toHaveCount(0);
});
